import {
  CONTENT_LIMITS,
  DIALOG_WIDTH,
  SCENE_LIMITS,
  SceneFormSchema,
  SceneStatus,
  type IndustryItem,
  type SceneDetail,
} from '@pn/shared';
import {
  Button,
  Drawer,
  Form,
  Grid,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { showActionError } from '@/lib/api-errors';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useSaveScene } from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import styles from './industry-admin.module.css';
import { PictureField } from './picture-field';

interface SceneFormValues {
  name: string;
  industryId?: string;
  description: string;
  picture: string;
  sortNum: number | null;
  enabled: boolean;
}

const valuesOf = (scene: SceneDetail | undefined, industryId?: string): SceneFormValues => ({
  name: scene?.name ?? '',
  industryId: scene?.industryId ?? industryId,
  description: scene?.description ?? '',
  picture: scene?.picture ?? '',
  sortNum: scene?.sortNum ?? 0,
  enabled: scene ? scene.status === SceneStatus.ENABLED : true,
});

interface SceneEditorDrawerProps {
  open: boolean;
  /** The scene being edited (from its detail); absent to add one. */
  scene: SceneDetail | undefined;
  /** The scene's detail is still on its way. */
  loading: boolean;
  industries: readonly IndustryItem[];
  /** Preselected industry of a new scene (the list's industry filter). */
  defaultIndustryId?: string;
  onClose: () => void;
}

/** The application-scene form in a drawer. */
export function SceneEditorDrawer({
  open,
  scene,
  loading,
  industries,
  defaultIndustryId,
  onClose,
}: SceneEditorDrawerProps) {
  const [form] = Form.useForm<SceneFormValues>();
  const save = useSaveScene();
  const screens = Grid.useBreakpoint();
  const nameOf = (id: string) => industries.find((i) => i.id === id)?.name ?? id;

  const submit = async () => {
    const values = await form.validateFields();
    const input = parseForm(SceneFormSchema, {
      id: scene?.id,
      name: values.name,
      industryId: values.industryId,
      description: values.description,
      picture: values.picture,
      sortNum: values.sortNum ?? 0,
      status: values.enabled ? SceneStatus.ENABLED : SceneStatus.DISABLED,
    });
    save.mutate(input, {
      onSuccess: () => {
        toast.success(text.saved);
        onClose();
      },
      onError: (error) => showActionError(error),
    });
  };

  return (
    <Drawer
      open={open}
      title={scene || loading ? text.editScene : text.createScene}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={loading}
            onClick={() => void submit().catch(() => undefined)}
          >
            {text.save}
          </Button>
        </Space>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form
          name="sceneEditor"
          form={form}
          layout="vertical"
          initialValues={valuesOf(scene, defaultIndustryId)}
          key={scene?.id ?? 'new'}
        >
          <Form.Item name="name" label={text.sceneName} {...zodField(SceneFormSchema, 'name')}>
            <Input
              placeholder={text.sceneNamePlaceholder}
              maxLength={CONTENT_LIMITS.name}
              showCount
            />
          </Form.Item>
          <Form.Item
            name="industryId"
            label={text.sceneIndustry}
            {...zodField(SceneFormSchema, 'industryId')}
          >
            <Select
              placeholder={text.sceneIndustryPlaceholder}
              showSearch={{ optionFilterProp: 'label' }}
              options={industries.map((i) => ({ value: i.id, label: i.name }))}
            />
          </Form.Item>
          {scene ? (
            <p className={styles.linked}>
              {text.linkedTo}：
              {scene.linkedIndustryIds.length
                ? scene.linkedIndustryIds.map(nameOf).join('、')
                : text.linkedNone}
            </p>
          ) : null}
          <Form.Item
            name="description"
            label={text.sceneDescription}
            {...zodField(SceneFormSchema, 'description')}
          >
            <Input.TextArea
              placeholder={text.sceneDescriptionPlaceholder}
              maxLength={CONTENT_LIMITS.summary}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
          </Form.Item>
          <Form.Item
            name="picture"
            label={text.scenePicture}
            {...zodField(SceneFormSchema, 'picture')}
          >
            <PictureField alt={text.scenePicture} hint={text.scenePictureHint} />
          </Form.Item>
          <Form.Item
            name="sortNum"
            label={text.sortNum}
            extra={text.sortExtra}
            {...zodField(SceneFormSchema, 'sortNum')}
          >
            <InputNumber min={0} max={SCENE_LIMITS.sortNum} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={text.sceneEnabled}
            valuePropName="checked"
            extra={text.sceneEnabledExtra}
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}

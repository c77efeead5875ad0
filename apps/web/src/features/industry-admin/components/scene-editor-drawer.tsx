import {
  CONTENT_LIMITS,
  SCENE_LIMITS,
  SceneFormSchema,
  SceneStatus,
  type IndustryItem,
  type SceneDetail,
} from '@pn/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { parseForm, zodField } from '@/lib/form-rules';
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
  const nameOf = (id: string) => industries.find((i) => i.id === id)?.name ?? id;

  return (
    <AdminEditorDrawer
      open={open}
      title={scene || loading ? text.editScene : text.createScene}
      name="sceneEditor"
      form={form}
      initialValues={valuesOf(scene, defaultIndustryId)}
      recordKey={scene?.id ?? 'new'}
      loading={loading}
      onSave={(values) =>
        save.mutateAsync(
          parseForm(SceneFormSchema, {
            id: scene?.id,
            name: values.name,
            industryId: values.industryId,
            description: values.description,
            picture: values.picture,
            sortNum: values.sortNum ?? 0,
            status: values.enabled ? SceneStatus.ENABLED : SceneStatus.DISABLED,
          }),
        )
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={text.sceneName} {...zodField(SceneFormSchema, 'name')}>
        <Input placeholder={text.sceneNamePlaceholder} maxLength={CONTENT_LIMITS.name} showCount />
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
      <Form.Item name="picture" label={text.scenePicture} {...zodField(SceneFormSchema, 'picture')}>
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
    </AdminEditorDrawer>
  );
}

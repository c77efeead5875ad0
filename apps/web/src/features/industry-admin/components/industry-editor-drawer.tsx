import {
  CONTENT_LIMITS,
  DIALOG_WIDTH,
  IndustryFormSchema,
  SCENE_LIMITS,
  type IndustryItem,
} from '@pn/shared';
import { Button, Drawer, Form, Grid, Input, InputNumber, Space } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useSaveIndustry } from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import { PictureField } from './picture-field';

interface IndustryFormValues {
  name: string;
  sortNum: number | null;
  icon: string;
  description: string;
}

const valuesOf = (item: IndustryItem | undefined): IndustryFormValues => ({
  name: item?.name ?? '',
  sortNum: item?.sortNum ?? 0,
  icon: item?.icon ?? '',
  description: item?.description ?? '',
});

interface IndustryEditorDrawerProps {
  open: boolean;
  /** The industry being edited; absent to add one. */
  item: IndustryItem | undefined;
  onClose: () => void;
}

/** The industry form in a drawer: name, sort number, icon and description. */
export function IndustryEditorDrawer({ open, item, onClose }: IndustryEditorDrawerProps) {
  const [form] = Form.useForm<IndustryFormValues>();
  const save = useSaveIndustry();
  const screens = Grid.useBreakpoint();

  const submit = async () => {
    const values = await form.validateFields();
    const input = parseForm(IndustryFormSchema, { ...values, sortNum: values.sortNum ?? 0 });
    save.mutate(
      { id: item?.id, form: input },
      {
        onSuccess: () => {
          toast.success(text.saved);
          onClose();
        },
        onError: (error) => showActionError(error),
      },
    );
  };

  return (
    <Drawer
      open={open}
      title={item ? text.editIndustry : text.createIndustry}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {text.save}
          </Button>
        </Space>
      }
    >
      <Form
        name="industryEditor"
        form={form}
        layout="vertical"
        initialValues={valuesOf(item)}
        key={item?.id ?? 'new'}
      >
        <Form.Item name="name" label={text.industryName} {...zodField(IndustryFormSchema, 'name')}>
          <Input
            placeholder={text.industryNamePlaceholder}
            maxLength={CONTENT_LIMITS.name}
            showCount
          />
        </Form.Item>
        <Form.Item name="icon" label={text.industryIcon} {...zodField(IndustryFormSchema, 'icon')}>
          <PictureField alt={text.industryIcon} hint={text.industryIconHint} />
        </Form.Item>
        <Form.Item
          name="description"
          label={text.industryDescription}
          {...zodField(IndustryFormSchema, 'description')}
        >
          <Input.TextArea
            placeholder={text.industryDescriptionPlaceholder}
            maxLength={CONTENT_LIMITS.summary}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item
          name="sortNum"
          label={text.sortNum}
          extra={text.sortExtra}
          {...zodField(IndustryFormSchema, 'sortNum')}
        >
          <InputNumber min={0} max={SCENE_LIMITS.sortNum} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

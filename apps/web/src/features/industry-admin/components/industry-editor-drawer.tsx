import { CONTENT_LIMITS, IndustryFormSchema, SCENE_LIMITS, type IndustryItem } from '@pn/shared';
import { Form, Input, InputNumber } from 'antd';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { parseForm, zodField } from '@/lib/form-rules';
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

  return (
    <AdminEditorDrawer
      open={open}
      title={item ? text.editIndustry : text.createIndustry}
      name="industryEditor"
      form={form}
      initialValues={valuesOf(item)}
      recordKey={item?.id ?? 'new'}
      onSave={(values) =>
        save.mutateAsync({
          id: item?.id,
          form: parseForm(IndustryFormSchema, { ...values, sortNum: values.sortNum ?? 0 }),
        })
      }
      onClose={onClose}
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
    </AdminEditorDrawer>
  );
}

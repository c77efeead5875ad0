import { DIALOG_WIDTH } from '@pn/shared';
import { Button, Drawer, Form, Grid, Skeleton, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { validateForm } from '@/lib/form-rules';

export const adminEditorDrawerText = {
  cancel: '取消',
  save: '保存',
  saved: '保存成功',
} as const;

export interface AdminEditorDrawerProps<V> {
  open: boolean;
  title: string;
  /** The form's name: it prefixes the field ids. */
  name: string;
  form: FormInstance<V>;
  initialValues: V;
  /** A new key starts the form afresh: the record's id, or `new`. */
  recordKey: string | number;
  /** The record is still on its way: a skeleton instead of the form. */
  loading?: boolean;
  /** Saves the validated values; the drawer then says so and closes. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The editor drawer of a back-office list (635 px, full width on a phone): a vertical form
 * with 取消 and 保存; a refusal is shown and the drawer stays open for another try.
 */
export function AdminEditorDrawer<V extends object>({
  open,
  title,
  name,
  form,
  initialValues,
  recordKey,
  loading = false,
  onSave,
  onClose,
  children,
}: AdminEditorDrawerProps<V>) {
  const screens = Grid.useBreakpoint();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: V;
    try {
      values = await validateForm(form);
    } catch {
      return; // The form shows what is wrong.
    }
    setSaving(true);
    try {
      await onSave(values);
      toast.success(adminEditorDrawerText.saved);
      onClose();
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{adminEditorDrawerText.cancel}</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void submit()}>
            {adminEditorDrawerText.save}
          </Button>
        </Space>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form<V>
          name={name}
          form={form}
          layout="vertical"
          initialValues={initialValues}
          key={recordKey}
        >
          {children}
        </Form>
      )}
    </Drawer>
  );
}

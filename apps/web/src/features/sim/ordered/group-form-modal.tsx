import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SIM_LIMITS, SimGroupFormSchema, SimTariffKind, type SimGroupFormInput } from '@pn/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { formatDataMb, formatFee } from '../tariff/format';
import { groupStore, useGroupStore } from './group-store';

const rules = {
  name: zodField(SimGroupFormSchema, 'name'),
  tariffId: zodField(SimGroupFormSchema, 'tariffId'),
  description: zodField(SimGroupFormSchema, 'description'),
};

/** Create or edit a group: name, group tariff (groupFee tariffs) and description. */
export function GroupFormModal() {
  const editing = useGroupStore((s) => s.editing);
  const open = editing !== undefined;
  const [form] = Form.useForm<SimGroupFormInput>();
  const queryClient = useQueryClient();
  const tariffs = useQuery({
    queryKey: simKeys.tariffs(SimTariffKind.GROUP),
    queryFn: ({ signal }) => simApi.tariffs(SimTariffKind.GROUP, { signal }),
    enabled: open,
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { name: editing.name, tariffId: editing.tariffId, description: editing.description }
        : { description: '' },
    );
  }, [open, editing, form]);

  const save = useMutation({
    mutationFn: (body: SimGroupFormInput) =>
      editing ? simApi.updateGroup(editing.id, body) : simApi.createGroup(body),
    onSuccess: () => {
      toast.success(editing ? '群组已保存' : '群组已创建');
      groupStore.closeForm();
      return queryClient.invalidateQueries({ queryKey: ['sim', 'groups'] });
    },
    onError: (e) => showActionError(e, '保存失败，请稍后再试'),
  });

  const submit = async () => {
    const values = await validateForm(form).catch(() => null);
    if (!values) return;
    save.mutate(parseForm(SimGroupFormSchema, values));
  };

  return (
    <Modal
      open={open}
      title={editing ? '编辑群组' : '新建群组'}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={() => groupStore.closeForm()}
      // Mounted while closed, so the form is always connected and refilled on every opening.
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label="群组名称"
          rules={rules.name.rules}
          required={rules.name.required}
        >
          <Input placeholder="请输入群组名称" maxLength={SIM_LIMITS.groupNameMax} showCount />
        </Form.Item>
        <Form.Item
          name="tariffId"
          label="群组资费"
          rules={rules.tariffId.rules}
          required={rules.tariffId.required}
        >
          <Select<number>
            placeholder="请选择群组资费"
            loading={tariffs.isPending}
            notFoundContent={tariffs.isError ? '资费加载失败' : undefined}
            options={(tariffs.data ?? []).map((t) => ({
              value: t.id,
              label: `${t.name}（${formatFee(t.monthlyFee)}，流量池 ${formatDataMb(t.dataMb)}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={rules.description.rules}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DNN_LIMITS,
  DnnMessages,
  DnnStatus,
  IsolationCaseSaveSchema,
  snssaiLabel,
  type IsolationCaseItem,
  type IsolationCaseSaveInput,
} from '@pn/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { dnnApi, dnnKeys } from '../api/dnn-api';
import { useDnnEntries } from '../dnn-entries';
import { LEVEL_OPTIONS } from './dnn-parts';

const rules = {
  name: zodField(IsolationCaseSaveSchema, 'name'),
  level: zodField(IsolationCaseSaveSchema, 'level'),
  dnnId: zodField(IsolationCaseSaveSchema, 'dnnId'),
  sliceId: zodField(IsolationCaseSaveSchema, 'sliceId'),
  description: zodField(IsolationCaseSaveSchema, 'description'),
};

interface CaseFormModalProps {
  /** 'new', the case being edited, or undefined when closed. */
  editing: 'new' | IsolationCaseItem | undefined;
  onClose: () => void;
}

/** Create or edit an isolation case: name, level, DNN, its slice (slice level) and notes. */
export function CaseFormModal({ editing, onClose }: CaseFormModalProps) {
  const open = editing !== undefined;
  const existing = editing !== undefined && editing !== 'new' ? editing : null;
  const [form] = Form.useForm<IsolationCaseSaveInput>();
  const queryClient = useQueryClient();
  const entries = useDnnEntries();
  const level = Form.useWatch('level', form);
  const dnnId = Form.useWatch('dnnId', form);

  const slices = useQuery({
    queryKey: dnnKeys.detail(Number(dnnId)),
    queryFn: ({ signal }) => dnnApi.detail(Number(dnnId), { signal }),
    enabled: open && level === 'slice' && Number(dnnId) > 0,
    select: (d) => d.slices,
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      existing
        ? {
            name: existing.name,
            level: existing.level,
            dnnId: existing.dnnId,
            sliceId: existing.sliceId,
            description: existing.description,
          }
        : { description: '' },
    );
  }, [open, existing, form]);

  const save = useMutation({
    mutationFn: (body: IsolationCaseSaveInput) =>
      existing ? dnnApi.updateCase(existing.id, body) : dnnApi.createCase(body),
    onSuccess: () => {
      toast.success(existing ? DnnMessages.CASE_UPDATED : DnnMessages.CASE_CREATED);
      onClose();
      // Settled now: a dialog opened again must not wait for the lists to refetch.
      void queryClient.invalidateQueries({ queryKey: dnnKeys.all });
    },
    onError: (e) => showActionError(e, '保存失败，请稍后再试'),
  });

  const submit = async () => {
    const values = await validateForm(form).catch(() => null);
    if (!values) return;
    const body = parseForm(IsolationCaseSaveSchema, values);
    save.mutate({ ...body, sliceId: body.level === 'slice' ? body.sliceId : null });
  };

  const dnnOptions = (entries.data ?? [])
    .filter((e) => e.status !== DnnStatus.ENDED || e.id === existing?.dnnId)
    .map((e) => ({ value: e.id, label: e.dnn }));

  return (
    <Modal
      open={open}
      title={existing ? '编辑隔离方案' : '新建隔离方案'}
      okText={existing ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="case-form" onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label="方案名称"
          rules={rules.name.rules}
          required={rules.name.required}
        >
          <Input placeholder="请输入方案名称" maxLength={DNN_LIMITS.caseNameMax} showCount />
        </Form.Item>
        <Form.Item
          name="level"
          label="隔离级别"
          rules={rules.level.rules}
          required={rules.level.required}
        >
          <Select placeholder="请选择隔离级别" options={LEVEL_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="dnnId"
          label="DNN"
          rules={rules.dnnId.rules}
          required={rules.dnnId.required}
        >
          <Select<number>
            placeholder="请选择DNN"
            showSearch={{ optionFilterProp: 'label' }}
            loading={entries.isPending}
            notFoundContent={entries.isError ? 'DNN列表加载失败' : '暂无DNN实例'}
            options={dnnOptions}
            onChange={() => form.setFieldValue('sliceId', null)}
          />
        </Form.Item>
        {level === 'slice' ? (
          <Form.Item name="sliceId" label="切片" rules={rules.sliceId.rules} required>
            <Select<number>
              placeholder={dnnId ? '请选择切片' : '请先选择DNN'}
              disabled={!dnnId}
              loading={slices.isFetching}
              notFoundContent={slices.isError ? '切片加载失败' : '该DNN暂无切片'}
              options={(slices.data ?? []).map((s) => ({
                value: s.id,
                label: `${s.name}（${snssaiLabel(s.sst, s.sd)}）`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="description" label="方案说明" rules={rules.description.rules}>
          <Input.TextArea
            rows={3}
            maxLength={DNN_LIMITS.descriptionMax}
            showCount
            placeholder="选填"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

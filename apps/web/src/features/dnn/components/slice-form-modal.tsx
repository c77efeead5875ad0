import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DNN_LIMITS,
  DnnMessages,
  SliceCreateSchema,
  snssaiTaken,
  type SliceCreateInput,
  type SliceItem,
} from '@pn/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { dnnApi, dnnKeys } from '../api/dnn-api';
import { SST_OPTIONS } from './dnn-parts';

const rules = {
  name: zodField(SliceCreateSchema, 'name'),
  sst: zodField(SliceCreateSchema, 'sst'),
  sd: zodField(SliceCreateSchema, 'sd'),
};

interface SliceFormModalProps {
  dnnId: number;
  dnn: string;
  /** The DNN's slices: the same S-NSSAI is refused before it is sent. */
  slices: readonly SliceItem[];
  open: boolean;
  onClose: () => void;
}

/** 添加切片: name, SST and SD of a new slice on the DNN. */
export function SliceFormModal({ dnnId, dnn, slices, open, onClose }: SliceFormModalProps) {
  const [form] = Form.useForm<SliceCreateInput>();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const save = useMutation({
    mutationFn: (body: SliceCreateInput) => dnnApi.addSlice(dnnId, body),
    onSuccess: () => {
      toast.success(DnnMessages.SLICE_CREATED);
      onClose();
      // Settled now: a dialog opened again must not wait for the lists to refetch.
      void queryClient.invalidateQueries({ queryKey: dnnKeys.all });
    },
    onError: (e) => showActionError(e, '添加失败，请稍后再试'),
  });

  const submit = async () => {
    const values = await validateForm(form).catch(() => null);
    if (!values) return;
    const body = parseForm(SliceCreateSchema, values);
    if (snssaiTaken(slices, body.sst, body.sd)) {
      form.setFields([{ name: 'sd', errors: [DnnMessages.snssaiTaken(body.sst, body.sd)] }]);
      return;
    }
    save.mutate(body);
  };

  return (
    <Modal
      open={open}
      title={`添加切片 · ${dnn}`}
      okText="添加"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="slice-form" onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label="切片名称"
          rules={rules.name.rules}
          required={rules.name.required}
        >
          <Input placeholder="如：视频回传切片" maxLength={DNN_LIMITS.sliceNameMax} showCount />
        </Form.Item>
        <Form.Item
          name="sst"
          label="切片类型(SST)"
          rules={rules.sst.rules}
          required={rules.sst.required}
        >
          <Select<number> placeholder="请选择切片类型" options={SST_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="sd"
          label="切片区分符(SD)"
          rules={rules.sd.rules}
          extra="6位十六进制数字，如 000103；同一DNN内 SST 与 SD 的组合不能重复，可留空"
        >
          <Input placeholder="选填" maxLength={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

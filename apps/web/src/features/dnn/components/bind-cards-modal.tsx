import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DNN_LIMITS, DnnMessages, splitMsisdns } from '@pn/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { dnnApi, dnnKeys } from '../api/dnn-api';
import { checkMsisdns } from '../card-input';

interface BindCardsModalProps {
  dnnId: number;
  dnn: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 绑定卡片: numbers of the enterprise's cards (one a line, or separated by commas). All are
 * bound or none: the server names the first number it refuses.
 */
export function BindCardsModal({ dnnId, dnn, open, onClose }: BindCardsModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // Every opening starts empty.
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const bind = useMutation({
    mutationFn: (msisdns: string[]) => dnnApi.bindCards(dnnId, msisdns),
    onSuccess: (result) => {
      toast.success(`${DnnMessages.BOUND}，共绑定${result.count}张卡`);
      close();
      // Settled now: a dialog opened again must not wait for the lists to refetch.
      void queryClient.invalidateQueries({ queryKey: dnnKeys.all });
    },
    onError: (e) => showActionError(e, '绑定失败，请稍后再试'),
  });

  const submit = () => {
    const checked = checkMsisdns(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    bind.mutate(checked.msisdns);
  };

  const count = new Set(splitMsisdns(text)).size;

  return (
    <Modal
      open={open}
      title={`绑定卡片 · ${dnn}`}
      okText="绑定"
      cancelText="取消"
      confirmLoading={bind.isPending}
      onOk={submit}
      onCancel={close}
    >
      <Form layout="vertical">
        <Form.Item
          label="物联网卡号码(MSISDN)"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? `每行一个或以逗号分隔，单次最多${DNN_LIMITS.cardsMax}张`}
        >
          <Input.TextArea
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={'13800000001\n13800000002'}
            aria-label="要绑定的号码"
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">已输入 {count} 个号码</Typography.Text>
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        showIcon
        title="只能绑定本企业的卡；已绑定其他DNN的卡需先解绑。任一号码不符合时整批不绑定。"
      />
    </Modal>
  );
}

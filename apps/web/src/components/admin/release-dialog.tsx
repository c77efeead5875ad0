import { Alert, DatePicker, Form, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

interface ReleaseValues {
  mode: 'now' | 'scheduled';
  releaseTime?: Dayjs | null;
}

export interface ReleaseDialogProps {
  open: boolean;
  /** What is released, e.g. 资讯 or 公告. */
  noun: string;
  itemTitle: string;
  /** Publishes; `releaseTime` is null for now, or an ISO time still to come. */
  onSubmit: (releaseTime: string | null) => Promise<void>;
  onClose: () => void;
}

const beforeToday = (d: Dayjs) => d.isBefore(dayjs().startOf('day'));

/**
 * The publish dialog of news and notices: at once, or at a chosen later time (the portal
 * shows the item from then on).
 */
export function ReleaseDialog({ open, noun, itemTitle, onSubmit, onClose }: ReleaseDialogProps) {
  const [form] = Form.useForm<ReleaseValues>();
  const [busy, setBusy] = useState(false);
  const mode = Form.useWatch('mode', form);

  async function submit(values: ReleaseValues) {
    setBusy(true);
    try {
      await onSubmit(
        values.mode === 'scheduled' && values.releaseTime
          ? values.releaseTime.second(0).millisecond(0).toISOString()
          : null,
      );
      onClose();
    } catch {
      // The caller has shown why; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={`发布${noun}`}
      open={open}
      width={464}
      okText="发布"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <p style={{ margin: '0 0 16px', color: '#5b6b82', overflowWrap: 'anywhere' }}>{itemTitle}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ mode: 'now', releaseTime: null }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="mode" label="发布方式">
          <Radio.Group
            options={[
              { value: 'now', label: '立即发布' },
              { value: 'scheduled', label: '定时发布' },
            ]}
          />
        </Form.Item>
        {mode === 'scheduled' ? (
          <Form.Item
            name="releaseTime"
            label="发布时间"
            rules={[
              { required: true, message: '请选择发布时间' },
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (value && !value.isAfter(dayjs())) throw new Error('发布时间须晚于当前时间');
                },
              },
            ]}
            extra={`到达发布时间后，${noun}自动在门户展示`}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={beforeToday}
              showNow={false}
              placeholder="选择日期和时间"
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : (
          <Alert type="info" showIcon title={`发布后${noun}立即在门户展示`} />
        )}
      </Form>
    </Modal>
  );
}

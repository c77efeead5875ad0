import { DeviceMessages, DIALOG_WIDTH, SxBindSchema, type SxDeviceDetail } from '@pn/shared';
import { Alert, AutoComplete, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { usePermitted } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { useActiveCards, useBindCard, useUnbindCard } from '../api/sx-api';
import { bindRefusalField } from '../bind-refusal';
import { freeSlotsOf, slotLabel, type SxBinding } from '../slots';
import { sxStyles as styles } from './sx-parts';

const rules = {
  slot: zodField(SxBindSchema, 'slot'),
  msisdn: zodField(SxBindSchema, 'msisdn'),
};

interface BindValues {
  slot?: number;
  msisdn?: string;
}

interface BindDialogProps {
  detail: SxDeviceDetail;
  /** The slot chosen on the screen, if any. */
  slot?: number;
  onClose: () => void;
  /** The card is bound: what to tell (the verification popover's toast comes last). */
  onDone: (message: string) => void;
}

/**
 * 绑定卡: a free slot and an active card of the enterprise (suggested from the SIM list as
 * its number is typed), then identity verification; the verified code goes with the
 * request. The server's refusals (card of another enterprise, not active, bound elsewhere,
 * slot taken) show under the field they concern.
 */
export function BindDialog({ detail, slot, onClose, onDone }: BindDialogProps) {
  const [form] = Form.useForm<BindValues>();
  const [refusal, setRefusal] = useState('');
  const bind = useBindCard();
  const free = freeSlotsOf(detail);
  const typed = Form.useWatch('msisdn', form) ?? '';
  const maySearchCards = usePermitted(paths.simManage);
  const cards = useActiveCards(/^\d{3,11}$/.test(typed) ? typed : '', maySearchCards);
  const device = detail.device;

  const submit = async (verifyCode: string) => {
    const v = await validateForm(form);
    setRefusal('');
    try {
      const msisdn = v.msisdn!.trim();
      await bind.mutateAsync({ deviceId: device.id, slot: v.slot!, msisdn, verifyCode });
      onDone(`${DeviceMessages.BOUND}：卡 ${msisdn} 已绑定到${slotLabel(v.slot!)}`);
      onClose();
    } catch (error) {
      const message = errorMessageOf(error);
      const field = bindRefusalField(message);
      if (field) form.setFields([{ name: field, errors: [message] }]);
      else setRefusal(message);
      throw error;
    }
  };

  return (
    <Modal
      open
      title={`绑定卡 · ${device.name || device.serial}`}
      width={520}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <IdentityVerifyPopover
          key="submit"
          onVerified={submit}
          beforeOpen={() =>
            form.validateFields().then(
              () => true,
              () => false,
            )
          }
        >
          <Button type="primary" disabled={free.length === 0}>
            验证并绑定
          </Button>
        </IdentityVerifyPopover>,
      ]}
    >
      <p className={styles.muted} style={{ marginTop: 0 }}>
        设备 <span className={styles.mono}>{device.serial}</span> 共 {detail.slots} 个卡槽，空闲{' '}
        {free.length} 个。只能绑定本企业已激活、且未绑定其他设备的卡。
      </p>
      <Form<BindValues>
        form={form}
        layout="vertical"
        name="sxBind"
        requiredMark
        initialValues={{ slot: slot ?? free[0] }}
      >
        <Form.Item name="slot" label="卡槽" rules={rules.slot.rules} required={rules.slot.required}>
          <Select<number>
            placeholder="请选择空闲卡槽"
            options={free.map((s) => ({ value: s, label: slotLabel(s) }))}
          />
        </Form.Item>
        <Form.Item
          name="msisdn"
          label="卡号(MSISDN)"
          rules={rules.msisdn.rules}
          required={rules.msisdn.required}
          extra={maySearchCards ? '输入至少3位数字可从本企业已激活的卡中选择' : undefined}
        >
          <AutoComplete
            placeholder="请输入11位卡号"
            maxLength={11}
            options={(cards.data?.data ?? []).map((c) => ({
              value: c.msisdn,
              label: (
                <span>
                  <span className={styles.mono}>{c.msisdn}</span>
                  <span className={styles.muted}> · {c.tariffName}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      <Alert
        type="info"
        showIcon
        title="绑定前需要身份验证：验证码将发送至您绑定的手机。"
        style={{ marginTop: 8 }}
      />
    </Modal>
  );
}

interface UnbindDialogProps {
  detail: SxDeviceDetail;
  binding: SxBinding;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** 解绑: the card leaves the slot, after confirmation and identity verification. */
export function UnbindDialog({ detail, binding, onClose, onDone }: UnbindDialogProps) {
  const unbind = useUnbindCard();
  const [refusal, setRefusal] = useState('');
  const device = detail.device;

  const submit = async (verifyCode: string) => {
    setRefusal('');
    try {
      await unbind.mutateAsync({ deviceId: device.id, slot: binding.slot, verifyCode });
      onDone(`${DeviceMessages.UNBOUND}：卡 ${binding.msisdn} 已从${slotLabel(binding.slot)}解绑`);
      onClose();
    } catch (error) {
      setRefusal(errorMessageOf(error));
      throw error;
    }
  };

  return (
    <Modal
      open
      title="确认解绑"
      width={DIALOG_WIDTH.confirm}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <IdentityVerifyPopover key="submit" onVerified={submit}>
          <Button type="primary" danger>
            验证并解绑
          </Button>
        </IdentityVerifyPopover>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        确定将卡 <span className={styles.mono}>{binding.msisdn}</span> 从设备{' '}
        <span className={styles.mono}>{device.serial}</span> 的{slotLabel(binding.slot)}
        解绑吗？解绑后该卡不再经此设备上网，可重新绑定到其他设备。
      </p>
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      <Alert
        type="info"
        showIcon
        title="解绑前需要身份验证：验证码将发送至您绑定的手机。"
        style={{ marginTop: 8 }}
      />
    </Modal>
  );
}

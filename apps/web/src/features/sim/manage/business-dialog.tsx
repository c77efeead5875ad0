import {
  DIALOG_WIDTH,
  SIM_ACTION_LABELS,
  SIM_LIMITS,
  SimMessages,
  type SimAction,
} from '@pn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { showActionError } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { formatCount } from '../common/format';
import { useSimGroupOptions, useSimTariffs } from '../common/queries';
import { simText as text } from '../common/text';
import { useDebounced } from '../common/use-debounced';
import common from '../common/sim.module.css';
import { validateForm } from '@/lib/form-rules';

interface ParamValues {
  tariffId?: number;
  groupId?: number;
  dataCapMb?: number;
}

/** Numbers shown in the confirmation before "等 N 个号码". */
const PREVIEW = 5;

interface BusinessDialogProps {
  /** The action to confirm; null closes the dialog. */
  action: SimAction | null;
  msisdnList: readonly string[];
  onClose: () => void;
  /** The request was accepted (processing goes on in the background). */
  onSubmitted: (requestId: string) => void;
}

/**
 * The confirmation of a bulk business action (464 px): what will be done to how many
 * cards, the action's parameter (target tariff, group, usage cap), then identity
 * verification; the verified code goes with the request (POST icm/sim/business).
 */
export function BusinessDialog({ action, msisdnList, onClose, onSubmitted }: BusinessDialogProps) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ParamValues>();
  const [groupSearch, setGroupSearch] = useState('');
  const tariffs = useSimTariffs(action === 'changeTariff');
  const groups = useSimGroupOptions(useDebounced(groupSearch), action === 'joinGroup');
  const label = action ? SIM_ACTION_LABELS[action] : '';

  useEffect(() => {
    if (action) form.resetFields();
  }, [action, form]);

  const submit = async (verifyCode: string) => {
    if (!action) return;
    // Invalid parameters keep the verification open; the form shows why.
    const params = await validateForm(form);
    try {
      const { requestId } = await simApi.business({
        action,
        msisdnList: [...msisdnList],
        params,
        verifyCode,
      });
      void queryClient.invalidateQueries({ queryKey: simKeys.all });
      onSubmitted(requestId);
    } catch (error) {
      showActionError(error);
      throw error;
    }
  };

  const preview = msisdnList.slice(0, PREVIEW).join('、');
  const more = msisdnList.length > PREVIEW ? ` ${text.confirmMore(msisdnList.length)}` : '';

  return (
    <Modal
      open={action !== null}
      title={text.confirmTitle(label)}
      width={DIALOG_WIDTH.confirm}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {text.cancel}
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
          <Button type="primary">{text.submit}</Button>
        </IdentityVerifyPopover>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        {text.confirmSummary(label, msisdnList.length)}
        {text.confirmAsync}
      </p>
      <p style={{ color: '#5b6b82' }}>
        {text.confirmNumbers}：<span className={common.mono}>{preview}</span>
        {more}
      </p>
      <Form form={form} layout="vertical" name="simBusinessParams" requiredMark>
        {action === 'changeTariff' ? (
          <Form.Item
            name="tariffId"
            label={text.targetTariff}
            rules={[{ required: true, message: SimMessages.TARIFF_REQUIRED }]}
          >
            <Select
              placeholder={text.targetTariffPlaceholder}
              loading={tariffs.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(tariffs.data ?? []).map((t) => ({
                value: t.id,
                label: `${t.name}（${text.yuan(t.monthlyFee)}）`,
              }))}
            />
          </Form.Item>
        ) : null}
        {action === 'joinGroup' ? (
          <Form.Item
            name="groupId"
            label={text.targetGroup}
            rules={[{ required: true, message: SimMessages.GROUP_REQUIRED }]}
          >
            <Select
              placeholder={text.targetGroupPlaceholder}
              loading={groups.isFetching}
              showSearch={{ filterOption: false, onSearch: setGroupSearch }}
              options={(groups.data?.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name}（${formatCount(g.members)} 张）`,
              }))}
            />
          </Form.Item>
        ) : null}
        {action === 'setDataCap' ? (
          <Form.Item
            name="dataCapMb"
            label={text.dataCap}
            rules={[
              { required: true, message: SimMessages.DATA_CAP_INVALID },
              {
                type: 'integer',
                min: SIM_LIMITS.dataCapMinMb,
                max: SIM_LIMITS.dataCapMaxMb,
                message: SimMessages.DATA_CAP_INVALID,
              },
            ]}
          >
            <InputNumber
              style={{ width: '100%' }}
              placeholder={text.dataCapPlaceholder}
              min={SIM_LIMITS.dataCapMinMb}
              max={SIM_LIMITS.dataCapMaxMb}
              precision={0}
              suffix="MB"
            />
          </Form.Item>
        ) : null}
      </Form>
      <Alert type="info" showIcon title={text.confirmVerify} style={{ marginTop: 8 }} />
    </Modal>
  );
}

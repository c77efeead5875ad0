import { SafetyCertificateOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH } from '@pn/shared';
import { Alert, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { WriteButton } from '@/components/read-only/write-guard';
import { showActionError } from '@/lib/api-errors';
import { simApi } from '../api/sim-api';
import { formatFee } from './format';
import { tariffChange, useTariffChange } from './tariff-store';
import styles from './tariff.module.css';

/** Numbers shown in the summary before the rest is counted. */
const PREVIEW = 10;

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '-' : ''}¥${Math.abs(n).toFixed(2)}/月`;

/**
 * Step 3: the summary, then a 464 px confirmation whose submit button asks for the
 * identity code; the code goes with the change request and the result view takes over.
 * Visitors walk the steps but cannot submit.
 */
export function ConfirmStep() {
  const current = useTariffChange((s) => s.currentTariff);
  const target = useTariffChange((s) => s.targetTariffDetail);
  const msisdnList = useTariffChange((s) => s.msisdnList);
  const [open, setOpen] = useState(false);

  if (!current || !target) return null;
  const feeDelta = target.monthlyFee - current.monthlyFee;

  const submit = async (code: string) => {
    try {
      const { requestId } = await simApi.changeTariff({
        currentTariffId: current.id,
        targetTariffId: target.id,
        msisdnList,
        verifyCode: code,
      });
      setOpen(false);
      tariffChange.submitted(requestId);
    } catch (error) {
      showActionError(error, '提交失败，请稍后再试');
      throw error;
    }
  };

  return (
    <div className={styles.step}>
      <Descriptions
        title="变更信息确认"
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 120 } }}
        items={[
          {
            key: 'current',
            label: '当前资费',
            children: `${current.name}（${formatFee(current.monthlyFee)}）`,
          },
          {
            key: 'target',
            label: '目标资费',
            children: `${target.name}（${formatFee(target.monthlyFee)}）`,
          },
          { key: 'delta', label: '每卡月费变化', children: signed(feeDelta) },
          {
            key: 'count',
            label: '办理卡数',
            children: <span data-testid="tariff-confirm-count">{msisdnList.length} 张</span>,
          },
          {
            key: 'list',
            label: 'MSISDN',
            children: (
              <Typography.Text className={styles.numbers}>
                {msisdnList.slice(0, PREVIEW).join('、')}
                {msisdnList.length > PREVIEW ? ` 等 ${msisdnList.length} 张` : ''}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Alert
        className={styles.notice}
        type="info"
        showIcon
        title="资费变更为敏感操作，提交前需通过短信验证码验证身份；每张卡单独办理，个别卡失败不影响其他卡。"
      />
      <div className={styles.actions}>
        <Button onClick={() => tariffChange.back()}>上一步</Button>
        <WriteButton type="primary" onClick={() => setOpen(true)}>
          提交变更
        </WriteButton>
      </div>
      <Modal
        open={open}
        width={DIALOG_WIDTH.confirm}
        title="确认资费变更"
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <IdentityVerifyPopover onVerified={submit}>
              <Button type="primary" icon={<SafetyCertificateOutlined />}>
                验证身份并提交
              </Button>
            </IdentityVerifyPopover>
          </Space>
        }
      >
        <p>
          确认将 <b>{msisdnList.length}</b> 张卡的资费由「{current.name}」变更为「{target.name}」？
        </p>
        <Typography.Text type="secondary">每卡月费变化：{signed(feeDelta)}</Typography.Text>
      </Modal>
    </div>
  );
}

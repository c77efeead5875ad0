import { ArrowDownOutlined, ArrowUpOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { SimTariff } from '@pn/shared';
import { Button, Descriptions, Empty, Typography } from 'antd';
import { toast } from '@/lib/message';
import { compareField, formatCount, formatDataMb, formatFee, TARIFF_FIELDS } from './format';
import { tariffChange, useTariffChange } from './tariff-store';
import styles from './tariff.module.css';

function Diff({ dir }: { dir: ReturnType<typeof compareField> }) {
  if (dir === 'up') return <ArrowUpOutlined className={styles.up} aria-label="高于当前资费" />;
  if (dir === 'down')
    return <ArrowDownOutlined className={styles.down} aria-label="低于当前资费" />;
  return null;
}

function TariffCard({
  tariff,
  current,
  selected,
  onPick,
}: {
  tariff: SimTariff;
  current: SimTariff | null;
  selected: boolean;
  onPick?: () => void;
}) {
  const isCurrent = tariff.id === current?.id;
  const className = `${styles.tariffCard} ${selected ? styles.tariffCardSelected : ''}`;
  const body = (
    <>
      <span className={styles.tariffCardHead}>
        <span className={styles.tariffName} data-testid="tariff-name">
          {tariff.name}
        </span>
        {isCurrent ? <span className={styles.currentBadge}>当前资费</span> : null}
        {selected ? <CheckCircleFilled className={styles.checked} aria-hidden /> : null}
      </span>
      <span className={styles.tariffFacts}>
        {TARIFF_FIELDS.map((f) => (
          <span key={f.key} className={styles.fact}>
            <span className={styles.factLabel}>{f.label}</span>
            <span>
              {f.format(tariff)}{' '}
              {isCurrent ? null : <Diff dir={compareField(tariff, current, f.key)} />}
            </span>
          </span>
        ))}
      </span>
    </>
  );
  return onPick ? (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      onClick={onPick}
      data-testid={`tariff-card-${tariff.id}`}
    >
      {body}
    </button>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** Step 2: the target tariff, compared with the current one, and its detail. */
export function TargetStep({ tariffs }: { tariffs: SimTariff[] }) {
  const current = useTariffChange((s) => s.currentTariff);
  const targetId = useTariffChange((s) => s.targetTariff);
  const detail = useTariffChange((s) => s.targetTariffDetail);
  const msisdnCount = useTariffChange((s) => s.msisdnList.length);
  const others = tariffs.filter((t) => t.id !== current?.id);

  const next = () => {
    const error = tariffChange.confirmTarget();
    if (error) toast.error(error);
  };

  return (
    <div className={styles.step}>
      <Typography.Paragraph type="secondary">
        已选择 {msisdnCount} 张卡，请选择变更后的资费（箭头表示与当前资费相比的增减）。
      </Typography.Paragraph>
      {current ? (
        <div className={styles.currentRow}>
          <TariffCard tariff={current} current={current} selected={false} />
        </div>
      ) : null}
      {others.length === 0 ? (
        <Empty description="暂无其他可选资费" />
      ) : (
        <div className={styles.tariffGrid} role="group" aria-label="目标资费">
          {others.map((t) => (
            <TariffCard
              key={t.id}
              tariff={t}
              current={current}
              selected={t.id === targetId}
              onPick={() => {
                const error = tariffChange.setTargetTariff(t);
                if (error) toast.error(error);
              }}
            />
          ))}
        </div>
      )}
      {detail ? (
        <Descriptions
          className={styles.detail}
          title="目标资费详情"
          bordered
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'name', label: '资费名称', children: detail.name },
            { key: 'code', label: '资费编码', children: detail.code },
            { key: 'fee', label: '月费', children: formatFee(detail.monthlyFee) },
            { key: 'data', label: '流量', children: formatDataMb(detail.dataMb) },
            { key: 'sms', label: '短信', children: formatCount(detail.sms, '条') },
            { key: 'voice', label: '语音', children: formatCount(detail.voiceMin, '分钟') },
            {
              key: 'desc',
              label: '资费说明',
              span: 'filled',
              children: detail.description || '-',
            },
          ]}
        />
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => tariffChange.back()}>上一步</Button>
        <Button type="primary" onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}

import { DIALOG_WIDTH, SimKind, type SimDetail } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Grid, Skeleton, Table, Tag } from 'antd';
import { Chart } from '@/components/charts/chart';
import { errorMessageOf } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { formatCapMb, formatCount, formatDay, formatKb, formatTime } from '../common/format';
import { SimStatusTag } from '../common/sim-status-tag';
import { simText as text } from '../common/text';
import { monthlyUsageOption } from '../overview/chart-options';
import common from '../common/sim.module.css';

interface CardDetailDrawerProps {
  /** The card shown; null closes the drawer. */
  iccid: string | null;
  onClose: () => void;
}

const mono = (value: string | null | undefined) => (
  <span className={common.mono}>{value || '-'}</span>
);

function DetailBody({ card }: { card: SimDetail }) {
  const t = card.tariff;
  return (
    <>
      <Descriptions
        title={text.detailBasic}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'iccid', label: text.colIccid, children: mono(card.iccid), span: 'filled' },
          { key: 'msisdn', label: text.colMsisdn, children: mono(card.msisdn) },
          { key: 'imsi', label: text.colImsi, children: mono(card.imsi) },
          { key: 'status', label: text.colStatus, children: <SimStatusTag status={card.status} /> },
          {
            key: 'kind',
            label: text.fieldKind,
            children: card.kind === SimKind.PROBE ? text.kindProbe : text.kindOrdinary,
          },
          { key: 'customer', label: text.fieldCustomer, children: card.customerName || '-' },
          {
            key: 'region',
            label: text.colRegion,
            children: `${card.provinceName} ${card.areaCode}`.trim() || '-',
          },
          { key: 'group', label: text.colGroup, children: card.groupName ?? '-' },
          { key: 'activated', label: text.colActivated, children: formatDay(card.activatedAt) },
          { key: 'lastSeen', label: text.colLastSeen, children: formatTime(card.lastSeenAt) },
          { key: 'apn', label: text.fieldApn, children: card.apn || '-' },
          { key: 'dnn', label: text.fieldDnn, children: card.dnn ? mono(card.dnn.name) : '-' },
          {
            key: 'acceleration',
            label: text.fieldAcceleration,
            children: card.acceleration ? (
              <Tag color="blue">
                {text.accelerationLive(
                  card.acceleration.bandwidthMbps,
                  formatTime(card.acceleration.expiresAt),
                )}
              </Tag>
            ) : (
              '-'
            ),
          },
          {
            key: 'imei',
            label: text.fieldImei,
            children: (
              <span>
                {mono(card.imei)}{' '}
                <Tag color={card.imeiBound ? 'green' : 'default'}>
                  {card.imeiBound ? text.imeiBound : text.imeiUnbound}
                </Tag>
              </span>
            ),
          },
          { key: 'data', label: text.colMonthData, children: formatKb(card.monthDataKb) },
          { key: 'cap', label: text.colDataCap, children: formatCapMb(card.dataCapMb) },
          { key: 'sms', label: text.fieldMonthSms, children: text.smsUnit(card.monthSms) },
          {
            key: 'voice',
            label: text.fieldMonthVoice,
            children: text.voiceUnit(card.monthVoiceMin),
          },
        ]}
      />
      <Descriptions
        title={text.detailTariff}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 24 }}
        items={[
          { key: 'name', label: text.tariffName, children: t.name },
          { key: 'code', label: text.tariffCode, children: mono(t.code) },
          { key: 'fee', label: text.tariffFee, children: text.yuan(t.monthlyFee) },
          { key: 'data', label: text.tariffData, children: formatCapMb(t.dataMb) },
          { key: 'sms', label: text.tariffSms, children: text.smsUnit(t.sms) },
          { key: 'voice', label: text.tariffVoice, children: text.voiceUnit(t.voiceMin) },
          { key: 'desc', label: text.tariffDesc, children: t.description || '-', span: 'filled' },
        ]}
      />
      <h3 style={{ margin: '24px 0 8px', fontSize: 16 }}>{text.detailUsage}</h3>
      <Chart
        title={text.detailUsageChart}
        height={220}
        option={monthlyUsageOption(card.usageHistory)}
        empty={card.usageHistory.length === 0}
      />
      <Table
        size="small"
        rowKey="period"
        pagination={false}
        aria-label={text.detailUsage}
        dataSource={card.usageHistory}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: text.colPeriod, dataIndex: 'period' },
          { title: text.colData, dataIndex: 'dataKb', render: (kb: number) => formatKb(kb) },
          { title: text.colSms, dataIndex: 'sms', render: (n: number) => formatCount(n) },
          { title: text.colVoice, dataIndex: 'voiceMin', render: (n: number) => formatCount(n) },
        ]}
      />
    </>
  );
}

/** 卡片详情: the card's fields, its tariff and six months of usage. */
export function CardDetailDrawer({ iccid, onClose }: CardDetailDrawerProps) {
  const screens = Grid.useBreakpoint();
  const detail = useQuery({
    queryKey: simKeys.detail(iccid ?? ''),
    queryFn: ({ signal }) => simApi.detail(iccid ?? '', { signal }),
    enabled: iccid !== null,
  });
  return (
    <Drawer
      open={iccid !== null}
      onClose={onClose}
      title={text.detailTitle}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(detail.error)} />
      ) : (
        <DetailBody card={detail.data} />
      )}
    </Drawer>
  );
}

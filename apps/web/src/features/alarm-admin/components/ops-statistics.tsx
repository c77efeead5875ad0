import { ALARM_SEVERITIES, ALARM_SEVERITY_LABELS, type OpsStatistics as Stats } from '@pn/shared';
import { Card, Col, DatePicker, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { useOpsStatistics } from '../api/ops-work-orders';
import { alarmText as text, formatMinutes } from '../text';
import { ageBarOption, mttrBarOption, severityPieOption } from './chart-options';

type Range = [Dayjs | null, Dayjs | null] | null;

const mttr = (m: number | null) => (m === null ? text.none : formatMinutes(m));

/**
 * The work orders opened in a range (default: the last 30 days) within the caller's area:
 * how many are still open by severity and by age, the mean time to resolve, per province.
 */
export function OpsStatisticsSection() {
  const [range, setRange] = useState<Range>(null);
  const stats = useOpsStatistics({
    dateFrom: range?.[0]?.format('YYYY-MM-DD'),
    dateTo: range?.[1]?.format('YYYY-MM-DD'),
  });
  const s = stats.data;
  const empty = s !== undefined && s.total === 0;
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{text.statsTitle}</h2>}
      extra={
        <DatePicker.RangePicker
          aria-label={text.statsRange}
          value={range ?? (s ? [dayjs(s.dateFrom), dayjs(s.dateTo)] : null)}
          onChange={(v) => setRange(v as Range)}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          allowClear={false}
        />
      }
    >
      <DataState query={stats} empty={empty} emptyText={text.statsEmpty} rows={6}>
        {s ? <StatisticsBody s={s} /> : null}
      </DataState>
    </Card>
  );
}

function StatisticsBody({ s }: { s: Stats }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Statistic title={text.statsTotal} value={s.total} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={text.statsOpen} value={s.open} valueStyle={{ color: '#fa541c' }} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={text.statsResolved} value={s.resolved} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={text.statsMttr} value={mttr(s.mttrMinutes)} />
      </Col>
      <Col xs={24} lg={8}>
        <h3>{text.statsBySeverity}</h3>
        <Chart
          title={text.statsBySeverity}
          option={severityPieOption(s)}
          height={240}
          empty={s.open === 0}
          emptyText={text.statsNoOpen}
        />
      </Col>
      <Col xs={24} lg={8}>
        <h3>{text.statsByAge}</h3>
        <Chart
          title={text.statsByAge}
          option={ageBarOption(s)}
          height={240}
          empty={s.open === 0}
          emptyText={text.statsNoOpen}
        />
      </Col>
      <Col xs={24} lg={8}>
        <h3>{text.statsMttrByProvince}</h3>
        <Chart
          title={text.statsMttrByProvince}
          option={mttrBarOption(s)}
          height={240}
          empty={s.resolved === 0}
          emptyText={text.statsNoResolved}
        />
      </Col>
      <Col span={24}>
        <Table
          size="small"
          rowKey="beId"
          aria-label={text.statsProvinceTable}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={s.provinces}
          columns={[
            { title: text.colProvince, dataIndex: 'provinceName' },
            { title: text.colTotal, dataIndex: 'total' },
            { title: text.colOpen, dataIndex: 'open' },
            ...ALARM_SEVERITIES.map((sev) => ({
              title: text.openOf(ALARM_SEVERITY_LABELS[sev]),
              dataIndex: sev,
            })),
            { title: text.colResolved, dataIndex: 'resolved' },
            {
              title: text.colMttr,
              dataIndex: 'mttrMinutes',
              render: (m: number | null) => mttr(m),
            },
          ]}
        />
      </Col>
    </Row>
  );
}

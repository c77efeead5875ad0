import { useQueries, useQuery } from '@tanstack/react-query';
import { SimTariffKind, type SimTariff } from '@pn/shared';
import { Alert, Button, Card, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { hrefOf } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { SimPageHeader } from '../common/page-header';
import { formatCount, formatDataMb, formatFee } from '../tariff/format';
import styles from './ordered.module.css';

interface Row extends SimTariff {
  cards: number | null;
  cardsExact: boolean;
  cardsLoading: boolean;
}

/**
 * 物联网卡资费 (/control/ordered/B1/SIMCardFee): the IoT SIM tariff catalogue, each with
 * how many of the customer's cards are on it, a link to those cards and to a tariff change.
 */
export function SimFeePage() {
  const inArea = useAreaPath();
  const tariffs = useQuery({
    queryKey: simKeys.tariffs(SimTariffKind.CARD),
    queryFn: ({ signal }) => simApi.tariffs(SimTariffKind.CARD, { signal }),
  });
  const list = tariffs.data ?? [];
  // A page of one card answers the number of cards on the tariff.
  const counts = useQueries({
    queries: list.map((t) => {
      const q = { tariffId: t.id, page: 1, pageSize: 1 };
      return {
        queryKey: simKeys.list(q),
        queryFn: ({ signal }: { signal: AbortSignal }) => simApi.list(q, { signal }),
      };
    }),
  });
  const rows: Row[] = list.map((t, i) => ({
    ...t,
    cards: counts[i]?.data?.total ?? null,
    cardsExact: counts[i]?.data?.totalExact ?? true,
    cardsLoading: counts[i]?.isPending ?? true,
  }));

  const columns: ColumnsType<Row> = [
    {
      title: '资费名称',
      dataIndex: 'name',
      render: (name: string, t) => (
        <div className={styles.tariffName}>
          <span>{name}</span>
          <Typography.Text type="secondary" className={styles.code}>
            {t.code}
          </Typography.Text>
        </div>
      ),
    },
    { title: '月费', dataIndex: 'monthlyFee', width: 120, render: formatFee },
    { title: '流量', dataIndex: 'dataMb', width: 100, render: formatDataMb },
    { title: '短信', dataIndex: 'sms', width: 90, render: (n: number) => formatCount(n, '条') },
    {
      title: '语音',
      dataIndex: 'voiceMin',
      width: 100,
      render: (n: number) => formatCount(n, '分钟'),
    },
    {
      title: '资费说明',
      dataIndex: 'description',
      render: (d: string) => (
        <Typography.Paragraph className={styles.desc} ellipsis={{ rows: 2, tooltip: d }}>
          {d || '-'}
        </Typography.Paragraph>
      ),
    },
    {
      title: '在用卡数',
      dataIndex: 'cards',
      width: 110,
      align: 'right',
      render: (n: number | null, t) =>
        t.cardsLoading ? (
          <Skeleton.Button active size="small" />
        ) : (
          <span data-testid={`tariff-cards-${t.id}`} className={styles.count}>
            {n === null ? '-' : `${n.toLocaleString('zh-CN')}${t.cardsExact ? '' : '+'}`}
          </span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, t) => (
        <Space size={4} wrap>
          <Link to={inArea(hrefOf('simManage', { tariffId: t.id }))}>查看卡片</Link>
          <Link to={inArea(hrefOf('simTariff', { tariffId: t.id }))}>变更资费</Link>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SimPageHeader
        title="物联网卡资费"
        intro="物联网卡可选资费及各资费的在用卡数；可查看某一资费下的卡片，或批量变更资费。"
      />
      <Card>
        {tariffs.isError ? (
          <Alert
            type="error"
            showIcon
            title="资费列表加载失败"
            description={errorMessageOf(tariffs.error)}
            action={
              <Button size="small" onClick={() => void tariffs.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<Row>
            rowKey="id"
            loading={tariffs.isPending}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 1000 }}
          />
        )}
      </Card>
    </div>
  );
}

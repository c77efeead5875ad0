import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE_OPTIONS,
  SimMessages,
  SimStatus,
  type SimCardItem,
  type SimTariff,
} from '@pn/shared';
import {
  Alert,
  Button,
  Empty,
  Form,
  Input,
  Segmented,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessageOf } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { SimStatusTag } from '../common/sim-status-tag';
import { formatDataKb, formatFee } from './format';
import { MsisdnListInput } from './msisdn-list-input';
import { tariffChange, useTariffChange, type CardSource } from './tariff-store';
import styles from './tariff.module.css';

const KEYWORD = /^\d{1,20}$/;

const columns: ColumnsType<SimCardItem> = [
  { title: 'MSISDN', dataIndex: 'msisdn', width: 130 },
  { title: 'ICCID', dataIndex: 'iccid', width: 200 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (s: number) => <SimStatusTag status={s} />,
  },
  { title: '群组', dataIndex: 'groupName', render: (v: string | null) => v || '-' },
  {
    title: '本月流量',
    dataIndex: 'monthDataKb',
    width: 110,
    render: (kb: number) => formatDataKb(kb),
  },
];

/** Step 1: the current tariff and the cards on it, ticked in a table or pasted. */
export function CardsStep({ tariffs }: { tariffs: SimTariff[] }) {
  const currentTariff = useTariffChange((s) => s.currentTariff);
  const cardSource = useTariffChange((s) => s.cardSource);
  const selected = useTariffChange((s) => s.selected);
  const pasteText = useTariffChange((s) => s.pasteText);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>();
  const [keywordError, setKeywordError] = useState('');

  const listQuery = { tariffId: currentTariff?.id, page, pageSize, keyword };
  const cards = useQuery({
    queryKey: simKeys.list(listQuery),
    queryFn: ({ signal }) => simApi.list(listQuery, { signal }),
    enabled: Boolean(currentTariff) && cardSource === 'select',
    placeholderData: keepPreviousData,
  });

  const search = (value: string) => {
    const v = value.trim();
    if (v && !KEYWORD.test(v)) {
      setKeywordError(SimMessages.KEYWORD_INVALID);
      return;
    }
    setKeywordError('');
    setKeyword(v || undefined);
    setPage(1);
  };

  const next = () => {
    const error = tariffChange.confirmCards();
    if (error) toast.error(error);
  };

  const total = cards.data?.total ?? 0;

  return (
    <div className={styles.step}>
      <Form layout="vertical" requiredMark>
        <Form.Item label="当前资费" required htmlFor="sim-current-tariff">
          <Select<number>
            id="sim-current-tariff"
            className={styles.tariffSelect}
            placeholder="请选择卡片当前使用的资费"
            value={currentTariff?.id}
            showSearch={{ optionFilterProp: 'label' }}
            options={tariffs.map((t) => ({
              value: t.id,
              label: `${t.name}（${formatFee(t.monthlyFee)}）`,
            }))}
            onChange={(id) => {
              tariffChange.setCurrentTariff(tariffs.find((t) => t.id === id) ?? null);
              setPage(1);
            }}
          />
        </Form.Item>
        <Form.Item label="选择卡片">
          <Segmented<CardSource>
            value={cardSource}
            onChange={(v) => tariffChange.setCardSource(v)}
            options={[
              { value: 'select', label: '从列表勾选' },
              { value: 'paste', label: '批量输入号码' },
            ]}
          />
        </Form.Item>
      </Form>

      {cardSource === 'select' ? (
        !currentTariff ? (
          <Empty description="请先选择当前资费，再勾选该资费下的卡片" />
        ) : (
          <>
            <div className={styles.tableBar}>
              <Input.Search
                className={styles.search}
                allowClear
                placeholder="ICCID/MSISDN/IMSI前缀"
                aria-label="搜索卡片"
                value={keywordInput}
                status={keywordError ? 'error' : undefined}
                onChange={(e) => {
                  setKeywordInput(e.target.value);
                  if (!e.target.value) search('');
                }}
                onSearch={search}
                enterButton="查询"
              />
              <Space wrap>
                <Typography.Text>
                  已选 <b data-testid="tariff-selected-count">{selected.length}</b> 张
                </Typography.Text>
                {selected.length > 0 ? (
                  <Button size="small" onClick={() => tariffChange.setSelected([])}>
                    清空选择
                  </Button>
                ) : null}
              </Space>
            </div>
            {keywordError ? (
              <Typography.Text type="danger" role="alert">
                {keywordError}
              </Typography.Text>
            ) : null}
            {cards.isError ? (
              <Alert type="error" showIcon title={errorMessageOf(cards.error)} />
            ) : (
              <Table<SimCardItem>
                size="small"
                rowKey="msisdn"
                columns={columns}
                loading={cards.isFetching}
                dataSource={cards.data?.data ?? []}
                scroll={{ x: 680 }}
                locale={{ emptyText: <Empty description="该资费下暂无卡片" /> }}
                rowSelection={{
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  // A deactivated card can no longer change tariff.
                  getCheckboxProps: (c) => ({
                    disabled: c.status === SimStatus.DEACTIVATED,
                    'aria-label': `选择 ${c.msisdn}`,
                  }),
                  onChange: (keys) => tariffChange.setSelected(keys.map(String)),
                }}
                pagination={{
                  current: page,
                  pageSize,
                  total,
                  showSizeChanger: true,
                  showQuickJumper: true,
                  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
                  showTotal: (n) =>
                    `共 ${n.toLocaleString('zh-CN')}${cards.data?.totalExact === false ? '+' : ''} 张`,
                  onChange: (p, size) => {
                    setPage(size === pageSize ? p : 1);
                    setPageSize(size);
                  },
                }}
              />
            )}
          </>
        )
      ) : (
        <MsisdnListInput
          id="sim-tariff-msisdn"
          value={pasteText}
          onChange={(v) => tariffChange.setPasteText(v)}
        />
      )}

      {currentTariff && cardSource === 'paste' ? (
        <Typography.Paragraph type="secondary" className={styles.hint}>
          请确认所输入号码当前均为「{currentTariff.name}」，其他资费的卡将办理失败。
        </Typography.Paragraph>
      ) : null}

      <div className={styles.actions}>
        <Button type="primary" onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}

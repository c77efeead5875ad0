import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SimStatus, type SimCardItem, type SimTariff } from '@pn/shared';
import { Alert, Button, Empty, Form, Segmented, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorMessageOf } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { CARD_COLUMNS, CardSearchBox, CardSearchError, useCardSearch } from '../common/card-search';
import { formatFee } from './format';
import { MsisdnListInput } from './msisdn-list-input';
import { tariffChange, useTariffChange, type CardSource } from './tariff-store';
import styles from './tariff.module.css';

const columns: ColumnsType<SimCardItem> = [
  CARD_COLUMNS.msisdn,
  CARD_COLUMNS.iccid,
  CARD_COLUMNS.status,
  CARD_COLUMNS.group,
  CARD_COLUMNS.monthData,
];

/** Step 1: the current tariff and the cards on it, ticked in a table or pasted. */
export function CardsStep({ tariffs }: { tariffs: SimTariff[] }) {
  const currentTariff = useTariffChange((s) => s.currentTariff);
  const cardSource = useTariffChange((s) => s.cardSource);
  const selected = useTariffChange((s) => s.selected);
  const pasteText = useTariffChange((s) => s.pasteText);
  const cardSearch = useCardSearch();
  const { page, pageSize, keyword } = cardSearch;

  const listQuery = { tariffId: currentTariff?.id, page, pageSize, keyword };
  const cards = useQuery({
    queryKey: simKeys.list(listQuery),
    queryFn: ({ signal }) => simApi.list(listQuery, { signal }),
    enabled: Boolean(currentTariff) && cardSource === 'select',
    placeholderData: keepPreviousData,
  });

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
              cardSearch.firstPage();
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
              <CardSearchBox
                state={cardSearch}
                label="搜索卡片"
                className={styles.search}
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
            <CardSearchError state={cardSearch} />
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
                pagination={cardSearch.pagination(total, {
                  showTotal: (n: number) =>
                    `共 ${n.toLocaleString('zh-CN')}${cards.data?.totalExact === false ? '+' : ''} 张`,
                })}
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

import { PAGE_SIZE_OPTIONS, SimKeywordSchema, SimMessages, type SimCardItem } from '@pn/shared';
import { Input, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';
import { formatDataKb } from '../tariff/format';
import { SimStatusTag } from './sim-status-tag';

/**
 * The searchable, paged card list of a picker (the tariff change's cards, a group's members):
 * the typed prefix, the searched one, its error, and the page.
 */
export function useCardSearch() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>();
  const [error, setError] = useState('');

  /** Searches for `value` (the same rule as the server's), or says what is wrong with it. */
  const search = (value: string) => {
    const parsed = SimKeywordSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SimMessages.KEYWORD_INVALID);
      return;
    }
    setError('');
    setKeyword(parsed.data);
    setPage(1);
  };

  return {
    page,
    pageSize,
    keyword,
    input,
    error,
    search,
    /** Back to the first page (another tariff, another group). */
    firstPage: () => setPage(1),
    /** Typing into the box; clearing it shows every card again. */
    type: (value: string) => {
      setInput(value);
      if (!value) search('');
    },
    reset: () => {
      setPage(1);
      setKeyword(undefined);
      setInput('');
      setError('');
    },
    /** The table's pager (total, pages, 10/20/50 a page, jumper); a new size starts at page 1. */
    pagination: (total: number, extra: TablePaginationConfig = {}): TablePaginationConfig => ({
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      showQuickJumper: true,
      pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
      showTotal: (n: number) => `共 ${n.toLocaleString('zh-CN')} 张`,
      onChange: (p, size) => {
        setPage(size === pageSize ? p : 1);
        setPageSize(size);
      },
      ...extra,
    }),
  };
}

export type CardSearchState = ReturnType<typeof useCardSearch>;

interface CardSearchBoxProps {
  state: CardSearchState;
  /** The box's accessible name: 搜索卡片, 搜索成员. */
  label: string;
  className?: string;
  enterButton?: string;
}

/** The ICCID/MSISDN/IMSI prefix box of a card picker. */
export function CardSearchBox({ state, label, className, enterButton }: CardSearchBoxProps) {
  return (
    <Input.Search
      className={className}
      allowClear
      placeholder="ICCID/MSISDN/IMSI前缀"
      aria-label={label}
      value={state.input}
      status={state.error ? 'error' : undefined}
      onChange={(e) => state.type(e.target.value)}
      onSearch={state.search}
      enterButton={enterButton}
    />
  );
}

/** The search box's error, under the bar that holds it. */
export function CardSearchError({ state }: { state: CardSearchState }) {
  return state.error ? (
    <Typography.Text type="danger" role="alert">
      {state.error}
    </Typography.Text>
  ) : null;
}

/** The columns every card picker shows. */
export const CARD_COLUMNS = {
  msisdn: { title: 'MSISDN', dataIndex: 'msisdn', width: 130 },
  iccid: { title: 'ICCID', dataIndex: 'iccid', width: 200 },
  status: {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (s: number) => <SimStatusTag status={s} />,
  },
  group: { title: '群组', dataIndex: 'groupName', render: (v: string | null) => v || '-' },
  monthData: {
    title: '本月流量',
    dataIndex: 'monthDataKb',
    width: 110,
    render: (kb: number) => formatDataKb(kb),
  },
} satisfies Record<string, ColumnsType<SimCardItem>[number]>;

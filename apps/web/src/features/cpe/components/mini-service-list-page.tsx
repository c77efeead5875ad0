import {
  maskPhone,
  MINI_LIMITS,
  MINI_SERVICE_STATE_LABELS,
  MINI_SERVICE_STATES,
  type MiniService,
} from '@pn/shared';
import { Card, Form, Grid, Input, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useMiniGroupOptions, useMiniPackages, useMiniServices } from '../api/mini-queries';
import {
  MINI_SERVICE_FILTERS,
  miniFilterFormValues,
  miniFiltersOf,
  miniServiceParams,
  type MiniServiceFilterValues,
} from '../lib/mini';
import { miniServiceDetailPath } from '../paths';
import { cpeText as text } from '../text';
import { ConsolePageHeader } from '@/components/console-page-header';
import { MiniServiceButtons, useMiniServiceActions } from './mini-service-actions';
import { GatewayCell, MiniStateTag, PackageCell, TermCell } from './mini-parts';
import styles from '../cpe.module.css';

const STATE_OPTIONS = MINI_SERVICE_STATES.map((s) => ({
  value: s,
  label: MINI_SERVICE_STATE_LABELS[s],
}));

/**
 * 5G快线 › 小微业务: the subscriptions with server-side filters (keyword, state, package,
 * group, 即将到期) and paging kept in the address; 新增, 编辑, 暂停/恢复 and 续期 per row.
 */
export function MiniServiceListPage() {
  const [form] = Form.useForm<MiniServiceFilterValues>();
  const listQuery = useAdminListQuery({
    filters: MINI_SERVICE_FILTERS,
    form,
    formValuesOf: miniFilterFormValues,
  });
  const params = useMemo(() => miniServiceParams(listQuery.query), [listQuery.query]);
  const list = useMiniServices(params);
  const packages = useMiniPackages();
  const groups = useMiniGroupOptions();
  const inArea = useAreaPath();
  const screens = Grid.useBreakpoint();
  const actions = useMiniServiceActions();

  const columns: ColumnsType<MiniService> = [
    {
      title: '业务编号',
      dataIndex: 'serviceNo',
      fixed: screens.md ? 'left' : undefined,
      render: (no: string, s) => (
        <Link to={inArea(miniServiceDetailPath(s.id))} className={styles.mono}>
          {no}
        </Link>
      ),
    },
    {
      title: '商户名称',
      dataIndex: 'shopName',
      render: (n: string, s) => (
        <div>
          <div>{n}</div>
          {s.address ? <div className={styles.cellSub}>{s.address}</div> : null}
        </div>
      ),
    },
    {
      title: '联系人/电话',
      key: 'contact',
      responsive: ['md'],
      render: (_, s) => (
        <div className={styles.nowrap}>
          <div>{s.contactName}</div>
          <div className={styles.cellSub}>{maskPhone(s.contactPhone)}</div>
        </div>
      ),
    },
    {
      title: '套餐',
      key: 'package',
      responsive: ['sm'],
      render: (_, s) => <PackageCell service={s} />,
    },
    {
      title: '承载网关',
      key: 'gateway',
      responsive: ['lg'],
      render: (_, s) => <GatewayCell service={s} />,
    },
    {
      title: '分组',
      dataIndex: 'groupName',
      responsive: ['xl'],
      render: (n: string | null) => <span className={styles.nowrap}>{n ?? text.noGroup}</span>,
    },
    {
      title: '状态',
      dataIndex: 'state',
      render: (state: MiniService['state']) => <MiniStateTag state={state} />,
    },
    {
      title: '服务期',
      key: 'term',
      responsive: ['md'],
      render: (_, s) => <TermCell service={s} />,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, s) => <MiniServiceButtons service={s} actions={actions} compact />,
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader title={text.miniServiceTitle} intro={text.miniServiceIntro} />
      <Card>
        <AdminFilterBar
          name="cpeMiniServiceFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(miniFiltersOf(v))}
          onReset={listQuery.resetFilters}
          add={{ label: '新增小微业务', onClick: actions.add }}
        >
          <Form.Item name="keyword" label="关键字">
            <Input
              placeholder="商户/联系人/业务编号/网关序列号"
              allowClear
              maxLength={40}
              style={{ width: 240 }}
            />
          </Form.Item>
          <FilterSelect name="state" label="状态" placeholder="全部状态" options={STATE_OPTIONS} />
          <FilterSelect
            name="packageId"
            label="套餐"
            placeholder="全部套餐"
            width={180}
            loading={packages.isPending}
            options={(packages.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
          <FilterSelect
            name="groupId"
            label="分组"
            placeholder="全部分组"
            width={160}
            searchable
            loading={groups.isPending}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
          <Form.Item
            name="expiring"
            label="即将到期"
            valuePropName="checked"
            tooltip={`${MINI_LIMITS.expiringDays}天内到期的使用中业务`}
          >
            <Switch />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="业务列表">
        <AdminTable<MiniService>
          size="middle"
          rowKey="id"
          aria-label="小微业务列表"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={
            listQuery.filtered
              ? '没有符合条件的小微业务'
              : '暂无小微业务，可点击“新增小微业务”为商户开通'
          }
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {actions.dialogs}
    </div>
  );
}

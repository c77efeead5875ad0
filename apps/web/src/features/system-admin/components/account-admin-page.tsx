import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_MANAGE_PERMISSION,
  ACCOUNT_STATUS_LABELS,
  AccountStatus,
  ADMIN_LEVEL_LABELS,
  AdminLevel,
  type AccountItem,
} from '@pn/shared';
import { Badge, Button, Card, Form, Grid, Input, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { useMenus } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useChangeAccountState } from '../api/change-account-state';
import { useAccounts } from '../api/get-accounts';
import { useResetAccountPassword } from '../api/reset-account-password';
import { accountAdminText as text, systemAdminText } from '../text';
import { ACCOUNT_FILTERS, trimmed, type AccountFilters } from '../utils/list-params';
import { optionsOf, systemAdminStyles as styles, TimeCell } from './system-admin-parts';

const KIND_OPTIONS = optionsOf(ACCOUNT_KIND_LABELS, String).filter((o) => o.value !== 'visitor');
const STATUS_OPTIONS = [
  { value: AccountStatus.ENABLED, label: ACCOUNT_STATUS_LABELS[AccountStatus.ENABLED]! },
  { value: AccountStatus.DISABLED, label: ACCOUNT_STATUS_LABELS[AccountStatus.DISABLED]! },
];

/** 企业客户, 企业客户 · 子账号, 省级管理员… */
function kindOf(item: AccountItem): string {
  const kind = ACCOUNT_KIND_LABELS[item.kind] ?? item.kind;
  if (item.kind === 'admin' && item.adminLevel !== null) {
    return text.adminOf(kind, ADMIN_LEVEL_LABELS[item.adminLevel] ?? '');
  }
  return kind;
}

const placeOf = (item: AccountItem) =>
  [item.provinceName, item.cityName].filter(Boolean).join(' ') || systemAdminText.none;

/**
 * 账号管理: the accounts in the caller's scope with kind (national administrators only),
 * state and keyword filters and server paging. Holders of the account-management action
 * enable, disable and reset passwords, each after a confirmation; the server decides
 * which accounts each of them may change.
 */
export function AccountAdminPage() {
  const confirm = useAdminConfirm();
  const [form] = Form.useForm<AccountFilters>();
  const listQuery = useAdminListQuery({ filters: ACCOUNT_FILTERS, form });
  const list = useAccounts(listQuery.query);
  const changeState = useChangeAccountState();
  const resetPassword = useResetAccountPassword();
  const menus = useMenus();
  const level = useLevelInfo();
  const self = useSession((s) => s.loginInfo?.loginAccount ?? '');
  const screens = Grid.useBreakpoint();

  const canManage = menus.data?.permissions.includes(ACCOUNT_MANAGE_PERMISSION) ?? false;
  // Below the national level the list holds customers' accounts only.
  const national = level.data?.level === AdminLevel.NATIONAL;

  const confirmState = (item: AccountItem) => {
    const enabled = item.status === AccountStatus.ENABLED;
    confirm({
      title: enabled ? text.disableTitle(item.loginAccount) : text.enableTitle(item.loginAccount),
      content: enabled ? text.disableContent : text.enableContent,
      danger: enabled,
      onConfirm: () =>
        changeState.mutateAsync({
          id: item.id,
          status: enabled ? AccountStatus.DISABLED : AccountStatus.ENABLED,
        }),
      success: enabled ? text.disabled : text.enabled,
    });
  };

  const confirmReset = (item: AccountItem) =>
    confirm({
      title: text.resetTitle(item.loginAccount),
      content: text.resetContent(item.tel),
      danger: true,
      onConfirm: () => resetPassword.mutateAsync(item.id),
      success: text.passwordReset,
    });

  const columns: ColumnsType<AccountItem> = [
    {
      title: text.colAccount,
      key: 'account',
      render: (_, item) => (
        <>
          <span className={styles.account}>{item.loginAccount}</span>
          {item.realName || item.name ? (
            <span className={styles.sub}>{item.realName || item.name}</span>
          ) : null}
        </>
      ),
    },
    {
      title: text.colKind,
      key: 'kind',
      render: (_, item) => (
        <span className={styles.nowrap}>
          {kindOf(item)}
          {item.parentAccountId !== null ? (
            <span className={styles.sub}>{text.subAccount}</span>
          ) : null}
        </span>
      ),
    },
    {
      title: text.colCompany,
      key: 'company',
      render: (_, item) =>
        item.custName ? (
          <>
            <span className={styles.company}>{item.custName}</span>
            <span className={styles.sub}>{item.custCode}</span>
          </>
        ) : (
          systemAdminText.none
        ),
    },
    {
      title: text.colPlace,
      key: 'place',
      render: (_, item) => <span className={styles.nowrap}>{placeOf(item)}</span>,
    },
    {
      title: text.colTel,
      dataIndex: 'tel',
      render: (tel: string) => (
        <span className={styles.numeric}>{tel || systemAdminText.none}</span>
      ),
    },
    {
      title: text.colStatus,
      key: 'status',
      render: (_, item) => (
        <Space size={4} wrap={false} className={styles.nowrap}>
          <Badge
            status={item.status === AccountStatus.ENABLED ? 'success' : 'default'}
            text={ACCOUNT_STATUS_LABELS[item.status] ?? systemAdminText.none}
          />
          {item.locked ? <Tag color="red">{text.locked}</Tag> : null}
        </Space>
      ),
    },
    {
      title: text.colLastLogin,
      dataIndex: 'lastLoginTime',
      width: 104,
      render: (time: string) => (time ? <TimeCell time={time} /> : text.never),
    },
  ];

  if (canManage) {
    columns.push({
      title: text.colActions,
      key: 'actions',
      width: 148,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) =>
        item.loginAccount === self ? (
          text.self
        ) : (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              danger={item.status === AccountStatus.ENABLED}
              onClick={() => confirmState(item)}
            >
              {item.status === AccountStatus.ENABLED ? text.disable : text.enable}
            </Button>
            {item.tel ? (
              <Button type="link" size="small" onClick={() => confirmReset(item)}>
                {text.resetPassword}
              </Button>
            ) : (
              <Tooltip title={text.noTel}>
                <Button type="link" size="small" disabled>
                  {text.resetPassword}
                </Button>
              </Tooltip>
            )}
          </Space>
        ),
    });
  }

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="accountFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(trimmed(v))}
          onReset={listQuery.resetFilters}
        >
          {national ? (
            <FilterSelect
              name="kind"
              label={text.kind}
              placeholder={text.kindPlaceholder}
              options={KIND_OPTIONS}
            />
          ) : null}
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
          <Form.Item name="keyword" label={systemAdminText.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={64} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <AdminTable<AccountItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
        />
      </Card>
    </div>
  );
}

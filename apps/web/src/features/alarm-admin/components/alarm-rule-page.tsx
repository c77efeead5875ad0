import {
  ALARM_NOTIFY_ROLE_LABELS,
  ALARM_SEVERITIES,
  ALARM_SEVERITY_LABELS,
  ALARM_SOURCES,
  describeCondition,
  type AlarmRuleItem,
} from '@pn/shared';
import { Button, Card, Form, Grid, Input, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import {
  editTargetOf,
  filterParam,
  useAdminListQuery,
  type FiltersOf,
} from '@/lib/use-admin-list-query';
import {
  useAlarmRules,
  useAlarmRuleStatus,
  useEvaluateAlarmRule,
  useRemoveAlarmRule,
} from '../api/alarm-rules';
import { alarmText as text } from '../text';
import { AlarmRuleEditor } from './alarm-rule-editor';
import { optionsOf, SCOPE_OPTIONS, SeverityTag, SOURCE_OPTIONS, useAlarmRole } from './alarm-parts';

const FILTERS = {
  source: filterParam.oneOf(ALARM_SOURCES),
  severity: filterParam.oneOf(ALARM_SEVERITIES),
  beId: filterParam.matching(/^\d{3}$/),
  enabled: filterParam.oneOf(['true', 'false'] as const),
  keyword: filterParam.text(40),
};
type Filters = FiltersOf<typeof FILTERS>;

const ENABLED_OPTIONS = [
  { value: 'true', label: text.enabled },
  { value: 'false', label: text.disabled },
];

/**
 * 告警规则: the rules the caller reads (its province's and the national ones), filtered by
 * source, severity, scope, state and name; each editable one can be edited in a modal
 * (`?edit=new` or `?edit=<id>`), switched on and off, evaluated at once or deleted.
 */
export function AlarmRulePage() {
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { setEdit } = listQuery;
  const list = useAlarmRules(listQuery.query);
  const role = useAlarmRole();
  const setStatus = useAlarmRuleStatus();
  const remove = useRemoveAlarmRule();
  const evaluate = useEvaluateAlarmRule();

  const rows = list.data?.data ?? [];
  const edit = editTargetOf(listQuery.edit);
  const editing = typeof edit === 'number' ? rows.find((r) => r.id === edit) : undefined;
  const editMissing =
    typeof edit === 'number' && list.isSuccess && !list.isPlaceholderData && !editing?.editable;
  useEffect(() => {
    if (editMissing) setEdit(null, { replace: true });
  }, [editMissing, setEdit]);

  const changeStatus = (rule: AlarmRuleItem, enabled: boolean) =>
    setStatus
      .mutateAsync({ id: rule.id, enabled })
      .then(() => toast.success(enabled ? text.ruleEnabled : text.ruleDisabled));

  const toggle = (rule: AlarmRuleItem, enabled: boolean) => {
    if (enabled) {
      changeStatus(rule, true).catch((error: unknown) => showActionError(error));
      return;
    }
    confirm({
      title: text.disableTitle,
      content: text.disableContent,
      onConfirm: () => changeStatus(rule, false),
    });
  };

  const columns: ColumnsType<AlarmRuleItem> = [
    {
      title: text.colName,
      dataIndex: 'name',
      render: (name: string, r) => (
        <Space size={4} wrap>
          {name}
          {r.editable ? null : <Tag>{text.readOnly}</Tag>}
        </Space>
      ),
    },
    {
      title: text.colCondition,
      key: 'condition',
      render: (_, r) => describeCondition(r),
    },
    {
      title: text.severity,
      dataIndex: 'severity',
      width: 80,
      render: (s: AlarmRuleItem['severity']) => <SeverityTag severity={s} />,
    },
    { title: text.colScope, dataIndex: 'provinceName' },
    {
      title: text.colNotify,
      key: 'notify',
      render: (_, r) => {
        const names = [
          ...r.notifyRoles.map((role) => ALARM_NOTIFY_ROLE_LABELS[role]),
          ...r.notifyAccounts.map((a) => a.realName || a.loginAccount),
        ];
        return names.length ? names.join('、') : text.none;
      },
    },
    {
      title: text.colOpenRecords,
      dataIndex: 'openRecords',
      render: (n: number, r) =>
        n > 0 ? (
          <Link to={hrefOf('adminAlarmRecord', { ruleId: r.id, state: 'open' })}>{n}</Link>
        ) : (
          0
        ),
    },
    {
      title: text.colEnabled,
      dataIndex: 'enabled',
      render: (enabled: boolean, r) => (
        <Switch
          checked={enabled}
          disabled={!r.editable}
          loading={setStatus.isPending && setStatus.variables?.id === r.id}
          aria-label={`${r.name}${text.colEnabled}`}
          onChange={(on) => toggle(r, on)}
        />
      ),
    },
    {
      title: text.actions,
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, r) =>
        r.editable ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEdit(r.id)}>
              {text.edit}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={!r.enabled}
              loading={evaluate.isPending && evaluate.variables === r.id}
              onClick={() =>
                evaluate.mutate(r.id, {
                  onSuccess: (n) => toast.success(text.evaluated(n)),
                  onError: (error) => showActionError(error),
                })
              }
            >
              {text.evaluate}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm({
                  title: text.removeTitle,
                  content: text.removeContent(r.name),
                  danger: true,
                  onConfirm: async () => {
                    await remove.mutateAsync(r.id);
                    listQuery.afterRemove(rows.length);
                  },
                  success: text.ruleRemoved,
                })
              }
            >
              {text.remove}
            </Button>
          </Space>
        ) : (
          text.none
        ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.ruleTitle} intro={text.ruleIntro} />
      <Card>
        <AdminFilterBar
          name="alarmRuleFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters({ ...v, keyword: v.keyword?.trim() || undefined })}
          onReset={listQuery.resetFilters}
          add={
            role.writesRules ? { label: text.ruleAdd, onClick: () => setEdit('new') } : undefined
          }
        >
          <FilterSelect
            name="source"
            label={text.source}
            placeholder={text.sourcePlaceholder}
            options={SOURCE_OPTIONS}
            width={150}
          />
          <FilterSelect
            name="severity"
            label={text.severity}
            placeholder={text.severityPlaceholder}
            options={optionsOf(ALARM_SEVERITY_LABELS, ALARM_SEVERITIES)}
          />
          <FilterSelect
            name="beId"
            label={text.colScope}
            placeholder={text.provincePlaceholder}
            options={SCOPE_OPTIONS}
            searchable
          />
          <FilterSelect
            name="enabled"
            label={text.enabledFilter}
            placeholder={text.enabledPlaceholder}
            options={ENABLED_OPTIONS}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.ruleKeywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card>
        <AdminTable<AlarmRuleItem>
          size="middle"
          rowKey="id"
          aria-label={text.ruleListLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.ruleEmpty}
        />
      </Card>
      <AlarmRuleEditor
        open={edit === 'new' || editing !== undefined}
        item={editing}
        national={role.national}
        ownBeId={role.beId}
        onClose={() => setEdit(null)}
      />
    </div>
  );
}

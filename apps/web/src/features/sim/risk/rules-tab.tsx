import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDateTime,
  SIM_RISK_LEVEL_LABELS,
  type SimRiskRule,
  type SimRiskRuleUpdate,
} from '@pn/shared';
import { Alert, Button, InputNumber, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { WriteButton, WriteGuard } from '@/components/read-only/write-guard';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { checkRuleDraft, LEVEL_COLORS, RISK_RULE_INFO, type RuleDraft } from './risk-rules';
import styles from './risk.module.css';

const LEVEL_OPTIONS = Object.entries(SIM_RISK_LEVEL_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** 监控规则: the four rules, edited in place (threshold and level) and switched on or off. */
export function RulesTab() {
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: simKeys.riskRules,
    queryFn: ({ signal }) => simApi.riskRules({ signal }),
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<RuleDraft>({ threshold: null, level: 2 });
  const [error, setError] = useState('');
  const [switching, setSwitching] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SimRiskRuleUpdate }) =>
      simApi.updateRiskRule(id, body),
    onSuccess: (rule) => {
      queryClient.setQueryData<SimRiskRule[]>(simKeys.riskRules, (old) =>
        old?.map((r) => (r.id === rule.id ? rule : r)),
      );
      void queryClient.invalidateQueries({ queryKey: simKeys.riskRules });
    },
  });

  const startEdit = (rule: SimRiskRule) => {
    setEditing(rule.id);
    setDraft({ threshold: rule.threshold, level: rule.level });
    setError('');
  };

  const saveEdit = (rule: SimRiskRule) => {
    const checked = checkRuleDraft(draft, rule.enabled);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    save.mutate(
      { id: rule.id, body: checked.value },
      {
        onSuccess: () => {
          setEditing(null);
          toast.success('规则已保存');
        },
        onError: (e) => showActionError(e, '保存失败，请稍后再试'),
      },
    );
  };

  const toggle = (rule: SimRiskRule, enabled: boolean) => {
    setSwitching(rule.id);
    save.mutate(
      { id: rule.id, body: { threshold: rule.threshold, level: rule.level, enabled } },
      {
        onSuccess: () =>
          toast.success(enabled ? `已启用「${rule.name}」` : `已停用「${rule.name}」`),
        onError: (e) => showActionError(e, '操作失败，请稍后再试'),
        onSettled: () => setSwitching(null),
      },
    );
  };

  const columns: ColumnsType<SimRiskRule> = [
    {
      title: '规则名称',
      dataIndex: 'name',
      width: 150,
      render: (name: string) => <span className={styles.ruleName}>{name}</span>,
    },
    {
      title: '监控说明',
      dataIndex: 'kind',
      render: (kind: SimRiskRule['kind']) => (
        <span className={styles.ruleDesc}>{RISK_RULE_INFO[kind].description}</span>
      ),
    },
    {
      title: '阈值',
      dataIndex: 'threshold',
      width: 170,
      render: (threshold: number, rule) => {
        const unit = RISK_RULE_INFO[rule.kind].unit;
        if (editing !== rule.id) return `${threshold} ${unit}`;
        return (
          <div>
            <InputNumber<number>
              aria-label={`${rule.name}阈值`}
              value={draft.threshold}
              suffix={unit}
              status={error ? 'error' : undefined}
              aria-invalid={Boolean(error)}
              onChange={(v) => {
                setDraft((d) => ({ ...d, threshold: v }));
                setError('');
              }}
              onPressEnter={() => saveEdit(rule)}
              className={styles.threshold}
            />
            {error ? (
              <Typography.Text type="danger" role="alert" className={styles.error}>
                {error}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      title: '告警级别',
      dataIndex: 'level',
      width: 120,
      render: (level: number, rule) =>
        editing === rule.id ? (
          <Select<number>
            aria-label={`${rule.name}告警级别`}
            value={draft.level}
            options={LEVEL_OPTIONS}
            onChange={(v) => setDraft((d) => ({ ...d, level: v }))}
            className={styles.level}
          />
        ) : (
          <Tag color={LEVEL_COLORS[level]}>{SIM_RISK_LEVEL_LABELS[level] ?? '-'}</Tag>
        ),
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean, rule) => (
        <WriteGuard>
          <Switch
            checked={enabled}
            aria-label={`启用${rule.name}`}
            loading={switching === rule.id}
            disabled={switching !== null && switching !== rule.id}
            onChange={(v) => toggle(rule, v)}
          />
        </WriteGuard>
      ),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, rule) =>
        editing === rule.id ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              loading={save.isPending && switching === null}
              onClick={() => saveEdit(rule)}
            >
              保存
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(null)}>
              取消
            </Button>
          </Space>
        ) : (
          <WriteButton type="link" size="small" onClick={() => startEdit(rule)}>
            编辑
          </WriteButton>
        ),
    },
  ];

  if (rules.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="监控规则加载失败"
        description={errorMessageOf(rules.error)}
        action={
          <Button size="small" onClick={() => void rules.refetch()}>
            重试
          </Button>
        }
      />
    );

  return (
    <Table<SimRiskRule>
      rowKey="id"
      size="middle"
      loading={rules.isPending}
      columns={columns}
      dataSource={rules.data ?? []}
      pagination={false}
      scroll={{ x: 960 }}
    />
  );
}

import {
  ALARM_COMPARISON_LABELS,
  ALARM_COMPARISONS,
  ALARM_NOTIFY_ROLE_LABELS,
  ALARM_NOTIFY_ROLES,
  ALARM_SEVERITIES,
  ALARM_SEVERITY_LABELS,
  ALARM_SOURCE_META,
  ALARM_UNIT_LABELS,
  AlarmRuleSaveSchema,
  NATIONAL_BE_ID,
  hasThreshold,
  type AlarmComparison,
  type AlarmNotifyRole,
  type AlarmRuleItem,
  type AlarmSeverity,
  type AlarmSource,
  type AlarmUnit,
} from '@pn/shared';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useSaveAlarmRule } from '../api/alarm-rules';
import { alarmText as text } from '../text';
import { OperatorSelect, optionsOf, SCOPE_OPTIONS, SOURCE_OPTIONS } from './alarm-parts';

interface RuleFormValues {
  name: string;
  source?: AlarmSource;
  comparison: AlarmComparison;
  threshold: number | null;
  unit?: AlarmUnit;
  forSeconds: number;
  severity?: AlarmSeverity;
  beId?: string;
  notifyRoles: AlarmNotifyRole[];
  notifyAccountIds: number[];
  description: string;
  enabled: boolean;
}

const DURATION_UNITS = [
  { value: 1, label: text.seconds },
  { value: 60, label: text.minutes },
  { value: 3600, label: text.hours },
];

interface DurationInputProps {
  id?: string;
  /** Seconds. */
  value?: number;
  onChange?: (seconds: number) => void;
}

/** A for-duration in seconds, typed as a number of seconds, minutes or hours. */
function DurationInput({ id, value = 0, onChange }: DurationInputProps) {
  // The unit the user chose; until then the largest that shows the value whole.
  const [chosen, setChosen] = useState<number | null>(null);
  const unit =
    chosen ?? (value > 0 && value % 3600 === 0 ? 3600 : value > 0 && value % 60 === 0 ? 60 : 1);
  return (
    <Space.Compact>
      <InputNumber
        id={id}
        min={0}
        precision={0}
        value={Math.round(value / unit)}
        onChange={(n) => onChange?.((n ?? 0) * unit)}
        style={{ width: 140 }}
      />
      <Select
        aria-label={`${text.ruleFor}单位`}
        value={unit}
        onChange={(u) => {
          setChosen(u);
          onChange?.(Math.round(value / unit) * u);
        }}
        options={DURATION_UNITS}
        style={{ width: 90 }}
      />
    </Space.Compact>
  );
}

function valuesOf(item: AlarmRuleItem | undefined, ownBeId: string | undefined): RuleFormValues {
  if (!item) {
    return {
      name: '',
      source: undefined,
      comparison: 'gt',
      threshold: null,
      unit: undefined,
      forSeconds: 300,
      severity: 'major',
      beId: ownBeId,
      notifyRoles: ['province_admin'],
      notifyAccountIds: [],
      description: '',
      enabled: true,
    };
  }
  return {
    name: item.name,
    source: item.source,
    comparison: item.comparison,
    threshold: hasThreshold(item.source) ? item.threshold : null,
    unit: hasThreshold(item.source) ? item.unit : undefined,
    forSeconds: item.forSeconds,
    severity: item.severity,
    beId: item.beId,
    notifyRoles: item.notifyRoles,
    notifyAccountIds: item.notifyAccounts.map((a) => a.id),
    description: item.description,
    enabled: item.enabled,
  };
}

interface AlarmRuleEditorProps {
  open: boolean;
  item: AlarmRuleItem | undefined;
  /** A national administrator picks any scope; a province one has its own province only. */
  national: boolean;
  ownBeId: string | undefined;
  onClose: () => void;
}

const field = (name: keyof RuleFormValues) => zodField(AlarmRuleSaveSchema as never, name as never);
/** The schema lets a missing threshold be 0 (sources without one); the form asks for it. */
const thresholdRules = {
  required: true,
  rules: [{ required: true, message: '请输入阈值' }, ...field('threshold').rules],
};

/**
 * The rule form in a modal: name, source, the source's condition (comparison, threshold
 * and one of its units; none for device offline and acceleration), for-duration, severity,
 * scope, who is notified, and whether it is on.
 */
export function AlarmRuleEditor({ open, item, national, ownBeId, onClose }: AlarmRuleEditorProps) {
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveAlarmRule();
  const source = Form.useWatch('source', form);
  const beId = Form.useWatch('beId', form);
  const meta = source ? ALARM_SOURCE_META[source] : undefined;

  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(item, national ? NATIONAL_BE_ID : ownBeId));
    else form.resetFields();
  }, [open, item, form, national, ownBeId]);

  // A unit the new source does not know is dropped; a single one is chosen for the user.
  useEffect(() => {
    if (!meta) return;
    const unit = form.getFieldValue('unit') as AlarmUnit | undefined;
    if (meta.units.length === 1) form.setFieldValue('unit', meta.units[0]);
    else if (unit && !meta.units.includes(unit)) form.setFieldValue('unit', undefined);
  }, [meta, form]);

  const submit = async () => {
    const values = await validateForm(form);
    try {
      const body = parseForm(AlarmRuleSaveSchema, {
        ...values,
        threshold: values.threshold ?? 0,
        unit: values.unit,
      });
      await save.mutateAsync({ ...body, id: item?.id });
      toast.success(item ? '告警规则已保存' : '告警规则已创建');
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };

  const scopeOptions = national ? SCOPE_OPTIONS : SCOPE_OPTIONS.filter((o) => o.value === ownBeId);

  return (
    <Modal
      open={open}
      title={item ? text.ruleEditTitle : text.ruleCreateTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form<RuleFormValues> form={form} layout="vertical" name="alarmRuleEditor">
        <Form.Item name="name" label={text.ruleName} {...field('name')}>
          <Input maxLength={40} placeholder={text.ruleNamePlaceholder} />
        </Form.Item>
        <Form.Item name="source" label={text.ruleSource} extra={meta?.hint} {...field('source')}>
          <Select options={SOURCE_OPTIONS} placeholder={text.ruleSource} />
        </Form.Item>
        {meta && meta.units.length > 0 ? (
          <Space wrap align="start">
            <Form.Item name="comparison" label={text.ruleComparison} {...field('comparison')}>
              <Select
                style={{ width: 100 }}
                options={optionsOf(ALARM_COMPARISON_LABELS, ALARM_COMPARISONS)}
              />
            </Form.Item>
            <Form.Item name="threshold" label={text.ruleThreshold} {...thresholdRules}>
              <InputNumber min={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="unit" label={text.ruleUnit} {...field('unit')} required>
              <Select
                style={{ width: 120 }}
                options={meta.units.map((u) => ({
                  value: u,
                  label: u === 'percent' ? '% 套餐流量' : ALARM_UNIT_LABELS[u],
                }))}
              />
            </Form.Item>
          </Space>
        ) : meta ? (
          <Alert type="info" showIcon message={text.ruleNoThreshold} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="forSeconds"
          label={text.ruleFor}
          extra={text.ruleForExtra}
          {...field('forSeconds')}
        >
          <DurationInput key={`${String(open)}-${item?.id ?? 'new'}`} />
        </Form.Item>
        <Form.Item name="severity" label={text.severity} {...field('severity')}>
          <Select options={optionsOf(ALARM_SEVERITY_LABELS, ALARM_SEVERITIES)} />
        </Form.Item>
        <Form.Item
          name="beId"
          label={text.ruleScope}
          extra={text.ruleScopeExtra}
          {...field('beId')}
        >
          <Select
            options={scopeOptions}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!national}
            onChange={() => form.setFieldValue('notifyAccountIds', [])}
          />
        </Form.Item>
        <Form.Item name="notifyRoles" label={text.ruleRoles} extra={text.ruleRolesExtra}>
          <Checkbox.Group options={optionsOf(ALARM_NOTIFY_ROLE_LABELS, ALARM_NOTIFY_ROLES)} />
        </Form.Item>
        <Form.Item name="notifyAccountIds" label={text.ruleAccounts} {...field('notifyAccountIds')}>
          <OperatorSelect
            multiple
            beId={beId ?? NATIONAL_BE_ID}
            placeholder={text.ruleAccountsPlaceholder}
          />
        </Form.Item>
        <Form.Item name="description" label={text.ruleDescription} {...field('description')}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="enabled" label={text.ruleEnabledLabel} valuePropName="checked">
          <Switch />
        </Form.Item>
        {item ? <Alert type="warning" showIcon message={text.changeConditionHint} /> : null}
      </Form>
    </Modal>
  );
}

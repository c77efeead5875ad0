import { SimRiskRuleUpdateSchema, type SimRiskKind, type SimRiskRuleUpdate } from '@pn/shared';

/** What each monitoring rule watches, and the unit of its threshold. */
export const RISK_RULE_INFO: Record<SimRiskKind, { description: string; unit: string }> = {
  usageSpike: {
    description: '本月流量高于近3个月月均流量的幅度超过阈值时告警，用于发现流量被盗用或终端异常。',
    unit: '%',
  },
  imeiChange: {
    description: '已绑定IMEI的卡在其他终端上网（机卡分离）的次数达到阈值时告警。',
    unit: '次',
  },
  locationChange: {
    description: '卡片在开卡地区以外上网的次数达到阈值时告警，用于发现卡片被挪用。',
    unit: '次',
  },
  silent: {
    description: '已激活的卡连续无流量的天数达到阈值时告警，便于及时停机节省费用。',
    unit: '天',
  },
};

export const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** A rule being edited: the threshold input is null while empty. */
export interface RuleDraft {
  threshold: number | null;
  level: number;
}

/** A draft checked with the server's schema: the values to save, or the first message. */
export function checkRuleDraft(
  draft: RuleDraft,
  enabled: boolean,
): { ok: true; value: SimRiskRuleUpdate } | { ok: false; message: string } {
  const parsed = SimRiskRuleUpdateSchema.safeParse({
    threshold: draft.threshold ?? undefined,
    level: draft.level,
    enabled,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const message =
    draft.threshold === null && issue?.path[0] === 'threshold' ? '请输入阈值' : issue?.message;
  return { ok: false, message: message ?? '输入有误' };
}

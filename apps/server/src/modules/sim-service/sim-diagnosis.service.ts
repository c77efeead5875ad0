import {
  formatBytes,
  formatDateTime,
  SimMessages,
  SimStatus,
  type SimDiagnosis,
  type SimDiagnosisCheckSchema,
} from '@pn/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { isInScope } from '../../lib/scope.js';
import { cardsWithNames, toCardItem, type CardRow } from '../sim/sim.card-item.js';
import { DEFAULT_RISK_RULES } from '../sim/sim.generate.js';
import { cardOutOfScope, chinaMonthStart, iso, requireScope } from './sim-service.access.js';

type Check = z.infer<typeof SimDiagnosisCheckSchema>;

/** APNs every IoT card may use; anything else should be an enterprise DNN. */
export const COMMON_APNS = ['cmiot', 'cmnet', 'cmmtm'] as const;

const HOUR_MS = 3_600_000;
/** Sessions shorter than this count as short (dropped or re-dialled). */
const SHORT_SESSION_MS = 60_000;
/** This many short sessions in 24 hours is "frequent". */
const SHORT_SESSIONS_WARN = 5;

const kbText = (kb: number) => formatBytes(kb * 1024);
const pctText = (p: number) => `${Math.round(p * 10) / 10}%`;

function statusCheck(card: CardRow): Check {
  const c = { key: 'status', name: '卡片状态' } as const;
  switch (card.status) {
    case SimStatus.ACTIVE:
      return { ...c, result: 'pass', detail: '卡片已激活，状态正常', advice: '' };
    case SimStatus.TEST:
      return {
        ...c,
        result: 'warn',
        detail: '卡片处于测试期，测试期结束后将转为正式使用并按资费计费',
        advice: '请在测试期结束前完成终端调试，确认资费无误',
      };
    case SimStatus.SUSPENDED:
      return {
        ...c,
        result: 'fail',
        detail: '卡片已停机，数据、短信和语音业务均不可用',
        advice: '如需恢复使用，请在卡片管理中为该卡办理复机',
      };
    case SimStatus.DEACTIVATED:
      return {
        ...c,
        result: 'fail',
        detail: '卡片已销户',
        advice: '已销户的卡无法恢复，请联系客户经理重新开卡',
      };
    default:
      return {
        ...c,
        result: 'fail',
        detail: '卡片为库存状态，尚未激活',
        advice: '请将卡片插入终端并首次上网以激活，或联系客户经理开通',
      };
  }
}

function balanceCheck(
  card: CardRow,
  tariffDataMb: number,
  group: { name: string; poolDataMb: number; usedDataKb: number } | null,
): Check {
  const c = { key: 'balance', name: '余额/流量池' } as const;
  const used = Number(card.monthDataKb);
  if (card.dataCapMb !== null && used >= card.dataCapMb * 1024) {
    return {
      ...c,
      result: 'fail',
      detail: `本月已用${kbText(used)}，已达到流量上限${card.dataCapMb} MB，数据业务已受限`,
      advice: '如需继续使用，可在卡片管理中调高流量上限',
    };
  }
  const label = group ? `群组「${group.name}」流量池` : '套餐内流量';
  const allowanceKb = (group ? group.poolDataMb : tariffDataMb) * 1024;
  const usedKb = group ? group.usedDataKb : used;
  if (allowanceKb <= 0) {
    return { ...c, result: 'pass', detail: '资费不含套内流量，按实际用量计费', advice: '' };
  }
  const pct = (usedKb / allowanceKb) * 100;
  const detail = `本月${label}已用${kbText(usedKb)}，共${kbText(allowanceKb)}，使用率${pctText(pct)}`;
  if (pct > 100)
    return {
      ...c,
      result: 'fail',
      detail: `${detail}，已超出`,
      advice: group
        ? '群组流量池已用尽，超出部分按标准资费计费，建议为群组变更更高档位的群组资费'
        : '套餐内流量已用尽，超出部分按标准资费计费，建议变更为更高档位资费或加入群组共享流量',
    };
  if (pct > 80)
    return {
      ...c,
      result: 'warn',
      detail,
      advice: '用量已超过80%，请关注剩余流量，必要时提前变更资费',
    };
  return { ...c, result: 'pass', detail, advice: '' };
}

function registrationCheck(card: CardRow, now: number): Check {
  const c = { key: 'registration', name: '网络注册' } as const;
  if (!card.lastSeenAt)
    return {
      ...c,
      result: 'fail',
      detail: '卡片从未在网络中注册',
      advice: '检查终端供电与天线，确认卡片已正确插入且终端支持当前网络制式',
    };
  const hours = (now - new Date(card.lastSeenAt).getTime()) / HOUR_MS;
  const seen = `最近在网时间 ${formatDateTime(card.lastSeenAt)}`;
  if (hours <= 24) return { ...c, result: 'pass', detail: `${seen}，注册正常`, advice: '' };
  if (hours <= 72)
    return {
      ...c,
      result: 'warn',
      detail: `已超过24小时未在网（${seen}）`,
      advice: '确认终端是否按计划休眠；如应保持在线，请检查终端供电与信号',
    };
  return {
    ...c,
    result: 'fail',
    detail: `已超过72小时未在网（${seen}）`,
    advice: '检查终端供电与天线，确认终端已开机并处于网络覆盖范围内，必要时重启终端',
  };
}

interface SessionRow {
  startedAt: Date;
  endedAt: Date | null;
  dataKb: number;
  rat: string;
  apn: string;
  cellId: string;
  areaCode: string;
  imei: string | null;
}

function apnCheck(card: CardRow, latest: SessionRow | undefined): Check {
  const c = { key: 'apn', name: 'APN/DNN' } as const;
  if (latest && latest.apn !== card.apn)
    return {
      ...c,
      result: 'warn',
      detail: `终端最近使用的APN「${latest.apn}」与卡片开通的APN「${card.apn}」不一致`,
      advice: `请在终端中将APN配置为「${card.apn}」`,
    };
  if (!(COMMON_APNS as readonly string[]).includes(card.apn))
    return {
      ...c,
      result: 'warn',
      detail: `卡片开通的APN「${card.apn}」不在通用APN列表（${COMMON_APNS.join('、')}）中`,
      advice: '如为企业专网DNN，请确认终端已配置相同的DNN；否则请联系客户经理核对APN开通情况',
    };
  return { ...c, result: 'pass', detail: `APN配置正常（${card.apn}）`, advice: '' };
}

function sessionsCheck(sessions: SessionRow[], now: number): Check {
  const c = { key: 'sessions', name: '近期会话' } as const;
  const recent = sessions.filter((s) => now - s.startedAt.getTime() <= 72 * HOUR_MS);
  if (recent.length === 0)
    return {
      ...c,
      result: 'warn',
      detail: '近72小时无数据会话',
      advice: '确认终端是否有业务数据上报；如应在线，请检查终端拨号与APN配置',
    };
  const short = recent.filter(
    (s) =>
      now - s.startedAt.getTime() <= 24 * HOUR_MS &&
      s.endedAt !== null &&
      s.endedAt.getTime() - s.startedAt.getTime() < SHORT_SESSION_MS,
  ).length;
  if (short >= SHORT_SESSIONS_WARN)
    return {
      ...c,
      result: 'warn',
      detail: `近24小时有${short}次时长不足1分钟的会话，连接频繁中断`,
      advice: '检查信号强度与终端拨号保活策略，避免频繁重拨',
    };
  const last = recent[0]!;
  return {
    ...c,
    result: 'pass',
    detail: `近72小时共${recent.length}次数据会话，最近一次 ${formatDateTime(last.startedAt)}（${last.rat}）`,
    advice: '',
  };
}

function usageCheck(monthKb: number, history: number[], thresholdPct: number): Check {
  const c = { key: 'usage', name: '用量异常' } as const;
  const avg = history.length ? history.reduce((a, b) => a + b, 0) / history.length : 0;
  if (avg <= 0)
    return { ...c, result: 'pass', detail: '近3个月无历史用量，暂无可比较的基线', advice: '' };
  const pct = (monthKb / avg) * 100;
  const detail = `本月流量${kbText(monthKb)}，近3个月月均${kbText(Math.round(avg))}，为月均的${pctText(pct)}`;
  if (monthKb > avg * (1 + thresholdPct / 100))
    return {
      ...c,
      result: 'warn',
      detail: `${detail}，超过流量突增阈值（高于月均${thresholdPct}%）`,
      advice: '核实终端是否存在异常上网或卡片被挪用，可为该卡设置流量上限控制风险',
    };
  return { ...c, result: 'pass', detail, advice: '' };
}

/** Smart diagnosis of one card: six checks, each with a result, a detail and advice. */
export async function diagnose(
  db: Database,
  user: AuthUser,
  msisdn: string,
): Promise<SimDiagnosis> {
  const scope = await requireScope(db, user);
  const card = await cardsWithNames(db).where('simCard.msisdn', '=', msisdn).executeTakeFirst();
  if (!card) throw notFound(SimMessages.CARD_NOT_FOUND);
  if (!isInScope(scope, card)) throw cardOutOfScope(user);
  const now = Date.now();

  const tariff = await db
    .selectFrom('simTariff')
    .select('dataMb')
    .where('id', '=', card.tariffId)
    .executeTakeFirstOrThrow();
  let group: { name: string; poolDataMb: number; usedDataKb: number } | null = null;
  if (card.groupId !== null) {
    const g = await db
      .selectFrom('simGroup')
      .select(['name', 'poolDataMb'])
      .where('id', '=', card.groupId)
      .executeTakeFirst();
    if (g) {
      const { used } = await db
        .selectFrom('simCard')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('monthDataKb'), eb.lit(0)).as('used'))
        .where('customerId', '=', card.customerId)
        .where('kind', 'in', [0, 1])
        .where('groupId', '=', card.groupId)
        .executeTakeFirstOrThrow();
      group = { name: g.name, poolDataMb: Number(g.poolDataMb), usedDataKb: Number(used) };
    }
  }
  const sessions: SessionRow[] = await db
    .selectFrom('simSession')
    .select(['startedAt', 'endedAt', 'dataKb', 'rat', 'apn', 'cellId', 'areaCode', 'imei'])
    .where('cardId', '=', card.id)
    .where('startedAt', '>', new Date(now - 72 * HOUR_MS))
    .orderBy('startedAt', 'desc')
    .limit(200)
    .execute();
  const latest =
    sessions[0] ??
    (await db
      .selectFrom('simSession')
      .select(['startedAt', 'endedAt', 'dataKb', 'rat', 'apn', 'cellId', 'areaCode', 'imei'])
      .where('cardId', '=', card.id)
      .orderBy('startedAt', 'desc')
      .limit(1)
      .executeTakeFirst());
  const history = await db
    .selectFrom('simUsageMonthly')
    .select('dataKb')
    .where('cardId', '=', card.id)
    .where('month', '>=', sql<Date>`${chinaMonthStart(-3)}::date`)
    .where('month', '<', sql<Date>`${chinaMonthStart(0)}::date`)
    .execute();
  const rule = await db
    .selectFrom('simRiskRule')
    .select('threshold')
    .where('customerId', '=', card.customerId)
    .where('kind', '=', 'usageSpike')
    .executeTakeFirst();
  const threshold =
    rule?.threshold ?? DEFAULT_RISK_RULES.find((r) => r.kind === 'usageSpike')!.threshold;

  const shown = (sessions.length ? sessions : latest ? [latest] : []).slice(0, 20);
  return {
    card: toCardItem(card),
    checks: [
      statusCheck(card),
      balanceCheck(card, Number(tariff.dataMb), group),
      registrationCheck(card, now),
      apnCheck(card, latest),
      sessionsCheck(sessions, now),
      usageCheck(
        Number(card.monthDataKb),
        history.map((h) => Number(h.dataKb)),
        threshold,
      ),
    ],
    sessions: shown.map((s) => ({
      startedAt: iso(s.startedAt)!,
      endedAt: iso(s.endedAt),
      dataKb: Number(s.dataKb),
      rat: s.rat,
      apn: s.apn,
      cellId: s.cellId,
      areaCode: s.areaCode,
      imei: s.imei,
    })),
    diagnosedAt: new Date(now).toISOString(),
  };
}

import type { SimDiagnosis } from '@pn/shared';

export type CheckResult = SimDiagnosis['checks'][number]['result'];

/** The names of the six checks, shown while the server is still diagnosing. */
export const CHECK_LABELS: Record<SimDiagnosis['checks'][number]['key'], string> = {
  status: '卡片状态',
  balance: '余额/流量池',
  registration: '网络注册',
  apn: 'APN/DNN',
  sessions: '近期会话',
  usage: '用量异常',
};

export const RESULT_LABELS: Record<CheckResult, string> = {
  pass: '正常',
  warn: '警告',
  fail: '异常',
};

/** The overall verdict: the worst check, and how many checks were not passed. */
export function verdictOf(checks: SimDiagnosis['checks']): {
  result: CheckResult;
  failed: number;
  warned: number;
  title: string;
} {
  const failed = checks.filter((c) => c.result === 'fail').length;
  const warned = checks.filter((c) => c.result === 'warn').length;
  if (failed > 0)
    return {
      result: 'fail',
      failed,
      warned,
      title: `发现 ${failed} 项异常${warned ? `、${warned} 项警告` : ''}，请按建议处理`,
    };
  if (warned > 0)
    return { result: 'warn', failed, warned, title: `发现 ${warned} 项警告，建议关注` };
  return { result: 'pass', failed, warned, title: '各项检查均正常' };
}

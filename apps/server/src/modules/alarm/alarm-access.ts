import { AdminLevel, AlarmMessages, NATIONAL_BE_ID, provinceName } from '@pn/shared';
import type { AuthUser } from '../../lib/auth-user.js';
import { forbidden } from '../../lib/errors.js';
import type { DataScope } from '../../lib/scope.js';

/**
 * Who may do what in 告警中心. Records and work orders follow the caller's data scope
 * (lib/scope.ts); rules belong to a province (or to the whole country, 000): a national
 * administrator maintains any, a province administrator its own province's and reads the
 * national ones, a city administrator only reads. Fault scenes are the national
 * administrators' to write.
 */

/** Operator staff only: alarms are no customer's business. */
export function assertStaff(user: AuthUser): void {
  if (user.kind !== 'admin' && user.kind !== 'operator') throw forbidden();
}

/** Whether the caller sees every province (national administrators and operator staff). */
export function isNational(user: Pick<AuthUser, 'kind' | 'adminLevel'>): boolean {
  return user.kind === 'operator' || user.adminLevel === AdminLevel.NATIONAL;
}

/** The provinces whose rules the caller reads: all, or the national ones and its own. */
export function readableRuleProvinces(user: AuthUser): readonly string[] | 'all' {
  return isNational(user) ? 'all' : [NATIONAL_BE_ID, user.beId];
}

/** Whether the caller may change a rule of `beId`; throws with the reason otherwise. */
export function assertRuleWritable(user: AuthUser, beId: string): void {
  assertStaff(user);
  if (isNational(user)) return;
  if (user.adminLevel !== AdminLevel.PROVINCE) throw forbidden(AlarmMessages.RULE_CITY_READ_ONLY);
  if (beId === NATIONAL_BE_ID) throw forbidden(AlarmMessages.RULE_NATIONAL_READ_ONLY);
  if (beId !== user.beId) throw forbidden(AlarmMessages.RULE_OTHER_PROVINCE);
}

export function ruleEditable(user: AuthUser, beId: string): boolean {
  try {
    assertRuleWritable(user, beId);
    return true;
  } catch {
    return false;
  }
}

export function assertSceneWritable(user: AuthUser): void {
  assertStaff(user);
  if (!isNational(user)) throw forbidden(AlarmMessages.SCENE_NATIONAL_ONLY);
}

/** An account as the alarm centre places it. */
export interface PlacedAccount {
  kind: string;
  adminLevel: number | null;
  beId: string;
  areaCode: string;
}

/** The data scope of an account read from the table (not a session). */
export function scopeOfAccount(a: PlacedAccount): DataScope {
  if (a.kind === 'operator') return { level: 'all' };
  if (a.kind !== 'admin') return { level: 'none' };
  if (a.adminLevel === AdminLevel.NATIONAL) return { level: 'all' };
  if (a.adminLevel === AdminLevel.PROVINCE) return { level: 'province', beId: a.beId };
  if (a.adminLevel === AdminLevel.CITY)
    return { level: 'city', beId: a.beId, areaCode: a.areaCode };
  return { level: 'none' };
}

/** 全国管理员, 广东省级管理员, 广东深圳地市管理员… */
export function accountTitle(a: PlacedAccount & { areaName?: string }): string {
  if (a.kind === 'operator') return '运营人员';
  if (a.adminLevel === AdminLevel.NATIONAL) return '全国管理员';
  if (a.adminLevel === AdminLevel.PROVINCE) return `${provinceName(a.beId)}省级管理员`;
  return `${provinceName(a.beId)}${a.areaName ?? ''}地市管理员`;
}

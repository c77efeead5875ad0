import { provinceName, type SimCardItem } from '@pn/shared';
import type { Database } from '../../db/database.js';

/** What the card table shows of a card, with its tariff's and group's names. */
const CARD_COLUMNS = [
  'simCard.id',
  'simCard.iccid',
  'simCard.msisdn',
  'simCard.imsi',
  'simCard.customerId',
  'simCard.kind',
  'simCard.status',
  'simCard.tariffId',
  'simTariff.name as tariffName',
  'simCard.groupId',
  'simCard.orgId',
  'simGroup.name as groupName',
  'simCard.activatedAt',
  'simCard.tariffExpiresAt',
  'simCard.monthDataKb',
  'simCard.monthSms',
  'simCard.monthVoiceMin',
  'simCard.dataCapMb',
  'simCard.lastSeenAt',
  'simCard.imei',
  'simCard.imeiBound',
  'simCard.apn',
  'simCard.beId',
  'simCard.areaCode',
] as const;

/** Cards with their tariff and group names, as the card table shows them. */
export function cardsWithNames(db: Database) {
  return db
    .selectFrom('simCard')
    .innerJoin('simTariff', 'simTariff.id', 'simCard.tariffId')
    .leftJoin('simGroup', 'simGroup.id', 'simCard.groupId')
    .select(CARD_COLUMNS);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardsWithNames>['execute']>>[number];

/** A timestamp as the API answers it (ISO 8601), or null. */
export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A card row as the API answers it. */
export function toCardItem(r: CardRow): SimCardItem {
  return {
    iccid: r.iccid,
    msisdn: r.msisdn,
    imsi: r.imsi,
    kind: r.kind,
    status: r.status,
    tariffId: r.tariffId,
    tariffName: r.tariffName,
    groupId: r.groupId === null ? null : Number(r.groupId),
    groupName: r.groupName ?? null,
    activatedAt: iso(r.activatedAt),
    tariffExpiresAt: iso(r.tariffExpiresAt),
    monthDataKb: Number(r.monthDataKb),
    monthSms: r.monthSms,
    monthVoiceMin: r.monthVoiceMin,
    dataCapMb: r.dataCapMb,
    lastSeenAt: iso(r.lastSeenAt),
    imei: r.imei,
    imeiBound: r.imeiBound,
    apn: r.apn,
    beId: r.beId,
    provinceName: provinceName(r.beId),
    areaCode: r.areaCode,
  };
}

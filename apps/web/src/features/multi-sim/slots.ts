import type { SxDeviceDetail } from '@pn/shared';

export type SxBinding = SxDeviceDetail['bindings'][number];

/** One SIM slot of a device: its number and the card bound to it, if any. */
export interface SlotView {
  slot: number;
  binding: SxBinding | null;
}

/**
 * Every slot of the device in order, 1 to its model's slot count, each with its card (a
 * binding on a slot above the count, left from a model change, is still listed).
 */
export function slotsOf(detail: Pick<SxDeviceDetail, 'slots' | 'bindings'>): SlotView[] {
  const bySlot = new Map(detail.bindings.map((b) => [b.slot, b]));
  const last = Math.max(detail.slots, ...detail.bindings.map((b) => b.slot));
  return Array.from({ length: Math.max(0, last) }, (_, i) => ({
    slot: i + 1,
    binding: bySlot.get(i + 1) ?? null,
  }));
}

/** The slots a card can be bound to now. */
export function freeSlotsOf(detail: Pick<SxDeviceDetail, 'slots' | 'bindings'>): number[] {
  return slotsOf(detail)
    .filter((s) => s.binding === null && s.slot <= detail.slots)
    .map((s) => s.slot);
}

/** `卡槽2`. */
export const slotLabel = (slot: number) => `卡槽${slot}`;

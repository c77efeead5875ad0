import { SIM_LIMITS, SimMessages, type SimTariff } from '@pn/shared';
import { create } from 'zustand';
import { parseMsisdnList } from './msisdn-list';

/** The steps of a tariff change: cards, target tariff, confirmation, then the result. */
export const TariffStep = { CARDS: 0, TARGET: 1, CONFIRM: 2, RESULT: 3 } as const;
export type TariffStepValue = (typeof TariffStep)[keyof typeof TariffStep];

/** How the cards are chosen: ticked in the table of the current tariff, or pasted. */
export type CardSource = 'select' | 'paste';

export interface TariffChangeState {
  step: TariffStepValue;
  /** The tariff the cards are on now (spec §3 currentTariff). */
  currentTariff: SimTariff | null;
  /** Id of the tariff the cards move to (spec §3 targetTariff). */
  targetTariff: number | null;
  /** The target tariff itself, shown beside the current one (spec §3 targetTariffDetail). */
  targetTariffDetail: SimTariff | null;
  /** The MSISDNs submitted (spec §3 msisdnList), fixed when leaving the first step. */
  msisdnList: string[];
  cardSource: CardSource;
  /** MSISDNs ticked in the card table, across its pages. */
  selected: string[];
  /** The pasted text, kept as typed. */
  pasteText: string;
  /** The business request once submitted. */
  requestId: string | null;
}

const initial: TariffChangeState = {
  step: TariffStep.CARDS,
  currentTariff: null,
  targetTariff: null,
  targetTariffDetail: null,
  msisdnList: [],
  cardSource: 'select',
  selected: [],
  pasteText: '',
  requestId: null,
};

export const useTariffChange = create<TariffChangeState>(() => ({ ...initial }));

const set = useTariffChange.setState;
const get = useTariffChange.getState;

/** The MSISDNs the first step would submit, or why it cannot go on. */
export function cardsOf(state: TariffChangeState): { list: string[]; error: string | null } {
  if (state.cardSource === 'paste') {
    const parsed = parseMsisdnList(state.pasteText);
    return { list: parsed.valid, error: parsed.error };
  }
  if (state.selected.length === 0) return { list: [], error: SimMessages.MSISDN_LIST_EMPTY };
  if (state.selected.length > SIM_LIMITS.bulkMax)
    return { list: state.selected, error: SimMessages.MSISDN_LIST_TOO_LONG };
  return { list: state.selected, error: null };
}

export const tariffChange = {
  /** A new current tariff drops the cards ticked on the previous one and a target equal to it. */
  setCurrentTariff(tariff: SimTariff | null) {
    const s = get();
    if (s.currentTariff?.id === tariff?.id) return;
    const clashes = tariff !== null && s.targetTariff === tariff.id;
    set({
      currentTariff: tariff,
      selected: [],
      msisdnList: [],
      ...(clashes ? { targetTariff: null, targetTariffDetail: null } : {}),
    });
  },
  setCardSource(cardSource: CardSource) {
    set({ cardSource });
  },
  setSelected(selected: string[]) {
    set({ selected });
  },
  setPasteText(pasteText: string) {
    set({ pasteText });
  },
  /** Fixes the card list and moves to the target tariff; answers the blocking message, if any. */
  confirmCards(): string | null {
    const s = get();
    if (!s.currentTariff) return '请选择当前资费';
    const { list, error } = cardsOf(s);
    if (error) return error;
    set({ msisdnList: list, step: TariffStep.TARGET });
    return null;
  },
  /** Chooses the target tariff; refuses the current one. */
  setTargetTariff(tariff: SimTariff): string | null {
    if (tariff.id === get().currentTariff?.id) return SimMessages.TARIFF_SAME;
    set({ targetTariff: tariff.id, targetTariffDetail: tariff });
    return null;
  },
  confirmTarget(): string | null {
    const s = get();
    if (s.targetTariff === null || !s.targetTariffDetail) return SimMessages.TARIFF_REQUIRED;
    if (s.targetTariff === s.currentTariff?.id) return SimMessages.TARIFF_SAME;
    set({ step: TariffStep.CONFIRM });
    return null;
  },
  back() {
    const { step } = get();
    if (step === TariffStep.TARGET || step === TariffStep.CONFIRM)
      set({ step: (step - 1) as TariffStepValue });
  },
  submitted(requestId: string) {
    set({ requestId, step: TariffStep.RESULT });
  },
  /** Starts over with nothing chosen. */
  reset() {
    set({ ...initial });
  },
};

import type { SimCardItem, SimGroup } from '@pn/shared';
import { create } from 'zustand';
import { parseMsisdnList, type ParsedMsisdnList } from '../tariff/msisdn-list';

/** A member change sent for handling, whose result the members panel follows. */
export interface GroupRequest {
  requestId: string;
  action: 'joinGroup' | 'leaveGroup';
  groupId: number;
}

export interface GroupState {
  /** The group whose members panel is open (spec §3 currentRow). */
  currentRow: SimGroup | null;
  /** The member being removed (spec §3 currentMember). */
  currentMember: SimCardItem | null;
  /** MSISDNs typed to add to the current group, as typed (spec §3 msisdnForAdd). */
  msisdnForAdd: string;
  /** The group in the create/edit dialog: null to create; undefined when it is closed. */
  editing: SimGroup | null | undefined;
  /** The latest member change of the current group. */
  request: GroupRequest | null;
}

const initial: GroupState = {
  currentRow: null,
  currentMember: null,
  msisdnForAdd: '',
  editing: undefined,
  request: null,
};

export const useGroupStore = create<GroupState>(() => ({ ...initial }));

const set = useGroupStore.setState;
const get = useGroupStore.getState;

export const groupStore = {
  /** Opens the members of `row`; another group starts with nothing typed and no result. */
  openMembers(row: SimGroup) {
    const same = get().currentRow?.id === row.id;
    set(
      same
        ? { currentRow: row }
        : { currentRow: row, currentMember: null, msisdnForAdd: '', request: null },
    );
  },
  closeMembers() {
    set({ currentRow: null, currentMember: null });
  },
  /** Keeps the open panel's row in step with a refreshed list (members, usage). */
  refreshRow(rows: SimGroup[]) {
    const current = get().currentRow;
    if (!current) return;
    const fresh = rows.find((r) => r.id === current.id);
    if (fresh && fresh !== current) set({ currentRow: fresh });
  },
  setCurrentMember(member: SimCardItem | null) {
    set({ currentMember: member });
  },
  setMsisdnForAdd(msisdnForAdd: string) {
    set({ msisdnForAdd });
  },
  /** The typed MSISDNs, checked one by one. */
  parsedForAdd(): ParsedMsisdnList {
    return parseMsisdnList(get().msisdnForAdd);
  },
  /** Records a submitted member change; an added list is cleared once accepted. */
  submitted(request: GroupRequest) {
    set({
      request,
      currentMember: null,
      ...(request.action === 'joinGroup' ? { msisdnForAdd: '' } : {}),
    });
  },
  openCreate() {
    set({ editing: null });
  },
  openEdit(row: SimGroup) {
    set({ editing: row });
  },
  closeForm() {
    set({ editing: undefined });
  },
  /** A deleted group closes its panel. */
  removed(id: number) {
    if (get().currentRow?.id === id) set({ currentRow: null, currentMember: null, request: null });
  },
  reset() {
    set({ ...initial });
  },
};

/** Share of the pool used this month, in percent with one decimal (over 100 once overused). */
export function usedPercentOf(group: Pick<SimGroup, 'poolDataMb' | 'usedDataKb'>): number {
  if (group.poolDataMb <= 0) return group.usedDataKb > 0 ? 100 : 0;
  return Math.round((group.usedDataKb / 1024 / group.poolDataMb) * 1000) / 10;
}

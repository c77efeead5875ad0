import { SimMessages, type SimCardItem, type SimGroup } from '@pn/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { groupStore, usedPercentOf, useGroupStore } from './group-store';

const group = (id: number, patch: Partial<SimGroup> = {}): SimGroup => ({
  id,
  name: `群组${id}`,
  tariffId: 10,
  tariffName: '共享流量池',
  poolDataMb: 1024,
  usedDataKb: 0,
  members: 0,
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

const member = { msisdn: '14700000001', iccid: '89860000000000000001' } as SimCardItem;
const state = () => useGroupStore.getState();

describe('group store', () => {
  beforeEach(() => groupStore.reset());

  it('opens the members of a row and keeps what was typed for the same group only', () => {
    groupStore.openMembers(group(1));
    groupStore.setMsisdnForAdd('14700000001');
    groupStore.setCurrentMember(member);
    groupStore.openMembers(group(1, { members: 3 }));
    expect(state().currentRow?.members).toBe(3);
    expect(state().msisdnForAdd).toBe('14700000001');

    groupStore.openMembers(group(2));
    expect(state()).toMatchObject({ msisdnForAdd: '', currentMember: null, request: null });
    expect(state().currentRow?.id).toBe(2);

    groupStore.closeMembers();
    expect(state().currentRow).toBeNull();
  });

  it('checks the MSISDNs to add one by one', () => {
    groupStore.setMsisdnForAdd('14700000001\n123');
    expect(groupStore.parsedForAdd().error).toBe(SimMessages.MSISDN_INVALID);
    expect(groupStore.parsedForAdd().invalid).toEqual([{ line: 2, value: '123' }]);
    groupStore.setMsisdnForAdd('14700000001,14700000002');
    expect(groupStore.parsedForAdd()).toMatchObject({
      valid: ['14700000001', '14700000002'],
      error: null,
    });
  });

  it('clears the typed list once a join is accepted, not after a removal', () => {
    groupStore.openMembers(group(1));
    groupStore.setMsisdnForAdd('14700000001');
    groupStore.setCurrentMember(member);
    groupStore.submitted({ requestId: 'r1', action: 'leaveGroup', groupId: 1 });
    expect(state()).toMatchObject({ msisdnForAdd: '14700000001', currentMember: null });
    groupStore.submitted({ requestId: 'r2', action: 'joinGroup', groupId: 1 });
    expect(state().msisdnForAdd).toBe('');
    expect(state().request?.requestId).toBe('r2');
  });

  it('follows the refreshed list and closes the panel of a deleted group', () => {
    groupStore.openMembers(group(1));
    groupStore.refreshRow([group(2), group(1, { members: 5 })]);
    expect(state().currentRow?.members).toBe(5);
    groupStore.removed(2);
    expect(state().currentRow?.id).toBe(1);
    groupStore.removed(1);
    expect(state().currentRow).toBeNull();
  });

  it('opens the form to create or edit and closes it', () => {
    expect(state().editing).toBeUndefined();
    groupStore.openCreate();
    expect(state().editing).toBeNull();
    groupStore.openEdit(group(4));
    expect(state().editing?.id).toBe(4);
    groupStore.closeForm();
    expect(state().editing).toBeUndefined();
  });
});

describe('usedPercentOf', () => {
  it('is the share of the pool used, also when the pool is overused', () => {
    expect(usedPercentOf({ poolDataMb: 1024, usedDataKb: 512 * 1024 })).toBe(50);
    expect(usedPercentOf({ poolDataMb: 1000, usedDataKb: 333 * 1024 })).toBe(33.3);
    expect(usedPercentOf({ poolDataMb: 1, usedDataKb: 5 * 1024 })).toBe(500);
    expect(usedPercentOf({ poolDataMb: 0, usedDataKb: 1 })).toBe(100);
    expect(usedPercentOf({ poolDataMb: 0, usedDataKb: 0 })).toBe(0);
  });
});

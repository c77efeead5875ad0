import { afterEach, describe, expect, it } from 'vitest';
import { DNN_ENTRIES_KEY, readDnnEntries, writeDnnEntries } from './dnn-entries';

describe('DNN entry list in session storage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the entries written and reads them back', () => {
    const entries = [
      { id: 1, dnn: 'factory.sz.5gpn', status: 1 },
      { id: 2, dnn: 'office.sz.5gpn', status: 2 },
    ];
    writeDnnEntries(entries);
    expect(window.sessionStorage.getItem(DNN_ENTRIES_KEY)).toBe(JSON.stringify(entries));
    expect(readDnnEntries()).toEqual(entries);
  });

  it('reads nothing from a missing or malformed list and drops malformed entries', () => {
    expect(readDnnEntries()).toEqual([]);
    window.sessionStorage.setItem(DNN_ENTRIES_KEY, '{not json');
    expect(readDnnEntries()).toEqual([]);
    window.sessionStorage.setItem(
      DNN_ENTRIES_KEY,
      JSON.stringify([{ id: 3, dnn: 'port.hz.5gpn', status: 1 }, { id: 'x' }, null]),
    );
    expect(readDnnEntries()).toEqual([{ id: 3, dnn: 'port.hz.5gpn', status: 1 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { selectedTrade, tradeSearch } from './trade-param';

const trades = ['energy', 'port'];

describe('selectedTrade', () => {
  it('reads an industry that has cases', () => {
    expect(selectedTrade(new URLSearchParams('trade=port'), trades)).toBe('port');
  });

  it('lists everything for a missing, blank or unknown industry', () => {
    expect(selectedTrade(new URLSearchParams(''), trades)).toBeUndefined();
    expect(selectedTrade(new URLSearchParams('trade='), trades)).toBeUndefined();
    expect(selectedTrade(new URLSearchParams('trade=mining'), trades)).toBeUndefined();
  });
});

describe('tradeSearch', () => {
  it('sets or clears the industry and keeps other parameters', () => {
    expect(tradeSearch(new URLSearchParams('from=home'), 'port')).toBe('?from=home&trade=port');
    expect(tradeSearch(new URLSearchParams('trade=port'), 'energy')).toBe('?trade=energy');
    expect(tradeSearch(new URLSearchParams('trade=port&from=home'), undefined)).toBe('?from=home');
    expect(tradeSearch(new URLSearchParams('trade=port'), undefined)).toBe('');
  });

  it('starts the other industry at its first page', () => {
    expect(tradeSearch(new URLSearchParams('trade=port&page=3&pageSize=20'), 'energy')).toBe(
      '?trade=energy&pageSize=20',
    );
  });
});

import { SimMessages, type SimTariff } from '@pn/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardsOf, tariffChange, TariffStep, useTariffChange } from './tariff-store';

const tariff = (id: number, monthlyFee = 10): SimTariff => ({
  id,
  code: `T${id}`,
  name: `资费${id}`,
  kind: 1,
  monthlyFee,
  dataMb: 1024,
  sms: 10,
  voiceMin: 0,
  description: '',
  status: 1,
});

const state = () => useTariffChange.getState();

describe('tariff-change store', () => {
  beforeEach(() => tariffChange.reset());

  it('starts on the cards step with nothing chosen', () => {
    expect(state()).toMatchObject({
      step: TariffStep.CARDS,
      currentTariff: null,
      targetTariff: null,
      targetTariffDetail: null,
      msisdnList: [],
      requestId: null,
    });
  });

  it('walks the three steps to the result with the chosen cards and tariffs', () => {
    tariffChange.setCurrentTariff(tariff(1));
    tariffChange.setSelected(['14700000001', '14700000002']);
    expect(tariffChange.confirmCards()).toBeNull();
    expect(state().step).toBe(TariffStep.TARGET);
    expect(state().msisdnList).toEqual(['14700000001', '14700000002']);

    expect(tariffChange.setTargetTariff(tariff(2, 20))).toBeNull();
    expect(state().targetTariff).toBe(2);
    expect(state().targetTariffDetail?.monthlyFee).toBe(20);
    expect(tariffChange.confirmTarget()).toBeNull();
    expect(state().step).toBe(TariffStep.CONFIRM);

    tariffChange.back();
    expect(state().step).toBe(TariffStep.TARGET);
    expect(tariffChange.confirmTarget()).toBeNull();

    tariffChange.submitted('req-1');
    expect(state()).toMatchObject({ step: TariffStep.RESULT, requestId: 'req-1' });
    tariffChange.back();
    expect(state().step).toBe(TariffStep.RESULT);

    tariffChange.reset();
    expect(state().step).toBe(TariffStep.CARDS);
    expect(state().msisdnList).toEqual([]);
  });

  it('needs a current tariff and at least one card before going on', () => {
    expect(tariffChange.confirmCards()).toBe('请选择当前资费');
    tariffChange.setCurrentTariff(tariff(1));
    expect(tariffChange.confirmCards()).toBe(SimMessages.MSISDN_LIST_EMPTY);
    expect(state().step).toBe(TariffStep.CARDS);
  });

  it('takes pasted numbers and refuses a list with an invalid entry', () => {
    tariffChange.setCurrentTariff(tariff(1));
    tariffChange.setCardSource('paste');
    tariffChange.setPasteText('14700000001\n1470000\n');
    expect(tariffChange.confirmCards()).toBe(SimMessages.MSISDN_INVALID);
    expect(state().step).toBe(TariffStep.CARDS);
    expect(state().msisdnList).toEqual([]);

    tariffChange.setPasteText('14700000001\n14700000003,14700000001');
    expect(cardsOf(state()).list).toEqual(['14700000001', '14700000003']);
    expect(tariffChange.confirmCards()).toBeNull();
    expect(state().msisdnList).toEqual(['14700000001', '14700000003']);
  });

  it('uses only the chosen source: ticked cards are not sent in paste mode', () => {
    tariffChange.setCurrentTariff(tariff(1));
    tariffChange.setSelected(['14700000001']);
    tariffChange.setCardSource('paste');
    tariffChange.setPasteText('14700000009');
    expect(tariffChange.confirmCards()).toBeNull();
    expect(state().msisdnList).toEqual(['14700000009']);
  });

  it('refuses the current tariff as target and requires a target', () => {
    tariffChange.setCurrentTariff(tariff(1));
    tariffChange.setSelected(['14700000001']);
    tariffChange.confirmCards();
    expect(tariffChange.confirmTarget()).toBe(SimMessages.TARIFF_REQUIRED);
    expect(tariffChange.setTargetTariff(tariff(1))).toBe(SimMessages.TARIFF_SAME);
    expect(state().targetTariff).toBeNull();
    expect(state().step).toBe(TariffStep.TARGET);
  });

  it('a new current tariff drops the ticked cards and a target equal to it', () => {
    tariffChange.setCurrentTariff(tariff(1));
    tariffChange.setSelected(['14700000001']);
    tariffChange.setTargetTariff(tariff(2));
    tariffChange.setCurrentTariff(tariff(1));
    expect(state().selected).toEqual(['14700000001']);

    tariffChange.setCurrentTariff(tariff(2));
    expect(state().selected).toEqual([]);
    expect(state().targetTariff).toBeNull();
    expect(state().targetTariffDetail).toBeNull();

    tariffChange.setTargetTariff(tariff(3));
    tariffChange.setCurrentTariff(tariff(1));
    expect(state().targetTariff).toBe(3);
  });
});

import type { MarketDemandForm, MarketDemandSubmitResult } from '@pn/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Sends a market demand (the advice form with its captcha answer, uuid and source);
 * resolves with the demand's reference number.
 */
export function submitMarketDemand(form: MarketDemandForm): Promise<MarketDemandSubmitResult> {
  return api.post<MarketDemandSubmitResult>('sm/marketdemand', form);
}

export function useSubmitMarketDemand() {
  return useMutation({ mutationFn: submitMarketDemand });
}

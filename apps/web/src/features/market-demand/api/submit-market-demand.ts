import type { MarketDemandForm } from '@pn/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a market demand (the advice form with its captcha answer and uuid). */
export function submitMarketDemand(form: MarketDemandForm): Promise<unknown> {
  return api.post('sm/marketdemand', form);
}

export function useSubmitMarketDemand() {
  return useMutation({ mutationFn: submitMarketDemand });
}

import type { PortalOffer } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether the portal offers a product for ordering: it is on shelf with a SKU on shelf. */
export function isOrderable(offer: PortalOffer | undefined): boolean {
  return !!offer?.onShelf && offer.skus.length > 0;
}

/**
 * GET pm/product/portal/offer (public): what the catalogue offers of an orderable product.
 * Shares its cache key with the order flow's, so 立即订购 opens on an offer already read.
 */
export function usePortalOffer(code: string | undefined) {
  return useQuery({
    queryKey: ['offer', code],
    queryFn: ({ signal }) =>
      api.get<PortalOffer>('pm/product/portal/offer', { type: code }, { signal, background: true }),
    enabled: code !== undefined,
    staleTime: 60_000,
  });
}

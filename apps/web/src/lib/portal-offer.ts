import type { OrderType, PortalOffer } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether the portal offers a product for ordering: it is on shelf with a SKU on shelf. */
export function isOrderable(offer: PortalOffer | undefined): boolean {
  return !!offer?.onShelf && offer.skus.length > 0;
}

/**
 * GET pm/product/portal/offer (public): what the catalogue offers of an orderable product.
 * The product page and the order flow share its cache, so 立即订购 opens on an offer
 * already read; the order flow asks for it afresh (`staleTime` 0) so a new price shows at
 * once, the product page keeps it a minute and reads it in the background.
 */
export function usePortalOffer(
  type: OrderType | string | undefined,
  { staleTime = 60_000, background = true }: { staleTime?: number; background?: boolean } = {},
) {
  return useQuery({
    queryKey: ['offer', type],
    queryFn: ({ signal }) =>
      api.get<PortalOffer>('pm/product/portal/offer', { type: type! }, { signal, background }),
    enabled: type !== undefined,
    staleTime,
  });
}

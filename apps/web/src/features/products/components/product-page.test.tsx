import { productOf, type PortalOffer } from '@pn/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { PortalMemoryRouter } from '@/test/portal-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ProductPage } from './product-page';

const fetchMock = vi.fn<typeof fetch>();

const SKU: PortalOffer['skus'][number] = {
  id: 1,
  productId: 1,
  skuCode: 'A1-CARD',
  name: '业务加速·按卡',
  variant: '',
  priceFen: 2000,
  unit: '卡/月',
  billingPeriod: 'month',
  chargeBy: 'card',
  bandwidthTiers: [],
  onShelf: true,
  status: 1,
  updateTime: '2026-11-25 10:00:00',
};

function offer(onShelf: boolean, skus: PortalOffer['skus']) {
  const body: PortalOffer = { code: 'A1', name: '业务加速', onShelf, skus, customProps: [] };
  return new Response(JSON.stringify({ status: '0', message: '', result: body }));
}

function renderProduct(code: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PortalMemoryRouter initialEntries={[`/product/introduce/${code}`]}>
        <ProductPage product={productOf(code)!} />
      </PortalMemoryRouter>
    </QueryClientProvider>,
  );
}

const orderLink = () => screen.queryByRole('link', { name: '立即订购' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product page’s order button', () => {
  it('keeps its place while the offer loads, then links to the order page', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderProduct('A1');
    // Hidden from people and assistive technology, but taking its room in the banner.
    expect(orderLink()).toBeNull();
    const twin = screen.getByText('立即订购', { selector: 'span' });
    expect(twin.getAttribute('aria-hidden')).toBe('true');
    expect(twin.style.visibility).toBe('hidden');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/unionmallmanage/pm/product/portal/offer');
    expect(url.searchParams.get('type')).toBe('A1');

    answer(offer(true, [SKU]));
    await waitFor(() => expect(orderLink()?.getAttribute('href')).toBe('/product/order/A1'));
    expect(screen.queryByText('立即订购', { selector: 'span' })).toBeNull();
  });

  it('shows no order button for a product off shelf, or on shelf without a SKU', async () => {
    for (const answer of [offer(false, [SKU]), offer(true, [])]) {
      fetchMock.mockResolvedValueOnce(answer);
      renderProduct('A1');
      await waitFor(() => expect(screen.queryByText('立即订购')).toBeNull());
      expect(screen.getByRole('button', { name: '咨询专家' })).toBeTruthy();
      cleanup();
    }
  });

  it('shows no order button when the offer cannot be read', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
    renderProduct('A2');
    await waitFor(() => expect(screen.queryByText('立即订购')).toBeNull());
  });

  it('asks nothing of the catalogue for a product that is not ordered online', () => {
    renderProduct('B1');
    expect(orderLink()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

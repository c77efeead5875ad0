import type { ProductDef } from '@pn/shared';
import { useMemo } from 'react';
import { Link } from '@/lib/portal-nav';
import { ConsultButton } from '@/components/portal/consult-button';
import { PageBanner } from '@/components/portal/page-banner';
import { PageTabBar } from '@/components/portal/page-tab-bar';
import portal from '@/components/portal/portal.module.css';
import { usePageMeta } from '@/lib/page-meta';
import { productDetailOf } from '../content';
import { productPageModel } from '../product-page-model';
import { isOrderable, usePortalOffer } from '@/lib/portal-offer';
import { ProductSections } from './product-sections';
import { ProductSwitcher } from './product-switcher';
import { productText } from './text';

/** The portal page of one product (both /product/introduce/:type and /product/intro/:name). */
export function ProductPage({ product }: { product: ProductDef }) {
  const page = useMemo(() => productPageModel(product, productDetailOf(product.code)), [product]);
  const source = useMemo(
    () => ({ kind: 'product' as const, id: product.code, name: product.name }),
    [product],
  );
  usePageMeta(product.name, product.desc);
  // The order button follows the catalogue: shown once the offer says the product is on
  // shelf with a SKU to order; while it loads, a hidden twin keeps the banner's layout.
  const offer = usePortalOffer(page.orderHref ? product.code : undefined);
  const orderHref = page.orderHref && isOrderable(offer.data) ? page.orderHref : undefined;
  const orderPending = !!page.orderHref && offer.isPending;

  return (
    <>
      <PageBanner
        crumbs={page.crumbs}
        eyebrow={page.eyebrow}
        title={product.name}
        lead={page.lead}
        image={`/images/products/${product.code}.svg`}
        actions={
          <>
            {orderHref ? (
              <Link to={orderHref} className={portal.buttonLight}>
                {productText.order}
              </Link>
            ) : orderPending ? (
              <span className={portal.buttonLight} style={{ visibility: 'hidden' }} aria-hidden>
                {productText.order}
              </span>
            ) : null}
            <ConsultButton
              source={source}
              className={orderHref || orderPending ? portal.buttonGhost : portal.buttonLight}
              preloadWhenIdle
            >
              {productText.consult}
            </ConsultButton>
          </>
        }
      />
      <ProductSwitcher siblings={page.siblings} current={product.code} />
      <PageTabBar tabs={page.tabs} label={productText.tabBar} />
      <ProductSections page={page} />
    </>
  );
}

import type { ProductDef } from '@pn/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ConsultButton } from '@/components/portal/consult-button';
import { PageBanner } from '@/components/portal/page-banner';
import { PageTabBar } from '@/components/portal/page-tab-bar';
import portal from '@/components/portal/portal.module.css';
import { usePageMeta } from '@/lib/page-meta';
import { productDetailOf } from '../content';
import { productPageModel } from '../product-page-model';
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
            {page.orderHref ? (
              <Link to={page.orderHref} className={portal.buttonLight}>
                {productText.order}
              </Link>
            ) : null}
            <ConsultButton
              source={source}
              className={page.orderHref ? portal.buttonGhost : portal.buttonLight}
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

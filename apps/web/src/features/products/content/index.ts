import type { ProductCode } from '@pn/shared';
import { FAMILY_PRODUCT_DETAILS } from './families';
import { OTHER_PRODUCT_DETAILS } from './others';
import type { ProductDetail } from './types';

export type { ProductDetail } from './types';

const details = new Map<ProductCode, ProductDetail>(
  [...FAMILY_PRODUCT_DETAILS, ...OTHER_PRODUCT_DETAILS].map((d) => [d.code, d]),
);

/** The page copy of a product, or undefined when it has none. */
export function productDetailOf(code: ProductCode): ProductDetail | undefined {
  return details.get(code);
}

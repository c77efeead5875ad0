import { useParams } from '@/lib/portal-nav';
import { LazyNotFound as NotFound } from '@/components/errors/lazy-not-found';
import { ProductPage } from '@/features/products/components/product-page';
import { productOfRoute } from '@/features/products/product-page-model';

/** /product/introduce/:type — the service modes, capability atoms and 5G快线. */
export function Component() {
  const { type } = useParams();
  const product = productOfRoute('introduce', type);
  return product ? <ProductPage key={product.code} product={product} /> : <NotFound />;
}

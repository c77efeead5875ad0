import { useParams } from '@/lib/portal-nav';
import { LazyNotFound as NotFound } from '@/components/errors/lazy-not-found';
import { ProductPage } from '@/features/products/components/product-page';
import { productOfRoute } from '@/features/products/product-page-model';

/** /product/intro/:name — packages, network types, converged products, 5G-A and more. */
export function Component() {
  const { name } = useParams();
  const product = productOfRoute('intro', name);
  return product ? <ProductPage key={product.code} product={product} /> : <NotFound />;
}

import { isOrderType } from '@pn/shared';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OrderFlow } from '@/features/order/components/order-flow';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /product/order/{A1…A4, B3, B3_HA}: the three-step order flow (login required). */
export function Component() {
  const { type = '' } = useParams();
  useDocumentTitle(pageTitle('产品订购'));
  if (!isOrderType(type)) return <Navigate to={paths.notFound} replace />;
  return <OrderFlow key={type} type={type} />;
}

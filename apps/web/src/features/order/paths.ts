import { paths } from '@/config/paths';

/** The customer's detail page of an order (a monthly one also has its billing months). */
export const orderDetailPath = (id: number) => `${paths.userOrderDetail}?id=${id}`;
export const freqOrderDetailPath = (id: number) => `${paths.userFreqOrderDetail}?id=${id}`;

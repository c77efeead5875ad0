import { paths } from '@/config/paths';

/** The detail page of one of the enterprise's DNNs (its gateways). */
export const cpeDnnDetailPath = (id: number) => `${paths.cpeDnnDetail}?id=${id}`;

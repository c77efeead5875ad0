import { paths } from '@/config/paths';

/** The detail page of an A1 instance. */
export const instanceDetailPath = (id: number) => paths.orderedA1Detail.replace(':id', String(id));

/** The session list showing one instance's sessions. */
export const instanceSessionsPath = (id: number) => `${paths.a1Sessions}?instanceId=${id}`;

import { z } from 'zod';

/** The national root of the division tree: never offered in area lists (spec §5). */
export const NATIONAL_AREA_ID = '001';

/** Children of one area: `parentAreaId` omitted, empty or 001 lists the provinces. */
export const AreaChildrenQuerySchema = z.object({
  parentAreaId: z
    .string()
    .trim()
    .regex(/^(\d{1,12})?$/, '地区编号格式不正确')
    .optional(),
});
export type AreaChildrenQuery = z.infer<typeof AreaChildrenQuerySchema>;

export const AreaItemSchema = z.object({
  /** Six-digit GB/T 2260 code: 440000 广东省, 440300 深圳市, 440305 南山区. */
  areaId: z.string(),
  areaName: z.string(),
  /** 1 province, 2 city, 3 district. */
  level: z.number().int(),
  /** No children below it (a district, or a city without districts). */
  isLeaf: z.boolean(),
});
export type AreaItem = z.infer<typeof AreaItemSchema>;
export const AreaListSchema = z.array(AreaItemSchema);

/**
 * Provinces of the operator's organisation with their province codes (beId).
 * The national level uses `NATIONAL_BE_ID`. Full mainland divisions (cities, districts)
 * are data in the database, not here.
 */
export const NATIONAL_BE_ID = '000';

export interface Province {
  beId: string;
  name: string;
  /** Pinyin key used by province-specific behaviour (e.g. SMS code method). */
  key: string;
  /** Division code of the province (GB/T 2260), as used by the area tree. */
  gbCode: string;
}

export const PROVINCES: readonly Province[] = [
  { beId: '100', name: '北京', key: 'beijing', gbCode: '110000' },
  { beId: '220', name: '天津', key: 'tianjin', gbCode: '120000' },
  { beId: '311', name: '河北', key: 'hebei', gbCode: '130000' },
  { beId: '351', name: '山西', key: 'shanxi', gbCode: '140000' },
  { beId: '471', name: '内蒙古', key: 'neimenggu', gbCode: '150000' },
  { beId: '240', name: '辽宁', key: 'liaoning', gbCode: '210000' },
  { beId: '431', name: '吉林', key: 'jilin', gbCode: '220000' },
  { beId: '451', name: '黑龙江', key: 'heilongjiang', gbCode: '230000' },
  { beId: '210', name: '上海', key: 'shanghai', gbCode: '310000' },
  { beId: '250', name: '江苏', key: 'jiangsu', gbCode: '320000' },
  { beId: '571', name: '浙江', key: 'zhejiang', gbCode: '330000' },
  { beId: '551', name: '安徽', key: 'anhui', gbCode: '340000' },
  { beId: '591', name: '福建', key: 'fujian', gbCode: '350000' },
  { beId: '791', name: '江西', key: 'jiangxi', gbCode: '360000' },
  { beId: '531', name: '山东', key: 'shandong', gbCode: '370000' },
  { beId: '371', name: '河南', key: 'henan', gbCode: '410000' },
  { beId: '270', name: '湖北', key: 'hubei', gbCode: '420000' },
  { beId: '731', name: '湖南', key: 'hunan', gbCode: '430000' },
  { beId: '200', name: '广东', key: 'guangdong', gbCode: '440000' },
  { beId: '771', name: '广西', key: 'guangxi', gbCode: '450000' },
  { beId: '898', name: '海南', key: 'hainan', gbCode: '460000' },
  { beId: '230', name: '重庆', key: 'chongqing', gbCode: '500000' },
  { beId: '280', name: '四川', key: 'sichuan', gbCode: '510000' },
  { beId: '851', name: '贵州', key: 'guizhou', gbCode: '520000' },
  { beId: '871', name: '云南', key: 'yunnan', gbCode: '530000' },
  { beId: '891', name: '西藏', key: 'xizang', gbCode: '540000' },
  { beId: '290', name: '陕西', key: 'shaanxi', gbCode: '610000' },
  { beId: '931', name: '甘肃', key: 'gansu', gbCode: '620000' },
  { beId: '971', name: '青海', key: 'qinghai', gbCode: '630000' },
  { beId: '951', name: '宁夏', key: 'ningxia', gbCode: '640000' },
  { beId: '991', name: '新疆', key: 'xinjiang', gbCode: '650000' },
];

export function provinceName(beId: string | null | undefined): string {
  if (beId === NATIONAL_BE_ID) return '全国';
  return PROVINCES.find((p) => p.beId === beId)?.name ?? '';
}

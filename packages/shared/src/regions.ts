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
}

export const PROVINCES: readonly Province[] = [
  { beId: '100', name: '北京', key: 'beijing' },
  { beId: '220', name: '天津', key: 'tianjin' },
  { beId: '311', name: '河北', key: 'hebei' },
  { beId: '351', name: '山西', key: 'shanxi' },
  { beId: '471', name: '内蒙古', key: 'neimenggu' },
  { beId: '240', name: '辽宁', key: 'liaoning' },
  { beId: '431', name: '吉林', key: 'jilin' },
  { beId: '451', name: '黑龙江', key: 'heilongjiang' },
  { beId: '210', name: '上海', key: 'shanghai' },
  { beId: '250', name: '江苏', key: 'jiangsu' },
  { beId: '571', name: '浙江', key: 'zhejiang' },
  { beId: '551', name: '安徽', key: 'anhui' },
  { beId: '591', name: '福建', key: 'fujian' },
  { beId: '791', name: '江西', key: 'jiangxi' },
  { beId: '531', name: '山东', key: 'shandong' },
  { beId: '371', name: '河南', key: 'henan' },
  { beId: '270', name: '湖北', key: 'hubei' },
  { beId: '731', name: '湖南', key: 'hunan' },
  { beId: '200', name: '广东', key: 'guangdong' },
  { beId: '771', name: '广西', key: 'guangxi' },
  { beId: '898', name: '海南', key: 'hainan' },
  { beId: '230', name: '重庆', key: 'chongqing' },
  { beId: '280', name: '四川', key: 'sichuan' },
  { beId: '851', name: '贵州', key: 'guizhou' },
  { beId: '871', name: '云南', key: 'yunnan' },
  { beId: '891', name: '西藏', key: 'xizang' },
  { beId: '290', name: '陕西', key: 'shaanxi' },
  { beId: '931', name: '甘肃', key: 'gansu' },
  { beId: '971', name: '青海', key: 'qinghai' },
  { beId: '951', name: '宁夏', key: 'ningxia' },
  { beId: '991', name: '新疆', key: 'xinjiang' },
];

export function provinceName(beId: string | null | undefined): string {
  if (beId === NATIONAL_BE_ID) return '全国';
  return PROVINCES.find((p) => p.beId === beId)?.name ?? '';
}

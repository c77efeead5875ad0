import type { ColumnType, Generated } from 'kysely';

/** 设备管理 › 生态设备 (migration 2026_11_28_000500). */

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** A date column: written as YYYY-MM-DD; read it with to_char (drivers differ). */
type DateText = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface EcoDeviceTable {
  id: Generated<number>;
  vendor: string;
  productName: string;
  productModel: string;
  category: string;
  protocol: Generated<string>;
  networks: Json<string[]>;
  /** certified, testing, expired. */
  certState: Generated<string>;
  certNo: Generated<string>;
  certDate: DateText;
  picture: Generated<string>;
  summary: Generated<string>;
  description: Generated<string>;
  specs: Json<{ label: string; value: string }[]>;
  sortNum: Generated<number>;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface EcoDeviceRequestTable {
  id: Generated<number>;
  ecoDeviceId: number;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  quantity: number;
  contact: string;
  phone: string;
  remark: Generated<string>;
  createdBy: number | null;
  createdAt: Stamp;
  /** The customer work order the request opened (migration 000800). */
  workOrderId: Generated<number | null>;
}

export interface SaasTables {
  ecoDevice: EcoDeviceTable;
  ecoDeviceRequest: EcoDeviceRequestTable;
}

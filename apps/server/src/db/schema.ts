import type { ColumnType, Generated } from 'kysely';
import type { ClientLogKind, ContentRow } from '@pn/shared';
import type { AlarmTables } from './schema-alarm.js';
import type { CommerceTables } from './schema-commerce.js';
import type { DeviceTables } from './schema-device.js';
import type { IndustryTables } from './schema-industry.js';
import type { NetworkTables } from './schema-network.js';
import type { OtaTables } from './schema-ota.js';
import type { SaasTables } from './schema-saas.js';
import type { SimTables } from './schema-sim.js';

/** Timestamps: written as Date or ISO string, read as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Id = Generated<number>;

export interface ProvinceTable {
  beId: string;
  name: string;
  sortNum: number;
}

export interface EnterpriseCustomerTable {
  id: Id;
  custCode: string;
  name: string;
  beId: string;
  cityCode: string;
  cityName: string;
  industry: string;
  creditCode: string;
  contactName: string;
  contactTel: string;
  /** 1 active, 0 suspended (its accounts cannot log in). */
  status: Generated<number>;
  contractNo: Generated<string>;
  /** Dates (YYYY-MM-DD). */
  contractStart: ColumnType<Date | null, string | null | undefined, string | null>;
  contractEnd: ColumnType<Date | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type AccountKind = 'customer' | 'admin' | 'operator' | 'visitor';

export interface AccountTable {
  id: Id;
  loginAccount: string;
  passwordHash: string;
  kind: AccountKind;
  /** Display name of the account (user name). */
  name: string;
  realName: string;
  tel: string | null;
  email: string | null;
  customerId: number | null;
  parentAccountId: number | null;
  /** 0 national, 1 province, 2 city; administrators only. */
  adminLevel: number | null;
  beId: string;
  areaCode: string;
  areaName: Generated<string>;
  department: string | null;
  /** The organisation node a sub-account sits in (null: the whole enterprise). */
  orgId: Generated<number | null>;
  /** The 4A account of operator-side users. */
  securityAccount: string | null;
  /** 1 active, 0 disabled. */
  status: Generated<number>;
  failedLoginCount: Generated<number>;
  lockedUntil: NullableTimestamp;
  lastLoginAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RoleTable {
  id: Id;
  code: string;
  name: string;
  description: string;
  /** Who the role is for: customer, admin, operator or visitor. */
  audience: AccountKind;
  /** The enterprise that defined the role for its sub-accounts; null for platform roles. */
  customerId: Generated<number | null>;
  /** Grants its menus for viewing only: every write through them is refused. */
  readOnly: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Generated<Date>;
  /** Set when an operator sets the role's menus: the start-up seed no longer adds grants. */
  grantsEditedAt: Generated<Date | null>;
}

export interface WorkOrderTable {
  id: Id;
  orderNo: string;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  accountId: number | null;
  category: string;
  priority: number;
  title: string;
  description: string;
  relatedType: string | null;
  relatedRef: Generated<string>;
  attachments: ColumnType<string[], string | undefined, string>;
  status: Generated<string>;
  assigneeId: number | null;
  slaDueAt: Timestamp;
  firstResponseAt: NullableTimestamp;
  resolvedAt: NullableTimestamp;
  closedAt: NullableTimestamp;
  reopenCount: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface WorkOrderMessageTable {
  id: Id;
  workOrderId: number;
  accountId: number | null;
  side: string;
  content: string;
  attachments: ColumnType<string[], string | undefined, string>;
  createdAt: Timestamp;
}

export interface OrganizationTable {
  id: Id;
  customerId: number;
  parentId: number | null;
  name: string;
  sortNum: Generated<number>;
  /** Ids from the root to the node itself: "/3/7/". */
  path: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountRoleTable {
  accountId: number;
  roleId: number;
}

export interface AnnouncementTable {
  id: Id;
  title: string;
  content: string;
  /** 0 draft, 1 published, 2 withdrawn. */
  status: Generated<number>;
  /** Where the notice shows: 1 portal header, 2 console. */
  place: Generated<number>;
  releaseTime: NullableTimestamp;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * The client-reported log (前端上报): what the web client says about itself, non-success
 * responses (kind 'error') and slow page loads (kind 'page_load'). Never a fact the server
 * saw; the operation log (oper_log) is written by the server only.
 */
export interface ClientErrorLogTable {
  id: Id;
  kind: ColumnType<ClientLogKind, ClientLogKind | undefined, never>;
  transId: string;
  status: string;
  message: string;
  /** page_load: the page's address and title as the client gave them, and its load time (ms). */
  pageUrl: ColumnType<string, string | undefined, string>;
  title: ColumnType<string, string | undefined, string>;
  timeDelay: number | null;
  accountId: number | null;
  ip: string;
  userAgent: string;
  createdAt: Timestamp;
}

export interface OperLogTable {
  id: Id;
  status: string;
  operType: number;
  operUrl: string;
  title: string;
  /** 0 server-recorded API call, 1 client-reported record. */
  operatorType: number;
  timeDelay: number;
  userType: number;
  operParam: string | null;
  bodyParam: string | null;
  code: string;
  errorMsg: string | null;
  accountId: number | null;
  loginAccount: string | null;
  beId: string | null;
  areaCode: string | null;
  ip: string;
  createdAt: Timestamp;
}

export interface MenuTable {
  id: string;
  parentId: string | null;
  name: string;
  portalUrl: string;
  orderId: number;
  navigateMethod: number;
  isBorderBottom: boolean;
  activeMenu: string;
  menuGroup: string;
  kind: string;
  icon: string;
  hidden: Generated<boolean>;
  /** Set when an operator edits the row: the start-up seed leaves it alone from then on. */
  editedAt: Generated<Date | null>;
  /** Added in the back-office editor (not part of the built-in catalogue). */
  custom: Generated<boolean>;
}

export interface RoleMenuTable {
  roleId: number;
  menuId: string;
}

/** A console entry a province project does not offer: its accounts do not hold it. */
export interface MenuProvinceExclusionTable {
  menuId: string;
  beId: string;
  createdAt: Generated<Timestamp>;
}

export interface AccountMenuTable {
  accountId: number;
  menuId: string;
}

export interface SessionTable {
  id: Id;
  tokenHash: string;
  accountId: number;
  visitor: boolean;
  platId: string | null;
  loginMethod: string;
  ip: string;
  userAgent: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  idleExpiresAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
}

export interface LoginAttemptTable {
  id: Id;
  loginAccount: string;
  accountId: number | null;
  method: string;
  success: boolean;
  reason: string;
  ip: string;
  createdAt: Timestamp;
}

export interface CaptchaTable {
  uuid: string;
  answerHash: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface SmsCodeTable {
  id: Id;
  tel: string;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  consumedAt: NullableTimestamp;
  ip: string;
  createdAt: Timestamp;
}

export interface SmsOutboxTable {
  id: Id;
  tel: string;
  content: string;
  purpose: string;
  createdAt: Timestamp;
}

/** The last number drawn per prefix and China-time day (see lib/daily-number.ts). */
export interface DailySequenceTable {
  prefix: string;
  /** YYYYMMDD */
  day: string;
  lastValue: number;
  createdAt: Generated<Date>;
}

/** A message to one account (migration 2026_11_24_000001). */
export interface AccountNoticeTable {
  id: Id;
  accountId: number;
  /** order, alarm, approval, system */
  category: string;
  title: string;
  content: Generated<string>;
  link: Generated<string>;
  readAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface ExportPermissionTable {
  id: Id;
  accountId: number;
  adminType: number | null;
  beId: string;
  areaCode: string;
  department: string;
  location: string;
  applyAccount: string;
  status: Generated<number>;
  approverId: number | null;
  decidedAt: NullableTimestamp;
  remark: string | null;
  createdAt: Timestamp;
}

/** A jsonb list of editor rows: read parsed, written as JSON text. */
export type ContentRows = ColumnType<ContentRow[], string | undefined, string>;

export interface IndustryTable {
  /** Stable key shared with the catalogue (energy, port, …). */
  id: string;
  name: string;
  sortNum: Generated<number>;
  icon: Generated<string>;
  description: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SuccessCaseTable {
  /** The case's pkId. */
  id: Id;
  /** Built-in key (powerGrid, …); null for editor-made cases. */
  type: string | null;
  name: string;
  /** Industry id. */
  trade: string | null;
  front: Generated<string>;
  banner: Generated<string>;
  background: Generated<string>;
  businessNeeds: ContentRows;
  resolveTitle: Generated<string>;
  resolveDesc: Generated<string>;
  resolvePic: Generated<string>;
  /** JSON text of [{code, desc}]. */
  serviceContent: Generated<string>;
  serviceDesc: Generated<string>;
  value: Generated<string>;
  /** 0 draft, 1 published. */
  state: Generated<number>;
  publishedAt: NullableTimestamp;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SolutionTable {
  id: Id;
  type: string | null;
  methodName: string;
  methodDesc: Generated<string>;
  fontPic: Generated<string>;
  bannerPic: Generated<string>;
  trade: string | null;
  businessNeeds: ContentRows;
  appScenes: ContentRows;
  customerCases: ContentRows;
  /** JSON text of [{checked, desc}]. */
  net5gContent: Generated<string>;
  net5gDesc: Generated<string>;
  resolveTitle: Generated<string>;
  resolveDesc: Generated<string>;
  resolvePic: Generated<string>;
  sceneContent: Generated<string>;
  state: Generated<number>;
  authorized: Generated<boolean>;
  publishedAt: NullableTimestamp;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface NewsInsightTable {
  id: Id;
  title: string;
  summary: Generated<string>;
  /** HTML body. */
  content: Generated<string>;
  cover: Generated<string>;
  source: Generated<string>;
  /** 0 draft, 1 published, 2 withdrawn. */
  status: Generated<number>;
  releaseTime: Timestamp;
  viewCount: Generated<number>;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SsoTokenUseTable {
  tokenHash: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

/** A ticket a new-tab menu entry carries to a partner host (only its hash is kept). */
export interface ExternalLinkTicketTable {
  id: Generated<number>;
  ticketHash: string;
  /** The partner host the ticket was issued for; the exchange must name it. */
  audience: string;
  menuId: string;
  accountId: number;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** Mainland administrative divisions (province, city, district) and the national root. */
export interface AreaTable {
  /** Division code (GB/T 2260 style; '001' is the national root, never listed). */
  areaId: string;
  parentId: string | null;
  areaName: string;
  /** 0 national, 1 province, 2 city, 3 district. */
  level: number;
  sortNum: Generated<number>;
}

/** A visitor's market demand (advice) from the portal widget. */
export interface MarketDemandTable {
  id: Id;
  companyName: string;
  companyProvince: string;
  companyProvinceId: string;
  companyCity: string;
  companyCityId: string;
  companyDistrict: string;
  companyDistrictId: string;
  userName: string;
  userTel: string;
  userEmail: string;
  userMarketDemand: string;
  /** 0 general demand (the only type the portal sends). */
  marketDemandType: Generated<number>;
  /** 0 new, 1 following up, 2 closed. */
  status: Generated<number>;
  clientIp: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** XQ + China-time day (YYYYMMDD) + that day's 6-digit sequence; unique. */
  refNo: string;
  /** Where the demand was left (MARKET_DEMAND_SOURCE_KINDS); null before sources were kept. */
  sourceKind: string | null;
  /** Product code or record id; empty for a page without an item. */
  sourceId: Generated<string>;
  sourceName: Generated<string>;
  /** Who took the demand at its last follow-up. */
  assigneeName: string | null;
  assigneeTel: string | null;
}

/** Reference-number counters of market demands, one row per China-time day. */
/** One 跟进 or 关闭 of a market demand. */
export interface MarketDemandFollowUpTable {
  id: Id;
  demandId: number;
  action: 'follow' | 'close';
  note: Generated<string>;
  assigneeName: string | null;
  assigneeTel: string | null;
  operatorId: number | null;
  operatorName: string;
  createdAt: Timestamp;
}

/** Hits counted by a rate limit, per bucket (what is limited) and key (who). */
export interface RateLimitHitTable {
  id: Id;
  bucket: string;
  key: string;
  createdAt: Timestamp;
}

/** A question the portal chatbot can answer; operators maintain them. */
export interface FaqTable {
  id: Id;
  question: string;
  /** Words that route a question here when no question matches exactly. */
  keywords: string[];
  answer: string;
  /** Topic: product, order, sim, billing, console, support… */
  category: string;
  /** Offered as a clickable hot question. */
  hot: Generated<boolean>;
  sortNum: Generated<number>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One saved state of a case, solution, news item or notice (content management). */
export interface ContentVersionTable {
  id: Id;
  entityType: 'case' | 'solution' | 'news' | 'notice';
  entityId: number;
  /** 1, 2, … per record. */
  version: number;
  /** original, create, update, publish, withdraw, authorize, revoke, delete. */
  action: string;
  /** The record as its detail endpoint shows it: written as JSON text, read parsed. */
  snapshot: ColumnType<Record<string, unknown>, string, string>;
  operCode: Generated<string>;
  operatorId: number | null;
  operatorAccount: Generated<string>;
  createdAt: Timestamp;
}

/** A content-gateway token (stored hashed), good for one session until it expires. */
export interface ContentSecurityTokenTable {
  tokenHash: string;
  sessionId: number;
  accountId: number;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

/** A picture uploaded by an operator; the bytes live in the file storage under `path`. */
export interface UploadedFileTable {
  id: Id;
  path: string;
  folder: string;
  contentType: string;
  size: number;
  originalName: Generated<string>;
  uploadedBy: number | null;
  createdAt: Timestamp;
}

/** An application scene of an industry, shown on the portal when enabled. */
export interface ApplicationSceneTable {
  id: Id;
  name: string;
  /** The industry the scene belongs to. */
  industryId: string;
  description: Generated<string>;
  picture: Generated<string>;
  sortNum: Generated<number>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A further industry (category) a scene is shown under. */
export interface IndustrySceneTable {
  industryId: string;
  sceneId: number;
  sortNum: Generated<number>;
}

/** A market application (应用市场); the four tabs are sanitised HTML. */
export interface MarketApplicationTable {
  id: Id;
  industryId: string | null;
  sceneId: number | null;
  applicationName: string;
  logoAddress: Generated<string>;
  description: Generated<string>;
  enterpriseName: Generated<string>;
  enterpriseLogoAddress: Generated<string>;
  phoneNum: Generated<string>;
  details: Generated<string>;
  instructions: Generated<string>;
  configuration: Generated<string>;
  updateLog: Generated<string>;
  /** 0 draft, 1 published, 2 withdrawn. */
  state: Generated<number>;
  publishedAt: NullableTimestamp;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface MarketApplicationVersionTable {
  id: Id;
  applicationId: number;
  /** 1, 2, … per application. */
  version: number;
  /** original, create, update, publish, withdraw, delete. */
  action: string;
  /** The application as the back-office detail shows it: written as JSON text, read parsed. */
  snapshot: ColumnType<Record<string, unknown>, string, string>;
  operCode: Generated<string>;
  operatorId: number | null;
  operatorAccount: Generated<string>;
  createdAt: Timestamp;
}

export interface DB
  extends
    SimTables,
    CommerceTables,
    NetworkTables,
    DeviceTables,
    AlarmTables,
    OtaTables,
    IndustryTables,
    SaasTables {
  area: AreaTable;
  marketDemand: MarketDemandTable;
  marketDemandFollowUp: MarketDemandFollowUpTable;
  rateLimitHit: RateLimitHitTable;
  faq: FaqTable;
  ssoTokenUse: SsoTokenUseTable;
  externalLinkTicket: ExternalLinkTicketTable;
  menu: MenuTable;
  roleMenu: RoleMenuTable;
  menuProvinceExclusion: MenuProvinceExclusionTable;
  accountMenu: AccountMenuTable;
  session: SessionTable;
  loginAttempt: LoginAttemptTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
  exportPermission: ExportPermissionTable;
  accountNotice: AccountNoticeTable;
  dailySequence: DailySequenceTable;
  province: ProvinceTable;
  enterpriseCustomer: EnterpriseCustomerTable;
  account: AccountTable;
  role: RoleTable;
  organization: OrganizationTable;
  workOrder: WorkOrderTable;
  workOrderMessage: WorkOrderMessageTable;
  accountRole: AccountRoleTable;
  announcement: AnnouncementTable;
  clientErrorLog: ClientErrorLogTable;
  operLog: OperLogTable;
  industry: IndustryTable;
  successCase: SuccessCaseTable;
  solution: SolutionTable;
  newsInsight: NewsInsightTable;
  contentVersion: ContentVersionTable;
  contentSecurityToken: ContentSecurityTokenTable;
  uploadedFile: UploadedFileTable;
  applicationScene: ApplicationSceneTable;
  industryScene: IndustrySceneTable;
  marketApplication: MarketApplicationTable;
  marketApplicationVersion: MarketApplicationVersionTable;
}

/** Business constants and limits (spec §9). Both sides import these; no magic numbers elsewhere. */

/** API base path. */
export const API_BASE = '/unionmallmanage';
/** Request timeout in milliseconds. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** Lazy chunk load timeout in milliseconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Delay before redirecting to login after the session expired. */
export const RELOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The largest value a PostgreSQL integer column holds: an id or reference past it names no
 * row, and sent to the database it fails the query, so schemas refuse it as input.
 */
export const DB_INT_MAX = 2_147_483_647;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
/** Largest page size the server accepts for ordinary lists. */
export const PAGE_SIZE_MAX = 50;
/** Page size the portal uses to fetch every published case or solution. */
export const CONTENT_FETCH_PAGE_SIZE = 1000;
/** Largest page size the server accepts for the portal's "fetch everything published" calls. */
export const PAGE_SIZE_MAX_CONTENT = 1000;

export const BACK_TO_TOP_OFFSET_PX = 500;
export const SCROLL_ANIMATION_MS = 500;

/** Page loads slower than this are reported. */
export const PAGE_LOAD_REPORT_THRESHOLD_MS = 3000;
export const PAGE_LOAD_REPORT_DEBOUNCE_MS = 500;

export const RESEND_COUNTDOWN_S = 60;
export const SPINNER_MS = 1000;
export const CLICK_LOCK_MS = 1000;

export const NOTICE_TITLE_MAX = 30;

export const DIALOG_WIDTH = {
  advice: 600,
  confirm: 464,
  chatbot: 800,
  exportApply: 800,
  drawer: 635,
} as const;
export const SIDE_MENU_WIDTH = 170;

/** Fixed header value sent with authenticated requests. */
export const ROUTE_VALUE = '1001';

/** Administrator levels. */
export const AdminLevel = { NATIONAL: 0, PROVINCE: 1, CITY: 2 } as const;
export type AdminLevel = (typeof AdminLevel)[keyof typeof AdminLevel];

/** Account types by login-account format (operation-log userType). */
export const UserType = { ENTERPRISE: 0, OTHER: 1, MOBILE: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Operation types of the operation log. */
export const OperType = { LOGIN: 0, LOGOUT: 1, OTHER: 2, BROWSE: 3 } as const;

/** Notice (announcement) states and places. */
export const NoticeStatus = { DRAFT: 0, PUBLISHED: 1, WITHDRAWN: 2 } as const;
export const NoticePlace = { PORTAL: 1, CONSOLE: 2 } as const;

/**
 * Limits of the client log uploads (client-reported errors and slow page loads): rows per
 * upload and the length of each field. Together with CLIENT_LOG_RATE_LIMITS they bound how
 * much one address or one session can store.
 */
export const CLIENT_LOG_LIMITS = {
  batch: 50,
  transId: 64,
  message: 500,
  status: 32,
  operUrl: 500,
  title: 100,
} as const;

/**
 * Client log uploads (both endpoints together) per client address and per session: a
 * signed-in account, or the session itself for visitors, who share one account. An address
 * may be an office behind one gateway, so it gets more than a session. Every accepted upload
 * counts, whatever it holds; a refused one stores nothing.
 */
export const CLIENT_LOG_RATE_LIMITS = {
  perAddress: [
    { seconds: 60, max: 10 },
    { seconds: 60 * 60, max: 60 },
  ],
  perSession: [
    { seconds: 60, max: 5 },
    { seconds: 60 * 60, max: 30 },
  ],
} as const;

/** Content record states. */
export const ContentState = { DRAFT: 0, PUBLISHED: 1 } as const;

/** Login protection. */
export const LOGIN_LIMITS = {
  /** Wrong passwords before the account locks. */
  maxFailures: 5,
  lockMinutes: 15,
  /** Wrong passwords after which an image captcha is required. */
  captchaAfterFailures: 3,
  /**
   * Failed logins from one client address (over all accounts) in `addressWindowSeconds`
   * after which every login from it needs the image captcha, and after which it is refused.
   */
  addressCaptchaAfterFailures: 10,
  addressMaxFailures: 30,
  addressWindowSeconds: 600,
} as const;

/** SMS verification codes. */
export const SMS_LIMITS = {
  codeLength: 6,
  validMinutes: 5,
  resendSeconds: 60,
  dailyPerNumber: 10,
  /** Wrong entries before a code is void. */
  maxAttempts: 5,
  /**
   * Codes anyone may ask for without logging in (login, password reset, registration), each
   * after an image captcha: at most this many from one client address…
   */
  publicPerAddress: [
    { seconds: 3600, max: 10 },
    { seconds: 86_400, max: 20 },
  ],
  /** …and to numbers of one prefix (number segment and region: the first 7 digits). */
  publicPerPrefix: [
    { seconds: 3600, max: 20 },
    { seconds: 86_400, max: 60 },
  ],
  prefixDigits: 7,
} as const;

/** Image captcha. */
export const CAPTCHA_LIMITS = { validMinutes: 5, length: 4 } as const;

/** Session lifetime. Defaults; the server reads its own from the environment. */
export const SESSION_DEFAULTS = { idleMinutes: 30, absoluteHours: 12 } as const;

/** Purposes an SMS code is sent for (each code is good for its purpose only). */
export const SmsPurpose = {
  LOGIN: 'login',
  BIND: 'bind',
  REGISTER: 'register',
  RESET: 'reset',
  VERIFY: 'verify',
} as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** Provinces whose SMS code is requested with POST; the others use GET (spec §7). */
export const SMS_POST_PROVINCES: readonly string[] = ['yunnan', 'guangxi', 'fujian', 'zhejiang'];

/** Export-permission application states. */
export const ExportPermissionStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** Header names. */
export const Headers = {
  USER_TOKEN: 'UserToken',
  CST_TOKEN: 'csttoken',
  CUST_CODE: 'custCode',
  BE_ID: 'beId',
  ROUTE_VALUE: 'routeValue',
  MALL_TOKEN: 'mallToken',
  PLAT_ID: 'platId',
} as const;

/** News-insight states: drafts and withdrawn items never reach the portal. */
export const NewsStatus = { DRAFT: 0, PUBLISHED: 1, WITHDRAWN: 2 } as const;

/** Rows the success-case editor allows in its business-needs list (spec §5). */
export const CASE_BUSINESS_NEEDS_MAX = 8;
/** Rows the solution editor allows in each of its lists (spec §5). */
export const SOLUTION_BUSINESS_NEEDS_MAX = 4;
export const SOLUTION_APP_SCENES_MAX = 8;
export const SOLUTION_CUSTOMER_CASES_MAX = 5;

/** Character limits of content records (cases, solutions, news, industries). */
export const CONTENT_LIMITS = {
  /** Case name, solution method name, industry name. */
  name: 50,
  /** Titles: list rows, resolve titles, news titles. */
  title: 100,
  /** Short descriptions: list-row descriptions, summaries. */
  summary: 500,
  /** Long text fields (background, value, descriptions). */
  text: 5000,
  /** JSON text fields (serviceContent, net5gContent). */
  json: 10_000,
  /** Picture paths and links. */
  url: 500,
  /** Search keyword. */
  keyword: 50,
  /** News body (HTML). */
  newsContent: 100_000,
} as const;

/** The portal's edition: only the national (all-country) edition is configured (spec §1). */
export const PortalEdition = { NATIONAL: 'national', PROVINCE: 'province' } as const;
export type PortalEdition = (typeof PortalEdition)[keyof typeof PortalEdition];

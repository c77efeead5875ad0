import { create } from 'zustand';
import { storage } from './storage';

/** The login info of spec §3, each field kept in localStorage under its own name. */
export interface LoginInfo {
  name: string;
  token: string;
  custCode: string;
  beId: string;
  username: string;
  loginAccount: string;
}

/** `ctInfo` in localStorage: the identity handed to embedded/partner pages. */
export interface CtInfo {
  name: string;
  tel: string;
  username: string;
  /** The account id, as text. */
  userId: string;
  token: string;
  platId: string;
}

/** `userInfo` in localStorage. */
export interface StoredUserInfo {
  loginAccount: string;
  realName: string;
}

/** What a successful login answers (LoginResult of @pn/shared, kept structural here). */
export interface LoginOutcome extends LoginInfo {
  accountId: number | string;
  realName: string;
  tel: string;
  platId?: string;
}

/** The parts of the session the interface shows besides the login info. */
export interface AccountProfile {
  accountId: string;
  realName: string;
  /** As the server sent it; display it with maskPhone(). */
  tel: string;
  platId: string;
}

const LOGIN_INFO_KEYS = [
  'name',
  'token',
  'custCode',
  'beId',
  'username',
  'loginAccount',
] as const satisfies readonly (keyof LoginInfo)[];

/** localStorage keys of the session (spec §3). */
export const StorageKey = {
  VISITOR: 'isVisitor',
  CT_INFO: 'ctInfo',
  ACCOUNT_ID: 'accountId',
  USER_INFO: 'userInfo',
  PLAT_ID: 'platId',
  CUST_ID: 'custId',
  IS_5G_CPE: 'is5GCPE',
  /** Service-provider (mall) record; its `mallToken` is sent as a header when present. */
  SERVICE_PROVIDER: 'serviceProvider',
  ERROR_LOGS: 'errorLogList',
  PORTAL_TIME_DELAY: 'portalTimeDelay',
  LOGIN_TIME_FAIL: 'loginTimeFail',
  LOGIN_FAIL_ERROR: 'loginFailError',
  LOGIN_TIME: 'loginTime',
  API_CALL_DELAY: 'apiCallDelay',
  PERFORMANCE: 'performance',
  /** The area (console or back office) each account last worked in: where its next login lands. */
  LAST_AREA: 'lastArea',
} as const;

/**
 * Keys that survive clearUser(): timing records and the error-log queue, which are
 * reported after the next login, and the area each account last worked in.
 */
export const KEPT_ON_CLEAR: readonly string[] = [
  StorageKey.PORTAL_TIME_DELAY,
  StorageKey.LOGIN_TIME_FAIL,
  StorageKey.LOGIN_FAIL_ERROR,
  StorageKey.LOGIN_TIME,
  StorageKey.API_CALL_DELAY,
  StorageKey.PERFORMANCE,
  StorageKey.ERROR_LOGS,
  StorageKey.LAST_AREA,
];

interface SessionState {
  loginInfo: LoginInfo | null;
  isVisitor: boolean;
  profile: AccountProfile | null;
}

function readLoginInfo(): LoginInfo | null {
  if (!storage.get('token')) return null;
  const info = {} as Record<keyof LoginInfo, string>;
  for (const key of LOGIN_INFO_KEYS) info[key] = storage.get(key) ?? '';
  return info;
}

function readProfile(): AccountProfile | null {
  if (!storage.get('token')) return null;
  const ctInfo = storage.getJson<Partial<CtInfo>>(StorageKey.CT_INFO);
  const userInfo = storage.getJson<Partial<StoredUserInfo>>(StorageKey.USER_INFO);
  return {
    accountId: storage.get(StorageKey.ACCOUNT_ID) ?? '',
    realName: userInfo?.realName ?? '',
    tel: ctInfo?.tel ?? '',
    platId: storage.get(StorageKey.PLAT_ID) ?? '',
  };
}

function readState(): SessionState {
  return {
    loginInfo: readLoginInfo(),
    isVisitor: storage.get(StorageKey.VISITOR) === 'true',
    profile: readProfile(),
  };
}

/** The session store; zustand holds only the session (server state belongs to TanStack Query). */
export const useSession = create<SessionState>()(() => readState());

/** The current token, or '' when nobody is logged in. */
/** Spec §4: entering a console path records when (and where) it started. */
export function recordConsoleEntry(path: string, at: number = Date.now()): void {
  storage.setJson(StorageKey.PERFORMANCE, { startTime: at, path });
}

export function getToken(): string {
  return useSession.getState().loginInfo?.token ?? '';
}

export function getLoginInfo(): LoginInfo | null {
  return useSession.getState().loginInfo;
}

/** The name the interface shows for the user: real name, else name, else account. */
export function displayNameOf(state: Pick<SessionState, 'loginInfo' | 'profile'>): string {
  return (
    state.profile?.realName ||
    state.loginInfo?.name ||
    state.loginInfo?.username ||
    state.loginInfo?.loginAccount ||
    ''
  );
}

/** Stores the login info (and the visitor flag) after a successful login. */
export function setLoginInfo(info: LoginInfo, options: { visitor?: boolean } = {}): void {
  for (const key of LOGIN_INFO_KEYS) storage.set(key, info[key] ?? '');
  const isVisitor = options.visitor ?? false;
  storage.set(StorageKey.VISITOR, String(isVisitor));
  useSession.setState({ loginInfo: { ...info }, isVisitor, profile: readProfile() });
}

/**
 * Stores everything spec §3 keeps after a login: the login info fields, ctInfo, accountId,
 * userInfo, platId and the visitor flag.
 */
export function storeLoginOutcome(outcome: LoginOutcome, options: { visitor?: boolean } = {}) {
  const accountId = String(outcome.accountId ?? '');
  const platId = outcome.platId ?? '';
  const ctInfo: CtInfo = {
    name: outcome.name,
    tel: outcome.tel,
    username: outcome.username,
    userId: accountId,
    token: outcome.token,
    platId,
  };
  const userInfo: StoredUserInfo = {
    loginAccount: outcome.loginAccount,
    realName: outcome.realName,
  };
  storage.setJson(StorageKey.CT_INFO, ctInfo);
  storage.set(StorageKey.ACCOUNT_ID, accountId);
  storage.setJson(StorageKey.USER_INFO, userInfo);
  if (platId) storage.set(StorageKey.PLAT_ID, platId);
  else storage.remove(StorageKey.PLAT_ID);
  setLoginInfo(
    {
      name: outcome.name,
      token: outcome.token,
      custCode: outcome.custCode,
      beId: outcome.beId,
      username: outcome.username,
      loginAccount: outcome.loginAccount,
    },
    options,
  );
}

/** Records a new phone number for the logged-in account (after binding it). */
export function updateStoredTel(tel: string): void {
  const ctInfo = storage.getJson<CtInfo>(StorageKey.CT_INFO);
  if (ctInfo) storage.setJson(StorageKey.CT_INFO, { ...ctInfo, tel });
  useSession.setState({ profile: readProfile() });
}

/** Forgets the user: wipes localStorage except the timing records and the error-log queue. */
export function clearUser(): void {
  for (const key of storage.keys()) {
    if (!KEPT_ON_CLEAR.includes(key)) storage.remove(key);
  }
  useSession.setState({ loginInfo: null, isVisitor: false, profile: null });
}

/** Re-reads the session when another tab logs in or out. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'token' || event.key === StorageKey.VISITOR) {
      useSession.setState(readState());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

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
  ERROR_LOGS: 'errorLogList',
  PORTAL_TIME_DELAY: 'portalTimeDelay',
  LOGIN_TIME_FAIL: 'loginTimeFail',
  LOGIN_FAIL_ERROR: 'loginFailError',
  LOGIN_TIME: 'loginTime',
  API_CALL_DELAY: 'apiCallDelay',
  PERFORMANCE: 'performance',
} as const;

/**
 * Keys that survive clearUser(): timing records and the error-log queue, which are
 * reported after the next login.
 */
const KEPT_ON_CLEAR: readonly string[] = [
  StorageKey.PORTAL_TIME_DELAY,
  StorageKey.LOGIN_TIME_FAIL,
  StorageKey.LOGIN_FAIL_ERROR,
  StorageKey.LOGIN_TIME,
  StorageKey.API_CALL_DELAY,
  StorageKey.PERFORMANCE,
  StorageKey.ERROR_LOGS,
];

interface SessionState {
  loginInfo: LoginInfo | null;
  isVisitor: boolean;
}

function readLoginInfo(): LoginInfo | null {
  if (!storage.get('token')) return null;
  const info = {} as Record<keyof LoginInfo, string>;
  for (const key of LOGIN_INFO_KEYS) info[key] = storage.get(key) ?? '';
  return info;
}

function readState(): SessionState {
  return { loginInfo: readLoginInfo(), isVisitor: storage.get(StorageKey.VISITOR) === 'true' };
}

/** The session store; zustand holds only the session (server state belongs to TanStack Query). */
export const useSession = create<SessionState>()(() => readState());

/** The current token, or '' when nobody is logged in. */
export function getToken(): string {
  return useSession.getState().loginInfo?.token ?? '';
}

export function getLoginInfo(): LoginInfo | null {
  return useSession.getState().loginInfo;
}

/** Stores the login info (and the visitor flag) after a successful login. */
export function setLoginInfo(info: LoginInfo, options: { visitor?: boolean } = {}): void {
  for (const key of LOGIN_INFO_KEYS) storage.set(key, info[key] ?? '');
  const isVisitor = options.visitor ?? false;
  storage.set(StorageKey.VISITOR, String(isVisitor));
  useSession.setState({ loginInfo: { ...info }, isVisitor });
}

/** Forgets the user: wipes localStorage except the timing records and the error-log queue. */
export function clearUser(): void {
  for (const key of storage.keys()) {
    if (!KEPT_ON_CLEAR.includes(key)) storage.remove(key);
  }
  useSession.setState({ loginInfo: null, isVisitor: false });
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

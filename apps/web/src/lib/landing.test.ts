import { afterEach, describe, expect, it } from 'vitest';
import { adminMenus, customerMenus, editorMenus } from '@/test/menus';
import { landingPath, rememberArea, rememberedArea } from './landing';
import { setLoginInfo, StorageKey } from './session';

describe('where a login lands', () => {
  afterEach(() => localStorage.clear());

  it('sends customers to the console and staff with back-office menus to the back office', () => {
    expect(landingPath(customerMenus(), null)).toBe('/control');
    expect(landingPath(adminMenus(), null)).toBe('/admin');
    expect(landingPath(editorMenus(), null)).toBe('/admin');
  });

  it('returns to the area last worked in, while the account still holds it', () => {
    expect(landingPath(adminMenus(), 'console')).toBe('/control');
    expect(landingPath(customerMenus(), 'admin')).toBe('/control');
  });

  it('remembers the area per account', () => {
    const login = (loginAccount: string) =>
      setLoginInfo({
        name: loginAccount,
        token: `t-${loginAccount}`,
        custCode: '',
        beId: '000',
        username: loginAccount,
        loginAccount,
      });
    login('admin');
    rememberArea('console');
    login('gd_admin');
    rememberArea('admin');
    rememberArea('tourist');
    expect(rememberedArea('admin')).toBe('console');
    expect(rememberedArea('gd_admin')).toBe('admin');
    expect(rememberedArea('editor')).toBeNull();
    expect(JSON.parse(localStorage.getItem(StorageKey.LAST_AREA) ?? '{}')).toEqual({
      admin: 'console',
      gd_admin: 'admin',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isLoginPage, loginHref, safeRedirect } from './paths';

describe('the login page and the redirect back', () => {
  it('knows the login page by its whole path, not by the word in it', () => {
    for (const href of ['/login', '/login/', '/login?redirect=%2Fcontrol', '/login#sms']) {
      expect(isLoginPage(href), href).toBe(true);
    }
    for (const href of [
      '/admin/system/login-log',
      '/admin/system/login-log?success=false',
      '/loginHelp',
      '/login-log',
      '/control/login',
      '/home?from=/login',
    ]) {
      expect(isLoginPage(href), href).toBe(false);
    }
  });

  it('returns to pages whose path mentions login, never to the login page itself', () => {
    expect(safeRedirect('/admin/system/login-log', '/control')).toBe('/admin/system/login-log');
    expect(safeRedirect('/admin/system/login-log?method=sms&page=2', '/control')).toBe(
      '/admin/system/login-log?method=sms&page=2',
    );
    expect(safeRedirect('/login', '/control')).toBe('/control');
    expect(safeRedirect('/login/', '/control')).toBe('/control');
    expect(safeRedirect('/login?redirect=%2Fhome', '/control')).toBe('/control');
    expect(safeRedirect('//evil.example.com', '/control')).toBe('/control');
    expect(safeRedirect('https://evil.example.com', '/control')).toBe('/control');
    expect(safeRedirect('/\\evil', '/control')).toBe('/control');
    expect(safeRedirect(null, '/control')).toBe('/control');
  });

  it('sends to login remembering where to come back to', () => {
    expect(loginHref('/admin/system/login-log')).toBe(
      '/login?redirect=%2Fadmin%2Fsystem%2Flogin-log',
    );
    expect(
      safeRedirect(
        new URLSearchParams(loginHref('/admin/system/login-log').split('?')[1]).get('redirect'),
        '/control',
      ),
    ).toBe('/admin/system/login-log');
  });
});

import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/lib/route-handle';
import { customerMenus, editorMenus } from '@/test/menus';
import {
  permissionRoutesOf,
  screenChildRoutes,
  type ScreenChildRegistry,
  type ScreenRegistry,
} from './permission-routes';

const lazyScreen = async () => ({ Component: () => null });

// A build with the SIM overview and card table, and two sub-pages of the card table.
const REGISTRY: ScreenRegistry = {
  '/control/home': lazyScreen,
  '/control/SIM/overview': lazyScreen,
  '/control/SIM/manage': lazyScreen,
};
const known = (url: string) => Object.hasOwn(REGISTRY, url);
const CHILDREN: ScreenChildRegistry = {
  '/control/SIM/manage': [
    { path: '/control/SIM/manage/serviceInfo/result', title: '办理结果', lazy: lazyScreen },
    { path: '/control/SIM/manage/serviceInfo', title: '业务办理查询', lazy: lazyScreen },
  ],
};

const paths = (routes: { path?: string }[]) => routes.map((r) => r.path);

describe('sub-pages of menu screens', () => {
  it('registers them beside their parent screen when the parent is granted', () => {
    const { console } = permissionRoutesOf(
      { groups: customerMenus(), permissions: [] },
      REGISTRY,
      known,
      CHILDREN,
    );
    expect(paths(console)).toEqual([
      '/control/home',
      '/control/SIM',
      '/control/SIM/overview',
      '/control/SIM/manage',
      '/control/SIM/manage/serviceInfo/result',
      '/control/SIM/manage/serviceInfo',
    ]);
    const result = console.find((r) => r.path === '/control/SIM/manage/serviceInfo/result');
    expect(result?.id).toBe('menu:/control/SIM/manage/serviceInfo/result');
    expect(result?.lazy).toBe(CHILDREN['/control/SIM/manage']![0]!.lazy);
    expect(typeof result?.loader).toBe('function');
  });

  it('gives the breadcrumb parent › intermediate sub-page › sub-page, links on all but the last', () => {
    const { console } = permissionRoutesOf(
      { groups: customerMenus(), permissions: [] },
      REGISTRY,
      known,
      CHILDREN,
    );
    const crumbsOf = (path: string) =>
      (console.find((r) => r.path === path)?.handle as RouteHandle).crumbs;
    expect(crumbsOf('/control/SIM/manage/serviceInfo')).toEqual([
      { title: '物联网卡', path: '/control/SIM' },
      { title: '卡片管理', path: '/control/SIM/manage' },
      { title: '业务办理查询' },
    ]);
    expect(crumbsOf('/control/SIM/manage/serviceInfo/result')).toEqual([
      { title: '物联网卡', path: '/control/SIM' },
      { title: '卡片管理', path: '/control/SIM/manage' },
      { title: '业务办理查询', path: '/control/SIM/manage/serviceInfo' },
      { title: '办理结果' },
    ]);
  });

  it('registers no sub-page without its parent menu', () => {
    const { console } = permissionRoutesOf(
      { groups: editorMenus(), permissions: [] },
      REGISTRY,
      known,
      CHILDREN,
    );
    expect(paths(console).some((p) => p?.startsWith('/control/SIM'))).toBe(false);
  });

  it('gives folders (redirect routes) no sub-pages', () => {
    const folder = {
      area: 'console' as const,
      portalUrl: '/control/SIM/manage',
      kind: 'redirect' as const,
      index: false,
      crumbs: [{ title: '卡片管理' }],
    };
    expect(screenChildRoutes(folder, CHILDREN)).toEqual([]);
    expect(screenChildRoutes({ ...folder, kind: 'screen' }, CHILDREN)).toHaveLength(2);
    expect(screenChildRoutes({ ...folder, kind: 'screen' }, {})).toEqual([]);
  });
});

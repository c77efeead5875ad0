import type { ComponentType } from 'react';

/**
 * A lazy route whose screen uses antd: loads antd's providers (AntdScope) beside the route's
 * code and renders the screen inside them. Portal routes without it stay free of antd.
 */
export function withAntd<T extends { Component?: ComponentType | null }>(
  load: () => Promise<T>,
): () => Promise<T> {
  return async () => {
    const [route, { AntdScope }] = await Promise.all([
      load(),
      import('@/components/antd/antd-scope'),
    ]);
    if (!route.Component) return route;
    const Screen: ComponentType = route.Component;
    function AntdScreen() {
      return (
        <AntdScope>
          <Screen />
        </AntdScope>
      );
    }
    return { ...route, Component: AntdScreen };
  };
}

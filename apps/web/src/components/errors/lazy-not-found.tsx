import { lazy, Suspense } from 'react';

// The 404 page is antd's Result: pages that render without antd load it (and its providers)
// only when an address names nothing.
const ScopedNotFound = lazy(async () => {
  const [{ NotFound }, { AntdScope }] = await Promise.all([
    import('./not-found'),
    import('@/components/antd/antd-scope'),
  ]);
  return {
    default: function AntdNotFound() {
      return (
        <AntdScope>
          <NotFound />
        </AntdScope>
      );
    },
  };
});

/** The 404 page, for screens that otherwise use no antd. */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <ScopedNotFound />
    </Suspense>
  );
}

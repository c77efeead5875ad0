import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { CoreProvider } from './core-provider';

/** The whole app on `router`: the browser's in the page, a memory router when prerendering. */
export function App({ router }: { router: DataRouter }) {
  return (
    <CoreProvider>
      <RouterProvider router={router} />
    </CoreProvider>
  );
}

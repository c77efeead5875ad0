import type { ReactNode } from 'react';
import { AntdScope } from '@/components/antd/antd-scope';
import { CoreProvider } from './core-provider';

export { theme } from '@/components/antd/antd-scope';

/** The app's providers with antd's around everything (component tests). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <CoreProvider>
      <AntdScope>{children}</AntdScope>
    </CoreProvider>
  );
}

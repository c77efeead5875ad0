import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { queryClient } from '@/lib/query-client';

/**
 * What every area needs: the query cache and the last-resort error page. antd's providers
 * (components/antd/antd-scope) wrap only the areas and dialogs that use antd.
 */
export function CoreProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </QueryClientProvider>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from '@/lib/chunk';
import { common, errors } from '@/locales/zh-CN/common';
import { ErrorPage } from './error-page';

/**
 * Error boundary of the route tree: lazy chunks that failed or timed out get a retry,
 * anything else the crash page. (Unknown paths never get here: '*' routes catch them.)
 */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) {
    return (
      <ErrorPage
        title={error.reason === 'timeout' ? errors.chunkTimeoutTitle : errors.chunkFailedTitle}
        detail={errors.chunkDetail}
        retryLabel={common.retry}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={errors.notFound} detail={errors.notFoundDetail} />;
  }
  console.error(error);
  return <ErrorPage />;
}

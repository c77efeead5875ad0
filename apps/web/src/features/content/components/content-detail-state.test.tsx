import { Status } from '@pn/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { PortalMemoryRouter } from '@/test/portal-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ContentDetailState } from './content-detail-state';

const notFound = {
  message: '未找到该案例',
  hint: '您可以返回客户案例列表。',
  backLabel: '返回客户案例',
};

function renderState(
  query: { data?: { name: string }; error?: Error; isPending?: boolean },
  missing = false,
) {
  const refetch = vi.fn();
  render(
    <PortalMemoryRouter>
      <ContentDetailState
        query={{
          data: query.data,
          error: query.error ?? null,
          isPending: !!query.isPending,
          refetch,
        }}
        missing={missing}
        notFound={notFound}
        listPath="/case"
      >
        {(detail) => <h1>{detail.name}</h1>}
      </ContentDetailState>
    </PortalMemoryRouter>,
  );
  return refetch;
}

describe('ContentDetailState', () => {
  it('shows the record once loaded', () => {
    renderState({ data: { name: '港口远控' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('港口远控');
  });

  it("shows the server's reason for a missing record, and a way back to the list", () => {
    const error = new ApiError({
      status: Status.NOT_FOUND,
      message: '案例不存在或未发布',
      httpStatus: 404,
      kind: 'status',
      requestId: 'r',
    });
    renderState({ error }, true);
    expect(screen.getByText('案例不存在或未发布')).toBeTruthy();
    expect(screen.getByText(notFound.hint)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回客户案例' }).getAttribute('href')).toBe('/case');
  });

  it('falls back to its own message when the address names no record', () => {
    renderState({}, true);
    expect(screen.getByText(notFound.message)).toBeTruthy();
  });

  it('offers a retry when loading failed for another reason', () => {
    const refetch = renderState({ error: new Error('network') });
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

import { Status } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { contentKeyOf, isContentMissing } from './portal-content-detail';

const key = (query: string) => contentKeyOf(new URLSearchParams(query));

const apiError = (status: string) =>
  new ApiError({ status, message: 'm', httpStatus: 400, kind: 'status', requestId: 'r' });

describe('contentKeyOf', () => {
  it('prefers a valid id over the type (caseHref writes both)', () => {
    expect(key('type=smartPort&id=12')).toEqual({ id: 12 });
  });

  it('falls back to the type when the id is missing or unusable', () => {
    expect(key('type=smartPort')).toEqual({ type: 'smartPort' });
    expect(key('type=smartPort&id=abc')).toEqual({ type: 'smartPort' });
    expect(key('type=smartPort&id=0')).toEqual({ type: 'smartPort' });
    expect(key('type=smartPort&id=-3')).toEqual({ type: 'smartPort' });
    expect(key('type=%20smartPort%20&id=')).toEqual({ type: 'smartPort' });
  });

  it('is null when neither names a record', () => {
    expect(key('')).toBeNull();
    expect(key('id=x&type=')).toBeNull();
    expect(key('id=99999999999999999999')).toBeNull();
  });
});

describe('isContentMissing', () => {
  it('is true for a not-found or rejected address, false for other failures', () => {
    expect(isContentMissing(apiError(Status.NOT_FOUND))).toBe(true);
    expect(isContentMissing(apiError(Status.VALIDATION_FAILED))).toBe(true);
    expect(isContentMissing(apiError(Status.INTERNAL_ERROR))).toBe(false);
    expect(isContentMissing(new Error('boom'))).toBe(false);
    expect(isContentMissing(null)).toBe(false);
  });
});

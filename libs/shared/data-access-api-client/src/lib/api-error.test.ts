import { ApiError, hasStatus, isForbidden, isNotFound } from './api-error';

describe('reading a failed call', () => {
  const notFound = new ApiError('Registration not found', 404, 'NOT_FOUND');
  const forbidden = new ApiError('No access', 403, 'FORBIDDEN');
  const offline = new ApiError('Network error', null, null);

  it('tells a 404 from other failures', () => {
    expect(isNotFound(notFound)).toBe(true);
    expect(isNotFound(forbidden)).toBe(false);
    expect(isNotFound(offline)).toBe(false);
  });

  it('tells a 403 from other failures', () => {
    expect(isForbidden(forbidden)).toBe(true);
    expect(isForbidden(notFound)).toBe(false);
  });

  it('reads only what the API client produced', () => {
    expect(isNotFound({ status: 404 })).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(hasStatus(new ApiError('Method not allowed', 405, null), 405)).toBe(true);
  });
});

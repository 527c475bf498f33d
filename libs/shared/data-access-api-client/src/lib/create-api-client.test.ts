import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS } from './create-api-client';

type Reply = { status: number; data?: unknown } | { error: string };

/** Replaces the network: answers every request with `reply` and records what was sent. */
function fakeNetwork(reply: Reply) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    if ('error' in reply) throw new AxiosError('network', reply.error, config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  return { adapter, sent };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('uses the configured base URL, a 30 s timeout and the bearer ID token', async () => {
    const net = fakeNetwork({ status: 200, data: { data: [] } });
    const client = createApiClient({
      baseURL: '/api-svc/v1',
      adapter: net.adapter,
      getIdToken: async () => 'id-token',
    });
    await client.get('/events/active');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(net.sent[0].baseURL).toBe('/api-svc/v1');
    expect(net.sent[0].timeout).toBe(30_000);
    expect(AxiosHeaders.from(net.sent[0].headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('sends no Authorization header without a token', async () => {
    const net = fakeNetwork({ status: 200, data: {} });
    await createApiClient({ baseURL: '/x', adapter: net.adapter, getIdToken: async () => null }).get('/contents');
    expect(AxiosHeaders.from(net.sent[0].headers).has('Authorization')).toBe(false);
  });

  it.each([
    [{ error: AxiosError.ECONNABORTED }, 'get', 'Connection timeout. Please check your network and try again.'],
    [{ error: AxiosError.ETIMEDOUT }, 'post', 'Connection timeout. Please check your network and try again.'],
    [{ status: 500, data: {} }, 'get', 'An error has occurred'],
    [{ status: 502, data: '<html>bad gateway</html>' }, 'get', 'An error has occurred'],
    [{ status: 400, data: { message: '  ', code: 'BAD_REQUEST' } }, 'post', 'An error has occurred'],
    [{ status: 404, data: { message: 'Event not found', code: 'NOT_FOUND' } }, 'get', 'Event not found'],
    [
      { status: 400, data: { message: 'LimitExceededException: Attempt limit exceeded, please try after some time.' } },
      'post',
      'The code you entered is incorrect more than 5 times. Please try after few minutes or resend email to receive the new code.',
    ],
    [
      { status: 403, data: { message: 'Forbidden', code: 'FORBIDDEN_READ' } },
      'get',
      'You do not have permission to access this data',
    ],
    [
      { status: 403, data: { message: 'Forbidden', code: 'FORBIDDEN_WRITE' } },
      'put',
      'You do not have permission to trigger this action',
    ],
    [{ status: 403, data: {} }, 'delete', 'You do not have permission to trigger this action'],
    [{ error: AxiosError.ERR_NETWORK }, 'get', 'An error has occurred'],
  ] as const)('%o on %s → %s', async (reply, method, message) => {
    const client = createApiClient({ baseURL: '/api-svc/v1', adapter: fakeNetwork(reply).adapter });
    const error = await failureOf(client.request({ url: '/x', method }));
    expect(error.message).toBe(message);
  });

  it('keeps the status, code and field errors', async () => {
    const body = {
      message: 'Invalid input',
      code: 'BAD_REQUEST',
      errors: [{ field: 'email', message: 'This field is required' }],
    };
    const client = createApiClient({ baseURL: '/', adapter: fakeNetwork({ status: 400, data: body }).adapter });
    const error = await failureOf(client.post('/x', {}));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', errors: body.errors, message: 'Invalid input' });
  });

  it('calls the 401 hook once per unauthorised answer and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseURL: '/',
      onUnauthorized,
      adapter: fakeNetwork({ status: 401, data: { message: 'Token expired', code: 'UNAUTHORIZED' } }).adapter,
    });
    const error = await failureOf(client.get('/me'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0]).toBe(error);
  });

  it('translates its own messages', async () => {
    const client = createApiClient({
      baseURL: '/',
      translate: (key) => `t:${key}`,
      adapter: fakeNetwork({ error: AxiosError.ECONNABORTED }).adapter,
    });
    expect((await failureOf(client.get('/x'))).message).toBe('t:errors.timeout');
  });
});

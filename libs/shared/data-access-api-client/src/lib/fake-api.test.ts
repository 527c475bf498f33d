import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { fakeApiAdapter, listReply } from './fake-api';

describe('fakeApiAdapter', () => {
  it('answers through the handler and records each call with its parsed body', async () => {
    const { adapter, calls } = fakeApiAdapter((call) =>
      call.url === '/things' ? [201, { data: { id: 't1' } }] : undefined,
    );
    const client = createApiClient({ baseURL: '/api-svc/v1', adapter });
    expect((await client.post('/things', { name: 'Tapa' }, { params: { draft: true } })).data).toEqual({
      data: { id: 't1' },
    });
    expect(calls).toEqual([{ method: 'POST', url: '/things', params: { draft: true }, body: { name: 'Tapa' } }]);
  });

  it('answers what the handler leaves with a 404 naming the call, which the client turns into an ApiError', async () => {
    const { adapter } = fakeApiAdapter(() => undefined);
    const client = createApiClient({ baseURL: '/api-svc/v1', adapter });
    const error = await client.get('/nowhere').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No fake for GET /nowhere' });
  });

  it('shapes one page of a list as the API does', () => {
    expect(listReply(['a', 'b'], 7)).toEqual({ data: ['a', 'b'], hasNext: false, payloadSize: 2, totalRecords: 7 });
  });
});

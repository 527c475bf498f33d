import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { MainEvent } from '@festival/shared-util-api-contracts';

// Test support, for unit tests and stories: the network replaced at the axios adapter, so the
// real client, hooks and error mapping run. Nothing in the apps calls these.

/** One request as the fake API saw it. */
export interface ApiCall {
  /** Upper case: GET, POST, PUT… */
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** The JSON body parsed, or the raw data (a File for an upload). */
  body: unknown;
}

export type ApiReply = [status: number, data: unknown];
/** Answers a call; undefined leaves it to the next handler, or to a 404 naming the call. */
export type ApiHandler = (call: ApiCall) => ApiReply | undefined;

/** The response axios gives for `config`, thrown as axios throws it when the status is 400 or over. */
export function replyTo(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config, request: {} };
  if (status >= 400)
    throw new AxiosError(
      'failed',
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  return response;
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** An axios adapter answering through `handler`, and every call it saw, in order. */
export function fakeApiAdapter(handler: ApiHandler): { adapter: AxiosAdapter; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: ApiCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown>) },
      body: bodyOf(config.data),
    };
    calls.push(call);
    const [status, data] = handler(call) ?? [
      404,
      { message: `No fake for ${call.method} ${call.url}`, code: 'NOT_FOUND' },
    ];
    return replyTo(config, status, data);
  };
  return { adapter, calls };
}

/** One page of a list, as the API answers it. */
export const listReply = <T>(items: T[], total = items.length) => ({
  data: items,
  hasNext: false,
  payloadSize: items.length,
  totalRecords: total,
});

/** The festival the tests and stories show. */
export const sampleFestival: MainEvent = {
  id: '5d2b8f0e-3c1a-4f7e-9a61-0c2f1e7b9d11',
  name: 'Festival of Pacific Arts & Culture 2026',
  description: 'Two weeks of dance, music and canoes.',
  status: 'ACTIVE',
  startDate: '2026-06-06T18:00:00.000Z',
  endDate: '2026-06-16T08:00:00.000Z',
  location: 'Honolulu, Hawaiʻi',
  timezone: 'Pacific/Honolulu',
  bannerImage: '/media/seed/banner.svg',
  bannerImageVariants: [],
  logoImage: '/media/seed/logo.svg',
  refLink: 'https://festival.example.org',
  capacity: 5000,
  registrationFee: 0,
  requiresReview: false,
  maxAttendeesPerRegistration: 10,
};

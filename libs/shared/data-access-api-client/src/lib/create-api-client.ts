import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, CreateAxiosDefaults, Method } from 'axios';
import type { ApiError } from './api-error';
import type { Translate } from './error-message';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClientOptions {
  baseURL: string;
  /** The identity session's ID token, added as a bearer token to every call (SPEC.md §7). */
  getIdToken?: () => Promise<string | null>;
  /** Called on every 401; the identity work signs the user out from here (SPEC.md §4, §8). */
  onUnauthorized?: (error: ApiError) => void;
  translate?: Translate;
  timeout?: number;
  /** Test seam: axios' adapter, so unit tests replace the network, not the client. */
  adapter?: CreateAxiosDefaults['adapter'];
}

/** What the apps call on the api client: axios' request methods, with axios' types. */
export type ApiClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'head' | 'post' | 'put' | 'patch'>;

/**
 * The one HTTP client of the browser apps. axios itself (about 18 kB gzip) is fetched with the
 * first call, not with the first page (issue 14): a sign-in page makes none, and the attendee
 * home paints from the data the server filled it with before its first call.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<AxiosInstance> | undefined;
  const axiosClient = () => (loading ??= import('./axios-client').then((m) => m.createAxiosClient(options)));
  const request = <T, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) =>
    axiosClient().then((client) => client.request<T, R, D>(config));
  // As axios' own shorthands do: each is `request` with the method, the URL and the body set.
  const withoutBody =
    (method: Method) =>
    <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      request<T, R, D>({ ...config, method, url });
  const withBody =
    (method: Method) =>
    <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      request<T, R, D>({ ...config, method, url, data });
  return {
    request,
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    head: withoutBody('head'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  };
}

import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, CreateAxiosDefaults } from 'axios';
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
  return {
    request: <T, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.request<T, R, D>(config)),
    get: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.get<T, R, D>(url, config)),
    delete: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.delete<T, R, D>(url, config)),
    head: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.head<T, R, D>(url, config)),
    post: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.post<T, R, D>(url, data, config)),
    put: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.put<T, R, D>(url, data, config)),
    patch: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      axiosClient().then((client) => client.patch<T, R, D>(url, data, config)),
  };
}

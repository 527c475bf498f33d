import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { ErrorBody } from '@festival/shared-util-api-contracts';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS, type ApiClientOptions } from './create-api-client';
import { englishTranslate, errorMessage, type Translate } from './error-message';

/**
 * The axios instance behind the api client: base URL from /config.json, 30 s timeout, the bearer
 * token, mapped errors. Fetched with the first call (create-api-client.ts), not with the first page.
 */
export function createAxiosClient(options: ApiClientOptions): AxiosInstance {
  const translate = options.translate ?? englishTranslate;
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use(async (config) => {
    const token = options.getIdToken ? await options.getIdToken() : null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error, translate);
    if (apiError.status === 401) options.onUnauthorized?.(apiError);
    return Promise.reject(apiError);
  });

  return client;
}

export function toApiError(error: unknown, translate: Translate = englishTranslate): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) return new ApiError(translate('errors.generic'), null, null);
  const body = (error.response?.data ?? null) as Partial<ErrorBody> | null;
  const status = error.response?.status ?? null;
  const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
  const message = errorMessage(
    {
      status,
      method: error.config?.method,
      serverMessage: body && typeof body === 'object' ? body.message : undefined,
      timedOut,
    },
    translate,
  );
  const code = body && typeof body === 'object' && typeof body.code === 'string' ? body.code : null;
  const errors = body && typeof body === 'object' && Array.isArray(body.errors) ? body.errors : [];
  return new ApiError(message, status, code, errors);
}

import { commonEn } from '@festival/shared-util-i18n';

/** Translates a key of the `common` namespace, e.g. `errors.timeout`. */
export type Translate = (key: `errors.${keyof typeof commonEn.errors}`) => string;

export const englishTranslate: Translate = (key) =>
  commonEn.errors[key.slice('errors.'.length) as keyof typeof commonEn.errors];

const ATTEMPT_LIMIT = 'Attempt limit exceeded, please try after some time.';
const READ_METHODS = new Set(['get', 'head', 'options']);

export interface ErrorFacts {
  status: number | null;
  method: string | undefined;
  serverMessage: unknown;
  timedOut: boolean;
}

/** SPEC.md §6 and §8: the message a user sees for a failed call. */
export function errorMessage(
  { status, method, serverMessage, timedOut }: ErrorFacts,
  t: Translate = englishTranslate,
): string {
  if (timedOut) return t('errors.timeout');
  if (status === 403)
    return READ_METHODS.has((method ?? 'get').toLowerCase()) ? t('errors.forbiddenRead') : t('errors.forbiddenWrite');
  if (typeof serverMessage !== 'string' || serverMessage.trim() === '') return t('errors.generic');
  if (serverMessage.includes(ATTEMPT_LIMIT)) return t('errors.attemptLimit');
  return serverMessage;
}

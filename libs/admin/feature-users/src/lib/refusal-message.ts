import type { TFunction } from 'i18next';
import { isApiError } from '@festival/shared-data-access-api-client';

const REFUSALS = ['FORBIDDEN_GRANT', 'FORBIDDEN_OWN_ROLE', 'FORBIDDEN_SELF', 'LAST_ADMINISTRATOR'] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string | null): code is Refusal => (REFUSALS as readonly (string | null)[]).includes(code);

/**
 * What to tell the user when the server refuses a change to roles or accounts: its reason, in the
 * user's language, for the refusals of who may grant what (the app-wide toast would only say
 * "You do not have permission"); any other failure's own message.
 */
export function refusalMessage(error: unknown, t: TFunction<'admin'>): string {
  if (isApiError(error) && isRefusal(error.code)) return t(`refusals.${error.code}`);
  return error instanceof Error ? error.message : String(error);
}

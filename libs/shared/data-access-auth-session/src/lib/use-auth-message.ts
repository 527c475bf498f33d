import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthMessage } from './auth-errors';

/** Turns an AuthMessage into text in the current language. */
export function useAuthMessage(): (message: AuthMessage) => string {
  const { t } = useTranslation('auth');
  return useCallback(
    (message: AuthMessage) => ('text' in message ? message.text : t(message.key, message.values ?? {})),
    [t],
  );
}

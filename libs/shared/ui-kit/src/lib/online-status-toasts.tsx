import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONNECTIVITY_TOAST_DURATION_MS, showToast } from './toaster';

/** SPEC.md §4: a toast when the connection is lost and another when it comes back. */
export function OnlineStatusToasts() {
  const { t } = useTranslation('common');
  useEffect(() => {
    const offline = () =>
      showToast({
        id: 'connectivity',
        type: 'warning',
        title: t('connectivity.offline'),
        description: t('connectivity.offlineDescription'),
        duration: CONNECTIVITY_TOAST_DURATION_MS,
      });
    const online = () =>
      showToast({
        id: 'connectivity',
        type: 'success',
        title: t('connectivity.online'),
        description: t('connectivity.onlineDescription'),
        duration: CONNECTIVITY_TOAST_DURATION_MS,
      });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}

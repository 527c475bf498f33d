import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@festival/shared-data-access-api-client';
import { AVAILABLE_LOCALES, changeLanguage } from '@festival/shared-util-i18n';
import { LocaleSwitcher, showErrorToast, useGlobalLoading } from '@festival/shared-ui-kit';

/** The language menu, present only when the multi-language setting is on (SPEC.md §1, §4). */
export function SiteLocaleSwitcher() {
  const config = useSiteConfig();
  const { t, i18n } = useTranslation('common');
  const loading = useGlobalLoading();
  if (!config.features.multiLanguage) return null;

  const onChange = (code: string) =>
    loading.track(
      changeLanguage(code, {
        storage: window.localStorage,
        translationBaseUrl: config.translationBaseUrl,
        fetchTranslation: async (url) => {
          const response = await fetch(url, { headers: { Accept: 'application/json' } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return response.json();
        },
        reload: () => window.location.reload(),
        onError: (failed) => showErrorToast(t('errors.translation', { code: failed })),
      }),
    );

  return (
    <LocaleSwitcher locales={[...AVAILABLE_LOCALES]} value={i18n.language} onChange={(code) => void onChange(code)} />
  );
}

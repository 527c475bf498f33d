import { useTranslation } from 'react-i18next';
import { useApiClient, useSiteConfig } from '@festival/shared-data-access-api-client';
import { useOptionalAuthSession } from '@festival/shared-data-access-auth-session';
import { AVAILABLE_LOCALES, changeLanguage } from '@festival/shared-util-i18n';
import { useLocales } from '@festival/shared-data-access-translations';
import { LocaleSwitcher, showErrorToast, useGlobalLoading } from '@festival/shared-ui-kit';
import { fetchTranslationFile, setDocumentCookie } from './translation-file';

/** The language menu, present only when the multi-language setting is on (SPEC.md §1, §4). */
export function SiteLocaleSwitcher() {
  return useSiteConfig().features.multiLanguage ? <EnabledLocaleSwitcher /> : null;
}

function EnabledLocaleSwitcher() {
  const config = useSiteConfig();
  const { t, i18n } = useTranslation('common');
  const loading = useGlobalLoading();
  const locales = useLocales();
  const session = useOptionalAuthSession();
  const client = useApiClient();
  // The server's list (SPEC.md §7 "load locales"); the shipped ones until it answers or if it fails.
  const offered: Array<{ code: string; name: string; partial?: boolean }> = locales.data ?? [...AVAILABLE_LOCALES];

  // A signed-in user's choice is kept on their profile too, so that their emails use it; a
  // failure there does not stop the switch.
  const remember = (code: string) =>
    session?.authenticated ? client.put('/me/language', { language: code }).catch(() => undefined) : Promise.resolve();

  const onChange = (code: string) =>
    loading.track(
      remember(code).then(() =>
        changeLanguage(code, {
          storage: window.localStorage,
          translationBaseUrl: config.translationBaseUrl,
          fetchTranslation: fetchTranslationFile,
          setCookie: setDocumentCookie,
          reload: () => window.location.reload(),
          onError: (failed) => showErrorToast(t('errors.translation', { code: failed })),
        }),
      ),
    );

  return <LocaleSwitcher locales={offered} value={i18n.language} onChange={(code) => void onChange(code)} />;
}

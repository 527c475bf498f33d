import { NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface LocaleOption {
  code: string;
  name: string;
  /** Not fully translated: the menu says that the rest shows in English. */
  partial?: boolean;
}

export interface LocaleSwitcherProps {
  locales: LocaleOption[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** Shown only when the multi-language setting is on (the caller decides). */
export function LocaleSwitcher({ locales, value, onChange, disabled }: LocaleSwitcherProps) {
  const { t } = useTranslation('common');
  const id = useId();
  // A native select shows the chosen option's text when closed: the chosen language shows its name
  // alone, so the navbar does not cut it short; its "partly translated" mark moves to the trigger's name.
  const current = locales.find((locale) => locale.code === value);
  return (
    <NativeSelect.Root size="sm" width="auto" flexShrink="0" disabled={disabled}>
      <NativeSelect.Field
        id={id}
        aria-label={current?.partial ? t('languageCurrentPartial', { name: current.name }) : t('language')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        // As wide as the chosen name where the browser can (Chromium), not as the longest option.
        css={{ fieldSizing: 'content' }}
      >
        {locales.map((locale) => (
          <option key={locale.code} value={locale.code}>
            {locale.partial && locale !== current ? t('languagePartial', { name: locale.name }) : locale.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

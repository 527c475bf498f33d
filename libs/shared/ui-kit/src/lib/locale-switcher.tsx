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
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
      <NativeSelect.Field
        id={id}
        aria-label={t('language')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {locales.map((locale) => (
          <option key={locale.code} value={locale.code}>
            {locale.partial ? t('languagePartial', { name: locale.name }) : locale.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

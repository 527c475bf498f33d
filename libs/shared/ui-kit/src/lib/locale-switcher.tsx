import { chakra, useSlotRecipe } from '@chakra-ui/react';
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

/**
 * Shown only when the multi-language setting is on (the caller decides).
 *
 * Chakra's NativeSelect drawn from its recipe, without its components: their module builds its
 * field on Ark's Field namespace, which brings every Field part (the textarea's auto-resize with
 * them), about 4 kB gzip of each site's first download, where this menu is the only select
 * (issue 14). Pages further on use NativeSelect itself.
 */
export function LocaleSwitcher({ locales, value, onChange, disabled }: LocaleSwitcherProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const recipe = useSlotRecipe({ key: 'nativeSelect' });
  const styles = recipe({ size: 'sm' });
  const state = { 'data-disabled': disabled ? '' : undefined };
  // A native select shows the chosen option's text when closed: the chosen language shows its name
  // alone, so the navbar does not cut it short; its "partly translated" mark moves to the trigger's name.
  const current = locales.find((locale) => locale.code === value);
  return (
    <chakra.div className={recipe.classNameMap['root']} css={[styles['root'], { width: 'auto', flexShrink: '0' }]}>
      <chakra.select
        id={id}
        className={recipe.classNameMap['field']}
        aria-label={current?.partial ? t('languageCurrentPartial', { name: current.name }) : t('language')}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        // As wide as the chosen name where the browser can (Chromium), not as the longest option.
        css={[styles['field'], { fieldSizing: 'content' }]}
      >
        {locales.map((locale) => (
          <option key={locale.code} value={locale.code}>
            {locale.partial && locale !== current ? t('languagePartial', { name: locale.name }) : locale.name}
          </option>
        ))}
      </chakra.select>
      <chakra.div className={recipe.classNameMap['indicator']} css={styles['indicator']} {...state}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </chakra.div>
    </chakra.div>
  );
}

import Type, { type Static } from 'typebox';
import { Paging } from './envelopes';

/** SPEC.md §3 "Locale": a language the sites can be shown in. */
export const Locale = Type.Object({
  code: Type.String({ description: 'BCP 47 code, e.g. fr, sm, haw' }),
  name: Type.String({ description: 'the name in the language itself, e.g. Gagana Sāmoa' }),
  description: Type.String({ description: 'the name in English, and how complete the translation is' }),
  partial: Type.Optional(
    Type.Boolean({ description: 'some texts are not translated yet: the sites show them in English' }),
  ),
});
export type Locale = Static<typeof Locale>;

/** `GET /locales/{code}`: the locale language, i.e. a locale and whether its translation is complete. */
export const LocaleLanguage = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  translated: Type.Integer({ description: 'keys with a translation' }),
  total: Type.Integer({ description: 'English source keys' }),
});
export type LocaleLanguage = Static<typeof LocaleLanguage>;

export const LOCALE_CODE_PATTERN = '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$';

/** A translation key is `namespace:path.to.key`, as i18next names a missing key. */
export const TRANSLATION_KEY_PATTERN = '^[a-z][A-Za-z0-9-]{0,39}:[A-Za-z0-9_.-]{1,200}$';

/** `POST /translation-svc/v1/translations` (SPEC.md §7): keys the apps found without a translation. */
export const CollectedKeys = Type.Object(
  {
    keys: Type.Array(Type.String({ pattern: TRANSLATION_KEY_PATTERN }), { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type CollectedKeys = Static<typeof CollectedKeys>;

/** One row of the admin translations table: a key, its English text and each locale's text. */
export const TranslationRow = Type.Object({
  key: Type.String(),
  english: Type.Union([Type.String(), Type.Null()], { description: 'null: a key the source does not have' }),
  values: Type.Record(Type.String(), Type.String(), { description: 'locale code → translation' }),
});
export type TranslationRow = Static<typeof TranslationRow>;

/** `PUT /translations/{code}`: one translation, saved in place; an empty value removes it. */
export const TranslationInput = Type.Object(
  {
    key: Type.String({ pattern: TRANSLATION_KEY_PATTERN }),
    value: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type TranslationInput = Static<typeof TranslationInput>;

/** SPEC.md §7 "random quotes": a Pacific proverb or quote, with its meaning in the reader's language. */
export const Quote = Type.Object({
  text: Type.String({ description: 'the words in their own language' }),
  language: Type.String({ description: 'the language of text' }),
  meaning: Type.String({ description: 'the words in the asked language (English when there is no translation)' }),
  source: Type.String({ description: 'a person, or the people a proverb comes from' }),
});
export type Quote = Static<typeof Quote>;

/** `GET /translations`: the admin table's query; `missing` keeps the keys a language lacks. */
export const TranslationTableQuery = Type.Object(
  {
    ...Paging,
    search: Type.Optional(Type.String({ maxLength: 255 })),
    missing: Type.Optional(Type.String({ pattern: LOCALE_CODE_PATTERN })),
  },
  { additionalProperties: false },
);
export type TranslationTableQuery = Static<typeof TranslationTableQuery>;

export const LocaleCodeParams = Type.Object(
  { code: Type.String({ pattern: LOCALE_CODE_PATTERN }) },
  { additionalProperties: false },
);
export type LocaleCodeParams = Static<typeof LocaleCodeParams>;

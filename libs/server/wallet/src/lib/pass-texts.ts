import { getTranslator, mailTexts, textLanguage } from '@festival/server-mail';

/** A fixed text of the pass in one language: a key of the server's texts (libs/server/mail), with values. */
export type PassText = (key: string, values?: Record<string, unknown>) => string;

/**
 * The languages a pass is written in: those the server's own texts exist in (its emails' too), so a
 * language translated for the emails is on the passes as well; a key missing in one reads in English.
 */
export const PASS_LANGUAGES = Object.keys(mailTexts) as readonly string[];

/** The pass's texts in `language` (English when the server has no texts in it). */
export function passText(language: string): PassText {
  const t = getTranslator().getFixedT(textLanguage(language), 'mail');
  return (key, values) => t(key, values ?? {}) as string;
}

/** A .strings literal: backslashes, quotes and line breaks escaped (passkit-generator writes them as given). */
const stringsLiteral = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * The pass.strings of each language for the texts `render` asks for: keyed by the English text,
 * which is what pass.json holds, so a device in a language the pass lacks still reads English.
 */
export function passStrings(render: (t: PassText) => unknown): Record<string, Record<string, string>> {
  const asked: [string, Record<string, unknown> | undefined][] = [];
  const english = passText('en');
  render((key, values) => {
    asked.push([key, values]);
    return english(key, values);
  });
  return Object.fromEntries(
    PASS_LANGUAGES.map((language) => {
      const t = passText(language);
      const entries = asked.map(([key, values]) => [
        stringsLiteral(english(key, values)),
        stringsLiteral(t(key, values)),
      ]);
      return [language, Object.fromEntries(entries)];
    }),
  );
}

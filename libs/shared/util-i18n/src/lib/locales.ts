/**
 * Languages offered by the switcher when the multi-language setting is on. English is bundled;
 * the others are downloaded from `/translation/{code}.json` when chosen (SPEC.md §4).
 */
export const AVAILABLE_LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'haw', name: 'ʻŌlelo Hawaiʻi' },
  { code: 'fr', name: 'Français' },
  { code: 'ja', name: '日本語' },
] as const;

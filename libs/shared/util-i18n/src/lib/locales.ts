/**
 * The shipped languages, offered until `GET /locales` answers (the server's list wins). Languages offered by the switcher when the multi-language setting is on. English is bundled;
 * the others are downloaded from `/translation/{code}.json` when chosen (SPEC.md §4).
 */
export const AVAILABLE_LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français', partial: true },
  { code: 'sm', name: 'Gagana Sāmoa', partial: true },
  { code: 'haw', name: 'ʻŌlelo Hawaiʻi', partial: true },
  { code: 'mi', name: 'Te Reo Māori', partial: true },
] as const;

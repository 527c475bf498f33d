import fr from '../seed/fr.json';
import sm from '../seed/sm.json';
import haw from '../seed/haw.json';
import mi from '../seed/mi.json';
import seedLocales from '../seed/locales.json';
import { englishSource, nestTranslations } from './english-source';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the seeded translations', () => {
  const files: Record<string, Record<string, string>> = { fr, sm, haw, mi };

  it.each(Object.keys(files))('%s translates only keys of the English source, with the same placeholders', (code) => {
    const source = englishSource();
    for (const [key, value] of Object.entries(files[code])) {
      expect(source.has(key), `${code} ${key}`).toBe(true);
      expect(placeholders(value), `${code} ${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it('French covers the activities with their dialogs and payment, the registered-information pages and the admin desks', () => {
    const areas = [
      'attendee:activities.',
      'attendee:payment.',
      'registered:',
      'admin:checkIn.',
      'admin:registrations.',
      'admin:registration.',
      'admin:assistance.',
      'admin:delegations.',
      'admin:dashboard.',
      'admin:moves.',
      'admin:filters.',
      'admin:events.',
      'admin:volunteers.',
      'admin:users.',
      'admin:auditLog.',
      'admin:translations.',
      'media:desk.',
    ];
    const untranslated = [...englishSource().keys()].filter(
      (key) => areas.some((area) => key.startsWith(area)) && !(key in fr),
    );
    expect(untranslated).toEqual([]);
  });

  it('French translates every English text (so the language menu does not mark it partial)', () => {
    expect([...englishSource().keys()].filter((key) => !(key in fr))).toEqual([]);
  });

  it('has a file for every seeded locale but English', () => {
    expect(seedLocales.map((locale) => locale.code).sort()).toEqual(['en', ...Object.keys(files)].sort());
  });

  it('nests flat keys into the shape i18next loads', () => {
    expect(
      nestTranslations([
        ['attendee:nav.home', 'Accueil'],
        ['common:close', 'Fermer'],
        ['nope:x', 'y'],
      ]),
    ).toEqual({
      attendee: { nav: { home: 'Accueil' } },
      common: { close: 'Fermer' },
    });
  });
});

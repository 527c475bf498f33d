import { createI18n } from './create-i18n';
import { createKeyCollector } from './key-collection';

describe('missing key collection', () => {
  it('reports the keys the current language lacks, even when English fills them in', async () => {
    const missing: string[] = [];
    const i18n = await createI18n('fr', {
      translation: { common: { close: 'Fermer' }, attendee: { home: { activities_one: '{{count}} activité' } } },
      onMissingKey: (key) => missing.push(key),
    });
    expect(i18n.t('close')).toBe('Fermer');
    expect(i18n.t('cancel')).toBe('Cancel');
    expect(i18n.t('attendee:nav.home')).toBe('Home');
    expect(i18n.t('attendee:home.activities', { count: 1 })).toBe('1 activité');
    expect(i18n.t('nav.signIn', { ns: 'attendee' })).toBe('Sign In');
    expect(i18n.t('attendee:not.a.key')).toBe('not.a.key');
    expect(missing).toEqual(['common:cancel', 'attendee:nav.home', 'attendee:nav.signIn', 'attendee:not.a.key']);
  });

  it('uploads pending keys once, only when signed in, and retries after a failure', async () => {
    const sent: string[][] = [];
    let signedIn = false;
    let fail = false;
    const collector = createKeyCollector({
      send: async (keys) => {
        if (fail) throw new Error('away');
        sent.push(keys);
      },
      isAuthenticated: () => signedIn,
    });
    collector.record('common:a');
    await collector.flush();
    expect(sent).toEqual([]);
    signedIn = true;
    fail = true;
    await collector.flush();
    expect(collector.pending()).toEqual(['common:a']);
    fail = false;
    collector.record('common:b');
    await collector.flush();
    expect(sent).toEqual([['common:a', 'common:b']]);
    collector.record('common:a');
    await collector.flush();
    expect(sent).toHaveLength(1);
  });

  it('runs every 60 s', () => {
    const calls: number[] = [];
    const collector = createKeyCollector({
      send: async () => undefined,
      isAuthenticated: () => true,
      schedule: (_fn, ms) => {
        calls.push(ms);
        return () => undefined;
      },
    });
    collector.start();
    expect(calls).toEqual([60_000]);
  });
});

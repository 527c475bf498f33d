import { localeCookie, localeFromCookie, pageLanguage, preferredLanguage } from './locale-negotiation';

describe('the locale cookie', () => {
  it('is written for the whole site for a year and read back from a Cookie header', () => {
    expect(localeCookie('fr')).toBe('festival_locale=fr; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeFromCookie('a=1; festival_locale=haw; b=2')).toBe('haw');
    expect(localeFromCookie('festival_locale=../x')).toBeNull();
    expect(localeFromCookie('festival_locale=%E0')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});

describe('preferredLanguage', () => {
  const offered = ['en', 'fr', 'sm', 'haw'];
  it('weighs q-values and matches a region to its language', () => {
    expect(preferredLanguage('de-DE,fr-CA;q=0.8,en;q=0.5', offered)).toBe('fr');
    expect(preferredLanguage('en;q=0.4, haw;q=0.9', offered)).toBe('haw');
    expect(preferredLanguage('de, ja', offered)).toBeNull();
    expect(preferredLanguage('fr;q=0', offered)).toBeNull();
  });
});

describe('pageLanguage', () => {
  const offered = ['en', 'fr'];
  it('follows the chosen language, else the browser when the site offers a choice, else English', () => {
    const base = { offered, negotiate: true };
    expect(pageLanguage({ ...base, cookie: 'festival_locale=fr', acceptLanguage: 'en' })).toBe('fr');
    expect(pageLanguage({ ...base, cookie: 'festival_locale=en', acceptLanguage: 'fr' })).toBe('en');
    expect(pageLanguage({ ...base, cookie: undefined, acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(pageLanguage({ ...base, negotiate: false, cookie: undefined, acceptLanguage: 'fr' })).toBe('en');
    // A language no longer offered (staff turned it off): English, not the browser's guess.
    expect(pageLanguage({ ...base, cookie: 'festival_locale=sm', acceptLanguage: 'fr' })).toBe('en');
  });
});

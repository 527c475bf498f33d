import { CSP_NONCE_PLACEHOLDER, SIGNED_IN_ATTRIBUTE, lastAuthUserKey } from '@festival/shared-util-site';
import { renderSignInShell, signedInCheck, type SignInShellOptions } from './sign-in-shell';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div></body></html>';

const base: SignInShellOptions = {
  template: TEMPLATE,
  site: 'admin',
  session: { clientId: 'client-1', cookieDomain: null },
  forgotPasswordHref: 'http://identity.localhost:8080/forgot-password',
};

/** Runs a page's signed-in check against a stand-in document, storage and cookie; the attributes it set on <html>. */
function runCheck(script: string, stored: { local?: Record<string, string>; cookie?: string; throws?: boolean }) {
  const body = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(script)?.[1];
  if (!body) throw new Error('no nonce-carrying script in the page');
  const attributes = new Map<string, string>();
  const document = {
    cookie: stored.cookie ?? '',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (stored.throws) throw new Error('storage blocked');
      return stored.local?.[key] ?? null;
    },
  };
  new Function('document', 'localStorage', body)(document, localStorage);
  return attributes;
}

describe('renderSignInShell', () => {
  it("fills the admin page with the site's header, the heading and the form, in English", () => {
    const html = renderSignInShell(base);
    expect(html).toContain('<div id="root" data-prerendered="sign-in">');
    expect(html).toContain('<p class="si-title">Festival administration</p></nav>');
    expect(html).toContain('<nav class="si-nav" aria-label="Main navigation">');
    expect(html).toContain('<h1>Sign in to festival administration</h1>');
    expect(html).toContain('Sign in with your staff account. We will email you a one-time code.');
    expect(html).toContain('<label for="si-email">Email</label>');
    expect(html).toContain('name="email" type="email" autocomplete="username" required autofocus');
    expect(html).toContain('<label for="si-password">Password</label>');
    expect(html).toContain('name="password" type="password" autocomplete="current-password"');
    expect(html).toContain(
      '<a class="si-link" href="http://identity.localhost:8080/forgot-password">Forgot password?</a>',
    );
    expect(html).toContain('<button class="si-button" type="button" aria-disabled="true">Sign In</button>');
    // The admin page has no sign-up and no header link for a signed-out visitor.
    expect(html).not.toContain('Create an account');
    expect(html).not.toContain('aria-current="page"');
    // No form element: nothing can submit the password in the address before the app takes over.
    expect(html).not.toContain('<form');
    expect(html).toContain('<html lang="en">');
  });

  it("fills the identity page with its own title, the header's Account link and the sign-up line", () => {
    const html = renderSignInShell({ ...base, site: 'identity', forgotPasswordHref: '/forgot-password' });
    expect(html).toContain('<p class="si-title">Festival account</p><a href="/" aria-current="page">Account</a>');
    expect(html).toContain('<h1>Sign in to your festival account</h1>');
    expect(html).toContain('No account yet? <a href="/sign-up">Create an account</a>');
  });

  it("writes the visitor's language from the stored translations, English where they lack a key", () => {
    const html = renderSignInShell({
      ...base,
      site: 'identity',
      language: 'fr',
      translations: {
        auth: { fields: { email: 'Courriel' }, signIn: { pageTitle: 'Connectez-vous' } },
        identity: { title: 'Compte du festival' },
        common: null,
      },
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Connectez-vous</h1>');
    expect(html).toContain('<label for="si-email">Courriel</label>');
    expect(html).toContain('<p class="si-title">Compte du festival</p>');
    expect(html).toContain('<label for="si-password">Password</label>');
    expect(html).toContain('aria-label="Main navigation"');
    // English is still English afterwards (the English strings are kept apart).
    expect(renderSignInShell(base)).toContain('<label for="si-email">Email</label>');
  });

  it('escapes every string it writes, translations and links alike', () => {
    const html = renderSignInShell({
      ...base,
      language: 'xx',
      translations: {
        admin: { signIn: { pageTitle: '<img src=x onerror=alert(1)>' } },
        auth: { fields: { email: 'E"mail & <b>' } },
      },
      forgotPasswordHref: 'https://identity.example/forgot"><script>alert(1)</script>',
      session: { clientId: '</script><script>alert(1)</script>', cookieDomain: null },
    });
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('<label for="si-email">E&quot;mail &amp; &lt;b&gt;</label>');
    expect(html).toContain('href="https://identity.example/forgot&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    // Every script element the shell adds is the nonce-carrying check; the build's module script stays.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((match) => match[0]);
    expect(inline).toEqual([`<script nonce="${CSP_NONCE_PLACEHOLDER}">`]);
  });

  it('puts the signed-in check before anything paints, and hides the shell when <html> is marked', () => {
    const html = renderSignInShell(base);
    expect(html.indexOf('<script nonce=')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain(`html[${SIGNED_IN_ATTRIBUTE}] .si-page{display:none}`);
    expect(html).toContain(`<style nonce="${CSP_NONCE_PLACEHOLDER}">`);
  });

  it('leaves a template whose #root is not empty as it is', () => {
    const template = TEMPLATE.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    expect(renderSignInShell({ ...base, template })).toBe(template);
  });
});

describe('signedInCheck', () => {
  const key = lastAuthUserKey('client-1');

  it("marks <html> when localStorage holds the client's signed-in user, and only then", () => {
    const check = signedInCheck({ clientId: 'client-1', cookieDomain: null });
    expect(runCheck(check, { local: { [key]: 'someone' } }).get(SIGNED_IN_ATTRIBUTE)).toBe('');
    expect(runCheck(check, { local: {} }).has(SIGNED_IN_ATTRIBUTE)).toBe(false);
    expect(runCheck(check, { local: { [lastAuthUserKey('other')]: 'someone' } }).has(SIGNED_IN_ATTRIBUTE)).toBe(false);
    // A browser that refuses storage shows the form.
    expect(runCheck(check, { throws: true }).has(SIGNED_IN_ATTRIBUTE)).toBe(false);
  });

  it('reads the shared cookie, its name encoded or not, when the sites share a cookie domain', () => {
    const check = signedInCheck({ clientId: 'client-1', cookieDomain: '.festival.example' });
    expect(runCheck(check, { cookie: `a=1; ${key}=someone` }).get(SIGNED_IN_ATTRIBUTE)).toBe('');
    expect(runCheck(check, { cookie: `${encodeURIComponent(key)}=someone; b=2` }).get(SIGNED_IN_ATTRIBUTE)).toBe('');
    expect(runCheck(check, { cookie: 'a=1', local: { [key]: 'someone' } }).has(SIGNED_IN_ATTRIBUTE)).toBe(false);
  });
});

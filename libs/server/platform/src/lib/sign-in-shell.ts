import escapeHtml from 'escape-html';
import type { TFunction } from 'i18next';
import {
  CSP_NONCE_PLACEHOLDER,
  SIGNED_IN_ATTRIBUTE,
  identityRoutes,
  jsonForHtml,
  lastAuthUserKey,
} from '@festival/shared-util-site';
import { attribute, fillShell, shellStrings, type ShellTranslations } from './page-shell';

/** The sites whose sign-in page the server fills: the admin site's /sign-in, the identity site's /. */
export type SignInSite = 'admin' | 'identity';

export interface SignInShellOptions {
  /** The site's built index.html, whose empty `#root` is filled. */
  template: string;
  site: SignInSite;
  /** The visitor's language (English by default), set as `<html lang>`. */
  language?: string;
  /** The stored translations of the page's namespaces (common, auth, the site's) in `language`; English fills what they lack. */
  translations?: ShellTranslations;
  /** Where the sessions are kept (the sites' identity settings): the check for a signed-in visitor reads the same place. */
  session: { clientId: string; cookieDomain?: string | null };
  /** "Forgot password?": the identity site's page (on the admin site, another origin). */
  forgotPasswordHref: string;
}

/**
 * What differs between the two sign-in pages, as their apps draw them (AdminLayout and the admin
 * SignInPage; IdentityLayout and the identity SignInPage): the title keys, the header's link and the
 * sign-up line.
 */
const PAGES: Record<SignInSite, { title: string; intro: string; homeLink: boolean; signUp: boolean }> = {
  admin: { title: 'admin:signIn.pageTitle', intro: 'admin:signIn.intro', homeLink: false, signUp: false },
  identity: { title: 'auth:signIn.pageTitle', intro: 'auth:signIn.intro', homeLink: true, signUp: true },
};

/**
 * The shell's look, the app's first render in plain CSS (the theme's colours and sizes, measured at
 * 390 and 1280 px) so that the app takes over without a jump. A style element carrying the nonce
 * placeholder the server replaces with the page's nonce (sites.ts). A visitor with a stored session
 * never sees the form: the check in the head marks `<html>` before the body paints.
 */
const SHELL_STYLE = `<style nonce="${CSP_NONCE_PLACEHOLDER}">
body{margin:0}
html[${SIGNED_IN_ATTRIBUTE}] .si-page{display:none}
.si-page{display:flex;flex-direction:column;min-height:100dvh;background:#fdfaf4;color:#09090b;font-family:system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5rem}
.si-bar{background:#0e2f36;color:#fff}
.si-nav{box-sizing:border-box;max-width:72rem;min-height:4rem;margin:0 auto;padding:.5rem 1rem;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem}
.si-title{margin:0;font-weight:700;font-size:1.125rem;line-height:1.6875rem}
.si-nav a{color:#fff;font-weight:500;text-decoration:none}
.si-nav a[aria-current=page]{text-decoration:underline}
.si-main{flex:1;outline:0}
.si-container{box-sizing:border-box;max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
.si-container h1{margin:0 0 2rem;font-family:"Trebuchet MS","Segoe UI",system-ui,sans-serif;font-weight:600;font-size:1.875rem;line-height:2.375rem;letter-spacing:-.025em}
.si-card,.si-form{display:flex;flex-direction:column;gap:1rem}
.si-card{border:1px solid #e4e4e7;border-radius:.5rem;padding:1.5rem;background:#fff}
.si-card p{margin:0}
.si-intro{color:#52525b}
.si-field{display:flex;flex-direction:column;gap:.375rem}
.si-field label{font-size:.875rem;line-height:1.25rem;font-weight:500}
.si-field input{box-sizing:border-box;width:100%;height:2.5rem;margin:0;padding:0 .75rem;border:1px solid #e4e4e7;border-radius:.25rem;background:transparent;color:inherit;font:inherit;font-size:.875rem;line-height:1.25rem;outline:0}
.si-field input:focus-visible{border-color:#3f3f46;outline:3px solid #3f3f46}
.si-small,.si-status,.si-link{font-size:.875rem;line-height:1.3125rem}
.si-card a{color:#8f2510;text-decoration:none}
.si-link{align-self:flex-start}
.si-status{display:flex;align-items:center;gap:.5rem;color:#52525b}
.si-spinner{box-sizing:border-box;flex-shrink:0;width:.75rem;height:.75rem;border:2px solid currentColor;border-bottom-color:transparent;border-left-color:transparent;border-radius:50%;animation:si-spin .65s linear infinite}
@keyframes si-spin{to{transform:rotate(360deg)}}
.si-button{box-sizing:border-box;width:100%;height:2.5rem;margin:0;padding:0 1rem;border:1px solid transparent;border-radius:.25rem;background:#b42c09;color:#fff;font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:500}
.si-button[aria-disabled=true]{opacity:.5;cursor:not-allowed}
@media (min-width:48rem){.si-nav{padding:.5rem 2rem}.si-container{padding:2.5rem 2rem}}
</style>`;

/**
 * Marks `<html>` when the browser holds a session, in the place the sites keep it (the shared
 * cookie with a cookie domain, else localStorage; as hasStoredSession reads it): the server
 * cannot see localStorage, and a signed-in visitor must not see the form before the app sends
 * them on. The only inline script of a page, allowed by the page's nonce.
 */
export function signedInCheck({ clientId, cookieDomain }: SignInShellOptions['session']): string {
  const key = jsonForHtml(lastAuthUserKey(clientId));
  const stored = cookieDomain
    ? `document.cookie.split(";").some(function(p){var n=p.slice(0,p.indexOf("=")).trim();try{n=decodeURIComponent(n)}catch(e){}return n===k})`
    : `localStorage.getItem(k)`;
  return (
    `<script nonce="${CSP_NONCE_PLACEHOLDER}">(function(k){try{if(${stored})` +
    `document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","")}catch(e){}})(${key})</script>`
  );
}

const text = (value: string) => escapeHtml(value);

function form(t: TFunction, forgotPasswordHref: string): string {
  // A form element would submit itself (the password in the address) if sent before the app takes
  // over: the shell's fields are plain inputs, their values carried into the app's form
  // (keepShellFields, SignInForm), and its button waits for the app, as the app's own does for
  // the robot check.
  return [
    `<div class="si-form" role="form" aria-label=${attribute(t('auth:signIn.title'))}>`,
    `<div class="si-field"><label for="si-email">${text(t('auth:fields.email'))}</label>`,
    `<input id="si-email" name="email" type="email" autocomplete="username" required autofocus></div>`,
    `<div class="si-field"><label for="si-password">${text(t('auth:fields.password'))}</label>`,
    `<input id="si-password" name="password" type="password" autocomplete="current-password" required></div>`,
    `<a class="si-link" href=${attribute(forgotPasswordHref)}>${text(t('auth:signIn.forgotPassword'))}</a>`,
    `<p class="si-status" role="status"><span class="si-spinner" aria-hidden="true"></span><span>${text(t('auth:captcha.preparing'))}</span></p>`,
    `<button class="si-button" type="button" aria-disabled="true">${text(t('auth:signIn.submit'))}</button>`,
    `</div>`,
  ].join('');
}

/**
 * A sign-in page filled before any script runs (issue 14 point 4): the site's header, the heading,
 * the intro and the form as the app's first render draws them, in the visitor's language, so the
 * page's largest paint (the heading) does not wait for the app. What is typed before the app takes
 * over is carried into its form; a visitor with a stored session sees nothing of it (signedInCheck).
 * Every string is HTML-escaped. Without an empty `#root`, the template as it is.
 */
export function renderSignInShell({
  template,
  site,
  language = 'en',
  translations,
  session,
  forgotPasswordHref,
}: SignInShellOptions): string {
  const page = PAGES[site];
  const t = shellStrings(language, ['auth', 'common', site], translations);
  const home = page.homeLink
    ? `<a href=${attribute(identityRoutes.root.getHref())} aria-current="page">${text(t('identity:nav.home'))}</a>`
    : '';
  const signUp = page.signUp
    ? `<p class="si-small">${text(t('auth:signIn.noAccount'))} <a href=${attribute(identityRoutes.signUp.getHref())}>${text(t('auth:signIn.toSignUp'))}</a></p>`
    : '';
  const body = [
    `<div class="si-page"><header class="si-bar">`,
    `<nav class="si-nav" aria-label=${attribute(t('common:mainNavigation'))}>`,
    `<p class="si-title">${text(t(`${site}:title`))}</p>${home}</nav></header>`,
    `<main class="si-main" id="main-content" tabindex="-1"><div class="si-container">`,
    `<h1>${text(t(page.title))}</h1>`,
    `<div class="si-card"><p class="si-intro">${text(t(page.intro))}</p>`,
    form(t, forgotPasswordHref),
    signUp,
    `</div></div></main></div>`,
  ].join('');
  return fillShell(template, {
    name: 'sign-in',
    language,
    headStart: signedInCheck(session),
    headEnd: SHELL_STYLE,
    body,
  });
}

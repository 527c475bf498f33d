import escapeHtml from 'escape-html';
import type { TFunction } from 'i18next';
import { attribute, fillShell, hasEmptyRoot, shellStrings } from '@festival/server-platform';
import type { ListResult, MainEvent } from '@festival/shared-util-api-contracts';
import { eventDateRange } from '@festival/shared-util-dates';
import {
  ACTIVE_EVENTS_QUERY_KEY,
  CSP_NONCE_PLACEHOLDER,
  attendeeRoutes,
  bannerImageAttributes,
  type PrerenderedData,
} from '@festival/shared-util-site';

export interface HomeShellOptions {
  /** The attendee site's built index.html, whose empty `#root` is filled. */
  template: string;
  /** The active events, as `GET /events/active` answers them; the first is the festival shown, its banner in its sized variants if it has them. */
  events: ListResult<MainEvent>;
  /** The visitor's language (English by default), set as `<html lang>`. */
  language?: string;
  /** The attendee strings in `language` (its `attendee` namespace); English fills what it lacks. */
  translation?: Record<string, unknown> | null;
}

/**
 * The shell's look, close to the app's hero (FestivalHero) so that the app takes over without a
 * jump: a style element carrying the nonce placeholder, which the server replaces with the nonce it
 * puts in the page's Content-Security-Policy (sites.ts); there is no inline script.
 */
const SHELL_STYLE = `<style nonce="${CSP_NONCE_PLACEHOLDER}">
body{margin:0}
.pr-page{min-height:100dvh;display:flex;flex-direction:column;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#18181b;background:#fafafa;margin:0}
.pr-bar{height:4rem;border-bottom:1px solid #e4e4e7;background:#fff}
.pr-main{max-width:72rem;width:100%;box-sizing:border-box;margin:0 auto;padding:1.5rem 1rem}
.pr-card{border-radius:1rem;overflow:hidden;background:#fff;box-shadow:0 10px 15px -3px rgba(0,0,0,.1),0 4px 6px -4px rgba(0,0,0,.1)}
.pr-banner{height:12rem;background:#0c4a6e}
.pr-banner img{width:100%;height:100%;object-fit:cover;object-position:left center;display:block}
.pr-body{padding:1.25rem;display:flex;flex-direction:column;gap:1.5rem}
.pr-logo{display:block;box-sizing:border-box;width:5rem;height:5rem;margin-top:-4rem;border-radius:.75rem;border:4px solid #fff;background:#fff;object-fit:contain;position:relative;flex-shrink:0}
.pr-text{display:flex;flex-direction:column;gap:1rem;flex:1;min-width:0}
.pr-body h1{font-size:1.5rem;line-height:2rem;margin:0;font-weight:600}
.pr-muted{color:#52525b;margin:0;font-size:1.125rem;line-height:1.5}
.pr-body dl{display:flex;flex-direction:column;gap:.5rem;margin:0}
.pr-body dt{font-size:.875rem;color:#52525b}
.pr-body dd{margin:0;font-weight:600}
.pr-note{font-size:.875rem;color:#52525b;margin:0}
.pr-cta{align-self:flex-start;display:inline-flex;align-items:center;min-height:3rem;padding:0 1.25rem;border-radius:.375rem;background:#b42c09;color:#fff;font-weight:600;text-decoration:none}
@media (min-width:48rem){.pr-main{padding:2.5rem 2rem}.pr-banner{height:20rem}.pr-body{padding:2rem;flex-direction:row;align-items:flex-start}.pr-logo{width:7rem;height:7rem;margin-top:-5rem}.pr-body h1{font-size:1.875rem;line-height:2.375rem}.pr-body dl{flex-direction:row;gap:2rem}}
</style>`;

function banner(event: MainEvent, t: TFunction): { img: string; preload: string } {
  const alt = t('home.bannerAlt', { name: event.name });
  const { src, srcSet, sizes } = bannerImageAttributes(event.bannerImage, event.bannerImageVariants);
  if (!srcSet || !sizes) {
    return {
      img: `<img src=${attribute(src)} alt=${attribute(alt)} fetchpriority="high">`,
      preload: `<link rel="preload" as="image" href=${attribute(src)} fetchpriority="high">`,
    };
  }
  return {
    img: `<img src=${attribute(src)} srcset=${attribute(srcSet)} sizes=${attribute(sizes)} alt=${attribute(alt)} fetchpriority="high">`,
    preload: `<link rel="preload" as="image" href=${attribute(src)} imagesrcset=${attribute(srcSet)} imagesizes=${attribute(sizes)} type="image/webp" fetchpriority="high">`,
  };
}

/**
 * The attendee home filled before any script runs (issue 14 point 3): the festival's banner,
 * name, dates in its time zone, location and the call to action inside `#root`, the banner
 * preloaded with high priority, and the answer it was filled from beside it, so the app's first
 * render (which replaces the shell) shows the same festival at once. Every text from the database
 * is HTML-escaped. Written in the visitor's language, which `<html lang>` names (the app reads it
 * to carry on in it). Without an active festival, the template as it is.
 */
export function renderHomeShell({ template, events, language = 'en', translation }: HomeShellOptions): string {
  const event = events.data[0];
  if (!event || !hasEmptyRoot(template)) return template;
  const translate = shellStrings(language, ['attendee'], { attendee: translation });
  const dates = translate('home.dates', eventDateRange(event, language));
  const register = `${attendeeRoutes.registerEvent.getHref()}?${new URLSearchParams({ eventId: event.id })}`;
  const image = banner(event, translate);
  const body = [
    `<div class="pr-page"><div class="pr-bar"></div><main class="pr-main">`,
    `<article class="pr-card" aria-labelledby="festival-name">`,
    `<div class="pr-banner">${image.img}</div>`,
    `<div class="pr-body">`,
    event.logoImage
      ? `<img class="pr-logo" src=${attribute(event.logoImage)} alt=${attribute(translate('home.logoAlt', { name: event.name }))}>`
      : '',
    `<div class="pr-text">`,
    `<h1 id="festival-name">${escapeHtml(event.name)}</h1>`,
    event.description ? `<p class="pr-muted">${escapeHtml(event.description)}</p>` : '',
    `<dl><div><dt>${escapeHtml(translate('home.datesLabel'))}</dt><dd>${escapeHtml(dates)}</dd></div>`,
    `<div><dt>${escapeHtml(translate('home.locationLabel'))}</dt><dd>${escapeHtml(event.location)}</dd></div></dl>`,
    `<p class="pr-note">${escapeHtml(translate('home.timeZoneNote'))}</p>`,
    `<a class="pr-cta" href=${attribute(register)}>${escapeHtml(translate('home.register'))}</a>`,
    `</div></div></article></main></div>`,
  ].join('');
  const data: PrerenderedData = { queries: [{ queryKey: [...ACTIVE_EVENTS_QUERY_KEY], data: events }] };
  // The preload early in the head (after the charset), before the scripts the build put there.
  return fillShell(template, { name: 'home', language, headStart: image.preload, headEnd: SHELL_STYLE, body, data });
}

import escapeHtml from 'escape-html';
import type { TFunction } from 'i18next';
import type { ListResult, MainEvent } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { ACTIVE_EVENTS_QUERY_KEY, attendeeRoutes, type PrerenderedData } from '@festival/shared-util-site';
import { EMPTY_ROOT, attendeeStrings, attribute, fillTemplate } from './page-shell';

/** A picture in other sizes (WebP), for srcset: each file's URL and its width in pixels. */
export interface ImageVariant {
  url: string;
  width: number;
}

export interface HomeShellOptions {
  /** The attendee site's built index.html, whose empty `#root` is filled. */
  template: string;
  /** The active events, as `GET /events/active` answers them; the first is the festival shown. */
  events: ListResult<MainEvent>;
  /** The banner's sized variants (none: the banner as stored). */
  bannerVariants?: (url: string) => ImageVariant[];
  /** The visitor's language (English by default), set as `<html lang>`. */
  language?: string;
  /** The attendee strings in `language` (its `attendee` namespace); English fills what it lacks. */
  translation?: Record<string, unknown> | null;
}

/** The banner spans the page's content column: the viewport on a phone, at most 72rem (6xl) beside. */
const BANNER_SIZES = '(min-width: 76rem) 72rem, 100vw';

/**
 * The shell's look, close to the app's hero (FestivalHero) so that the app takes over without a
 * jump (fillTemplate sends it with the page's nonce).
 */
const SHELL_STYLE = `body{margin:0}
.pr-page{min-height:100dvh;display:flex;flex-direction:column;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#18181b;background:#fafafa;margin:0}
.pr-bar{height:4rem;border-bottom:1px solid #e4e4e7;background:#fff}
.pr-main{max-width:72rem;width:100%;box-sizing:border-box;margin:0 auto;padding:1.5rem 1rem}
.pr-card{border-radius:1rem;overflow:hidden;background:#fff;box-shadow:0 10px 15px -3px rgba(0,0,0,.1),0 4px 6px -4px rgba(0,0,0,.1)}
.pr-banner{height:12rem;background:#0c4a6e}
.pr-banner img{width:100%;height:100%;object-fit:cover;object-position:left center;display:block}
.pr-body{padding:1.25rem;display:flex;flex-direction:column;gap:1.5rem}
.pr-logo{display:block;box-sizing:border-box;width:5rem;height:5rem;margin-top:-4rem;border-radius:.75rem;border:4px solid #fff;background:#fff;object-fit:contain;position:relative;flex-shrink:0}
.pr-text{display:flex;flex-direction:column;gap:1rem;flex:1;min-width:0}
.pr-body h1{font-size:1.5rem;line-height:2rem;margin:0}
.pr-muted{color:#52525b;margin:0;font-size:1.125rem;line-height:1.75rem}
.pr-body dl{display:flex;flex-direction:column;gap:.5rem;margin:0}
.pr-body dt{font-size:.875rem;color:#52525b}
.pr-body dd{margin:0;font-weight:600}
.pr-note{font-size:.875rem;color:#52525b;margin:0}
.pr-cta{align-self:flex-start;display:inline-flex;align-items:center;min-height:3rem;padding:0 1.25rem;border-radius:.375rem;background:#b42c09;color:#fff;font-weight:600;text-decoration:none}
@media (min-width:48rem){.pr-main{padding:2.5rem 2rem}.pr-banner{height:20rem}.pr-body{padding:2rem;flex-direction:row;align-items:flex-start}.pr-logo{width:7rem;height:7rem;margin-top:-5rem}.pr-body h1{font-size:1.875rem;line-height:2.375rem}.pr-body dl{flex-direction:row;gap:2rem}}
`;

function banner(event: MainEvent, variants: ImageVariant[], t: TFunction): { img: string; preload: string } {
  const alt = t('home.bannerAlt', { name: event.name });
  if (variants.length === 0) {
    return {
      img: `<img src=${attribute(event.bannerImage)} alt=${attribute(alt)} fetchpriority="high">`,
      preload: `<link rel="preload" as="image" href=${attribute(event.bannerImage)} fetchpriority="high">`,
    };
  }
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const srcset = sorted.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  // The fallback src: the middle size, for a browser that reads no srcset.
  const src = sorted[Math.floor((sorted.length - 1) / 2)].url;
  return {
    img: `<img src=${attribute(src)} srcset=${attribute(srcset)} sizes=${attribute(BANNER_SIZES)} alt=${attribute(alt)} fetchpriority="high">`,
    preload: `<link rel="preload" as="image" href=${attribute(src)} imagesrcset=${attribute(srcset)} imagesizes=${attribute(BANNER_SIZES)} type="image/webp" fetchpriority="high">`,
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
export function renderHomeShell({
  template,
  events,
  bannerVariants = () => [],
  language = 'en',
  translation,
}: HomeShellOptions): string {
  const event = events.data[0];
  if (!event || !template.includes(EMPTY_ROOT)) return template;
  const translate = attendeeStrings(language, translation);
  const timeZone = event.timezone || undefined;
  const dates = translate('home.dates', {
    start: formatDisplayDate(event.startDate, timeZone, language),
    end: formatDisplayDate(event.endDate, timeZone, language),
  });
  const register = `${attendeeRoutes.registerEvent.getHref()}?${new URLSearchParams({ eventId: event.id })}`;
  const image = banner(event, bannerVariants(event.bannerImage), translate);
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
  return fillTemplate({ template, page: 'home', language, headStart: image.preload, style: SHELL_STYLE, body, data });
}

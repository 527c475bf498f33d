import escapeHtml from 'escape-html';
import { attribute, fillShell, hasEmptyRoot, shellStrings } from '@festival/server-platform';
import type { ListResult, MainEventDetail, MySubEvent, MySubEventQuery } from '@festival/shared-util-api-contracts';
import { activityDetails } from '@festival/shared-util-registration';
import {
  ACTIVITIES_DEFAULT_SORT,
  CSP_NONCE_PLACEHOLDER,
  activityImageAttributes,
  attendeeRoutes,
  eventDetailQueryKey,
  prefilledActivitiesQueryKey,
  type PrerenderedData,
} from '@festival/shared-util-site';
import { DEFAULT_ROWS_PER_PAGE, pageWindow } from '@festival/shared-util-table-params';

/** The view of the activity list the server fills: its first page in its first order (as ActivitiesPage asks for it). */
export const FILLED_ACTIVITIES_QUERY: MySubEventQuery = {
  ...pageWindow({ page: 1, rows: DEFAULT_ROWS_PER_PAGE }),
  sort: ACTIVITIES_DEFAULT_SORT.field,
  order: ACTIVITIES_DEFAULT_SORT.order,
};

export interface ActivitiesShellOptions {
  /** The attendee site's built index.html, whose empty `#root` is filled. */
  template: string;
  /** The event as `GET /events/{id}` answers it. */
  event: MainEventDetail;
  /** FILLED_ACTIVITIES_QUERY's page of its activities, with places left and no one's records. */
  activities: ListResult<MySubEvent>;
  language?: string;
  /** The attendee strings in `language`; English fills what it lacks. */
  translation?: Record<string, unknown> | null;
}

/**
 * The look of ActivitiesPage's first render at every width (PageContainer, PageHeader, the search
 * and sort row, ActivityCard with its buttons' placeholder), in the theme's values (fonts, the page's
 * sand background), so the app takes over without a jump: at 390 and 1280 px every box of the header,
 * the fields and the cards lands where the app draws it. The navbar's and footer's places: the bar is the navbar's height; `main` is
 * a screen tall (PageMain), so the footer is below the fold.
 */
const SHELL_STYLE = `<style nonce="${CSP_NONCE_PLACEHOLDER}">
body{margin:0}
#root *{box-sizing:border-box}
.pa-page{display:flex;flex-direction:column;min-height:100dvh;font-family:system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#18181b;background:#fdfaf4;-webkit-font-smoothing:antialiased}
.pa-page h1,.pa-page h2{font-family:"Trebuchet MS","Segoe UI",system-ui,sans-serif}
.pa-bar{height:calc(4rem + 1px);border-bottom:1px solid #e4e4e7;background:#fff;flex-shrink:0}
.pa-main{min-height:100dvh;flex:1}
.pa-container{max-width:72rem;width:100%;margin:0 auto;padding:1.5rem 1rem}
.pa-header{display:flex;flex-direction:column;gap:1rem;margin-bottom:2rem}
.pa-titles{display:flex;flex-direction:column;gap:.5rem}
.pa-titles h1{font-size:1.875rem;line-height:2.375rem;letter-spacing:-.025em;font-weight:600;margin:0}
.pa-muted{color:#52525b}
.pa-titles p{font-size:1.125rem;margin:0}
.pa-back{display:inline-flex;align-items:center;justify-content:center;height:2.25rem;padding:0 .875rem;font-size:.875rem;line-height:1.25rem;font-weight:500;border:1px solid #e4e4e7;border-radius:.375rem;color:#18181b;background:transparent;text-decoration:none;white-space:nowrap}
.pa-tools{display:flex;flex-direction:column;gap:1rem;margin-bottom:1.5rem}
.pa-search{flex:1}
.pa-field{display:flex;flex-direction:column;gap:.375rem;max-width:24rem}
.pa-tools label{font-size:.875rem;line-height:1.25rem;font-weight:500}
.pa-sort label{display:block;margin-bottom:.25rem}
.pa-tools input,.pa-tools select{height:2.5rem;font:inherit;font-size:.875rem;border:1px solid #e4e4e7;border-radius:.375rem;background:#fff;color:inherit;padding:0 .75rem;width:100%}
.pa-sort select{width:12rem}
.pa-list{display:flex;flex-direction:column;gap:1rem}
.pa-card{border:1px solid #e4e4e7;border-radius:.75rem;background:#fff;overflow:hidden;display:flex;flex-direction:column}
.pa-card img{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;flex-shrink:0}
.pa-body{display:flex;flex-direction:column;gap:.75rem;padding:1.25rem;flex:1;min-width:0}
.pa-heading{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:.75rem}
.pa-body h2{font-size:1.125rem;line-height:1.75rem;font-weight:600;margin:0}
.pa-body dl{display:flex;flex-direction:column;gap:.25rem;margin:0;font-size:.875rem}
.pa-body dl div{display:flex;gap:.5rem}
.pa-body dd{margin:0}
.pa-pending{width:5rem;height:2.25rem;border-radius:.375rem;background:#e4e4e7}
@media (min-width:48rem){.pa-container{padding:2.5rem 2rem}.pa-header{flex-direction:row;justify-content:space-between;align-items:flex-end}.pa-tools{flex-direction:row;align-items:flex-end}.pa-card{flex-direction:row}.pa-card img{width:14rem;height:10rem;aspect-ratio:7/5;margin:1.25rem 0 1.25rem 1.25rem;border-radius:.5rem;align-self:center}}
</style>`;

/**
 * The attendee's activity list (`/my-events/{id}`) filled before any script runs (issue 14): the
 * event's name and its activities' public part (name, date and time, location, fee, places left,
 * picture), and the answers it was filled from beside it, so the app's first render shows the same
 * page; the attendee's own records come with the app's signed-in request. The first picture is
 * fetched with high priority (on a phone a photo there is the page's largest paint; the demo's flat
 * SVGs are not candidates, Chrome skips low-entropy images, and the title is), the others lazily,
 * each sized; no preload, since the small page names the picture as early as a preload would. Every text from the database is HTML-escaped. Written in the visitor's language.
 */
export function renderActivitiesShell({
  template,
  event,
  activities,
  language = 'en',
  translation,
}: ActivitiesShellOptions): string {
  if (!hasEmptyRoot(template)) return template;
  const t = shellStrings(language, ['attendee'], { attendee: translation });
  const text = (value: string) => escapeHtml(value);
  const cards = activities.data.map((activity, index) => {
    const details = activityDetails(t, activity);
    const { src, srcSet, sizes } = activityImageAttributes(activity.imageUrl, activity.imageVariants);
    const sized = srcSet && sizes ? ` srcset=${attribute(srcSet)} sizes=${attribute(sizes)}` : '';
    const picture = activity.imageUrl
      ? `<img src=${attribute(src)}${sized} alt="" width="448" height="320" ${index === 0 ? 'fetchpriority="high"' : 'loading="lazy"'}>`
      : '';
    const row = (label: string, value: string) =>
      `<div><dt class="pa-muted">${text(label)}</dt><dd>${text(value)}</dd></div>`;
    return (
      `<article class="pa-card" aria-labelledby="pa-activity-${index}">${picture}<div class="pa-body">` +
      `<div class="pa-heading"><h2 id="pa-activity-${index}">${text(activity.name)}</h2></div><dl>` +
      row(t('activities.when'), details.when) +
      row(t('activities.where'), activity.location) +
      row(t('activities.fee'), details.fee) +
      row(t('activities.places'), details.places) +
      `</dl><div class="pa-pending"></div></div></article>`
    );
  });
  const body = [
    `<div class="pa-page"><div class="pa-bar"></div><main class="pa-main"><div class="pa-container">`,
    `<div class="pa-header"><div class="pa-titles"><h1>${text(t('activities.titleFor', { name: event.name }))}</h1>`,
    `<p class="pa-muted">${text(t('activities.intro'))}</p></div>`,
    `<a class="pa-back" href=${attribute(attendeeRoutes.myEvents.getHref())}>${text(t('activities.backToMyEvents'))}</a></div>`,
    `<div class="pa-tools"><div class="pa-search"><div class="pa-field"><label for="pa-search">${text(t('activities.search'))}</label>`,
    `<input id="pa-search" type="search" placeholder=${attribute(t('activities.searchPlaceholder'))}></div></div>`,
    `<div class="pa-sort"><label for="pa-sort">${text(t('activities.sort'))}</label><select id="pa-sort">`,
    `<option value="asc">${text(t('activities.sortNameAsc'))}</option><option value="desc">${text(t('activities.sortNameDesc'))}</option></select></div></div>`,
    cards.length > 0
      ? `<section class="pa-list" aria-label=${attribute(t('activities.listLabel'))}>${cards.join('')}</section>`
      : '',
    `</div></main></div>`,
  ].join('');
  const data: PrerenderedData = {
    queries: [
      { queryKey: [...eventDetailQueryKey(event.id)], data: event },
      { queryKey: [...prefilledActivitiesQueryKey(event.id, FILLED_ACTIVITIES_QUERY)], data: activities },
    ],
  };
  return fillShell(template, { name: 'activities', language, headEnd: SHELL_STYLE, body, data });
}

/**
 * A page the server filled before any script ran (the attendee home and activity list: issue 14). The filled
 * `#root` carries `data-prerendered`; beside it, a JSON data block (never executed, so the
 * Content-Security-Policy's script-src is untouched) holds the answers the page was filled from,
 * keyed as the app's queries are, so the app's first render shows the same content at once.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_DATA_ID = 'prerendered-data';

/** The answers a pre-rendered page was filled from: each query key with its data. */
export interface PrerenderedData {
  queries: { queryKey: readonly unknown[]; data: unknown }[];
}

/** The query key of the active events (attendee-data-access-events' eventKeys.active()). */
export const ACTIVE_EVENTS_QUERY_KEY = ['events', 'active'] as const;

/** The query key of one event with its activities, `GET /events/{id}` (eventKeys.detail(id) is this). */
export const eventDetailQueryKey = (id: string) => ['events', 'detail', id] as const;

/**
 * The query key of a page of an event's activity list as the server filled it
 * (activityKeys.prefilled is this): with places left and no one's records, shown until the
 * signed-in answer with the attendee's own records arrives; the list's own query (page, order) is
 * part of the key, so only the same view uses it. Only the filled page sets it.
 */
/** The activity list's order when the visitor chose none: the view the server fills. */
export const ACTIVITIES_DEFAULT_SORT = { field: 'name', order: 'asc' } as const;

export const prefilledActivitiesQueryKey = (eventId: string, query: object) =>
  ['activities', 'prefilled', eventId, query] as const;

/**
 * The data block's text for `value`: JSON with `<`, `>` and `&` written as \u escapes, so that no
 * string in it can close the element or open another (JSON.parse reads it back unchanged).
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The answers in the data block's text, or none (no block, or one that does not parse). */
export function readPrerenderedData(text: string | null | undefined): PrerenderedData {
  if (!text) return { queries: [] };
  try {
    const parsed = JSON.parse(text) as PrerenderedData;
    return Array.isArray(parsed.queries) ? parsed : { queries: [] };
  } catch {
    return { queries: [] };
  }
}

/** SPEC.md §9: event times are shown in Pacific/Honolulu, dates as MM/DD/YYYY. */
export const EVENT_TIME_ZONE = 'Pacific/Honolulu';

export function formatDisplayDate(iso: string, timeZone: string = EVENT_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

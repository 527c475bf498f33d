import { formatDisplayDate } from '@festival/shared-util-i18n';

/**
 * A calendar date (YYYY-MM-DD: a birthday, an arrival day) as MM/DD/YYYY. It names a day, not
 * an instant, so it is read in UTC where it was written; shifting it to Honolulu would show the
 * day before.
 */
export const formatCalendarDate = (isoDate: string | null | undefined): string => (isoDate ? formatDisplayDate(isoDate.slice(0, 10), 'UTC') : '');

export const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();

/** Is this failure the API saying "no such registration of yours"? */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
export const isForbidden = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;

import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { FormikValues } from 'formik';
import type { ComponentType } from 'react';

/** One attendee of the registration with their request of one kind (the API's entry). */
export interface AssistanceEntry {
  attendeeId: string;
  firstName: string;
  lastName: string;
  /** null: nothing asked (shown as "Not requested"). */
  status: string | null;
  request: object | null;
}

/**
 * One kind of per-attendee request (visa, accommodation): where its data and texts are, its
 * form's values and fields. The page, list, card and form are written once for every kind.
 */
export interface AssistanceKind<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
> {
  /** Its texts' section of the `registered` namespace (title, intro, formLabel, statusLabel, request, save, withdraw, saved, withdrawn). */
  texts: 'visa' | 'accommodation';
  useEntries: (eventId: string) => UseQueryResult<Entry[]>;
  /** PUT of the whole set. */
  useSave: (eventId: string) => UseMutationResult<Entry[], Error, { requests: Request[] }>;
  /** The rules the API applies too (shared form-schemas). */
  validationSchema: unknown;
  toValues: (entry: Entry) => Values;
  toRequest: (values: Values) => Request;
  /** The form's fields. */
  Fields: ComponentType;
  /** Under the fields, e.g. what a change does to a booked request. */
  Note?: ComponentType<{ entry: Entry }>;
  /** A request the festival has closed, shown read-only instead of the form. */
  closed?: { status: string; Summary: ComponentType<{ entry: Entry }> };
}

/** The requests as they stand, one attendee's replaced (or left out when `request` is null). */
export function requestsWith<Request extends { attendeeId: string }>(
  entries: readonly AssistanceEntry[],
  attendeeId: string,
  request: Request | null,
): Request[] {
  return entries.flatMap((entry) => {
    if (entry.attendeeId === attendeeId) return request ? [request] : [];
    return entry.request ? [{ attendeeId: entry.attendeeId, ...entry.request } as Request] : [];
  });
}

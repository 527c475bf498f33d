import {
  useAccommodationAssistance,
  useSaveAccommodationAssistance,
} from '@festival/attendee-data-access-registrations';
import type { AccommodationEntry, AccommodationRequestInput, RoomSharing } from '@festival/shared-util-api-contracts';
import { accommodationRequestSchema } from '@festival/shared-util-form-schemas';
import { AccommodationChangeNote } from './accommodation-change-note';
import { AccommodationRequestFields } from './accommodation-request-fields';
import type { AssistanceKind } from './assistance-kind';
import { AssistancePage } from './assistance-page';

export interface AccommodationRequestFormValues {
  attendeeId: string;
  checkInDate: string;
  checkOutDate: string;
  roomSharing: RoomSharing | null;
  specialNeeds: string;
}

/** Accommodation help: a new or changed request is NOT_RESERVED until the housing desk books it. */
export const accommodationAssistance: AssistanceKind<
  AccommodationEntry,
  AccommodationRequestFormValues,
  AccommodationRequestInput
> = {
  texts: 'accommodation',
  useEntries: useAccommodationAssistance,
  useSave: useSaveAccommodationAssistance,
  validationSchema: accommodationRequestSchema,
  toValues: ({ attendeeId, request }) => ({
    attendeeId,
    checkInDate: request?.checkInDate ?? '',
    checkOutDate: request?.checkOutDate ?? '',
    roomSharing: request?.roomSharing ?? null,
    specialNeeds: request?.specialNeeds ?? '',
  }),
  toRequest: (values) => ({
    attendeeId: values.attendeeId,
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    roomSharing: values.roomSharing as RoomSharing,
    specialNeeds: values.specialNeeds.trim() || null,
  }),
  Fields: AccommodationRequestFields,
  Note: AccommodationChangeNote,
};

/** `/registered-information/:id/accommodation-assistance`: per attendee, the status and a request for a room. */
export function AccommodationAssistancePage() {
  return <AssistancePage kind={accommodationAssistance} />;
}

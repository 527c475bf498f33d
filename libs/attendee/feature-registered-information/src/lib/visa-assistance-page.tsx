import { useSaveVisaAssistance, useVisaAssistance } from '@festival/attendee-data-access-registrations';
import type { VisaAssistanceEntry, VisaRequestInput } from '@festival/shared-util-api-contracts';
import { visaRequestSchema } from '@festival/shared-util-form-schemas';
import type { AssistanceKind } from './assistance-kind';
import { AssistancePage } from './assistance-page';
import { VisaRequestFields } from './visa-request-fields';
import { VisaRequestSummary } from './visa-request-summary';

export interface VisaRequestFormValues {
  attendeeId: string;
  passportCountryId: string;
  nationalityCountryId: string;
  arrivalDate: string;
  departureDate: string;
  needsInvitationLetter: boolean;
  notes: string;
}

/** Visa help: PENDING until the festival completes it; a COMPLETED request is shown read-only. */
export const visaAssistance: AssistanceKind<VisaAssistanceEntry, VisaRequestFormValues, VisaRequestInput> = {
  texts: 'visa',
  useEntries: useVisaAssistance,
  useSave: useSaveVisaAssistance,
  validationSchema: visaRequestSchema,
  toValues: ({ attendeeId, request }) => ({
    attendeeId,
    passportCountryId: request?.passportCountryId ?? '',
    nationalityCountryId: request?.nationalityCountryId ?? '',
    arrivalDate: request?.arrivalDate ?? '',
    departureDate: request?.departureDate ?? '',
    needsInvitationLetter: request?.needsInvitationLetter ?? false,
    notes: request?.notes ?? '',
  }),
  toRequest: (values) => ({ ...values, notes: values.notes.trim() || null }),
  Fields: VisaRequestFields,
  closed: { status: 'COMPLETED', Summary: VisaRequestSummary },
};

/** `/registered-information/:id/visa-assistance`: per attendee, the status and a request for help. */
export function VisaAssistancePage() {
  return <AssistancePage kind={visaAssistance} />;
}

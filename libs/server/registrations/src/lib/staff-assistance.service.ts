import { recordAudit } from '@festival/server-audit';
import { toListResult } from '@festival/server-db';
import { asDate, type CsvExporter } from '@festival/server-exports';
import { NotFoundError } from '@festival/server-platform';
import type {
  AccommodationRequestQuery,
  AccommodationStatusChange,
  ListResult,
  StaffAccommodationRequest,
  StaffVisaRequest,
  VisaRequestQuery,
  VisaRequestStatusChange,
} from '@festival/shared-util-api-contracts';
import type { RegistrationsDeps } from './registrations.service';
import type { AttendeeRow } from './registrations.repository';
import { staffRegistrationsRepository as staff, type RequestListFilter } from './staff-registrations.repository';

export const VISA_REQUEST_NOT_FOUND = 'Visa request not found';
export const ACCOMMODATION_REQUEST_NOT_FOUND = 'Accommodation request not found';

type Query = VisaRequestQuery | AccommodationRequestQuery;

const filterOf = (query: Partial<Query>): RequestListFilter => ({
  eventId: query.eventId,
  status: query.status,
  roomSharing: 'roomSharing' in query ? query.roomSharing : undefined,
  search: query.search?.trim() || undefined,
  sort: query.sort ?? 'createdAt',
  order: query.order ?? 'desc',
  take: query.take ?? 10,
  skip: query.skip ?? 0,
});

const exportFilter = (query: Partial<Query>) => {
  const { take: _take, skip: _skip, ...filter } = filterOf(query);
  return filter;
};
const person = [
  { header: 'First name', value: (row: Record<string, unknown>) => row['firstName'] },
  { header: 'Last name', value: (row: Record<string, unknown>) => row['lastName'] },
  { header: 'Email', value: (row: Record<string, unknown>) => row['email'] },
  { header: 'Status', value: (row: Record<string, unknown>) => row['status'] },
];

/** The visa desk's list as a CSV file: its filters and order, every row. */
export const visaRequestsExporter: CsvExporter<VisaRequestQuery> = {
  fileName: 'visa-requests',
  query: (db, query) => staff.requestsExportQuery(db, 'visa', exportFilter(query)),
  columns: [
    ...person,
    { header: 'Passport country', value: (row) => row['passportCountryId'] },
    { header: 'Nationality', value: (row) => row['nationalityCountryId'] },
    { header: 'Arrival', value: (row) => row['arrivalDate'] },
    { header: 'Departure', value: (row) => row['departureDate'] },
    { header: 'Invitation letter', value: (row) => row['needsInvitationLetter'] },
    { header: 'Notes', value: (row) => row['notes'] },
    { header: 'Registration', value: (row) => row['registrationId'] },
    { header: 'Requested', value: (row) => asDate(row['requestedAt']) },
  ],
};

/** The accommodation desk's list as a CSV file: its filters and order, every row. */
export const accommodationRequestsExporter: CsvExporter<AccommodationRequestQuery> = {
  fileName: 'accommodation-requests',
  query: (db, query) => staff.requestsExportQuery(db, 'accommodation', exportFilter(query)),
  columns: [
    ...person,
    { header: 'Check-in', value: (row) => row['checkInDate'] },
    { header: 'Check-out', value: (row) => row['checkOutDate'] },
    { header: 'Room sharing', value: (row) => row['roomSharing'] },
    { header: 'Special needs', value: (row) => row['specialNeeds'] },
    { header: 'Registration', value: (row) => row['registrationId'] },
    { header: 'Requested', value: (row) => asDate(row['requestedAt']) },
  ],
};

interface Joined<R> {
  request: R & { id: string; registrationId: string; attendeeId: string; createdAt: Date; updatedAt: Date };
  attendee: AttendeeRow;
  eventId: string;
  mainEmail: string | null;
}

const personOf = <R>({ request, attendee, eventId, mainEmail }: Joined<R>) => ({
  id: request.id,
  registrationId: request.registrationId,
  eventId,
  attendeeId: request.attendeeId,
  firstName: attendee.firstName,
  lastName: attendee.lastName,
  email: attendee.email ?? mainEmail,
  createdAt: request.createdAt.toISOString(),
  updatedAt: request.updatedAt.toISOString(),
});

/** GET /assistance/visa-requests: every visa request, filtered and paged, with who asked. */
export function listVisaRequests(
  deps: RegistrationsDeps,
  query: VisaRequestQuery,
): Promise<ListResult<StaffVisaRequest>> {
  return visaRequests(deps, filterOf(query));
}

async function visaRequests(deps: RegistrationsDeps, filter: RequestListFilter): Promise<ListResult<StaffVisaRequest>> {
  const { rows, total } = await staff.listRequests(deps.db, 'visa', filter);
  return toListResult(
    rows.map((row) => {
      const request = row.request as typeof row.request & {
        passportCountryId: string;
        nationalityCountryId: string;
        arrivalDate: string;
        departureDate: string;
        needsInvitationLetter: boolean;
        notes: string | null;
        status: 'PENDING' | 'COMPLETED';
      };
      return {
        ...personOf({ ...row, request }),
        status: request.status,
        passportCountryId: request.passportCountryId,
        nationalityCountryId: request.nationalityCountryId,
        arrivalDate: request.arrivalDate,
        departureDate: request.departureDate,
        needsInvitationLetter: request.needsInvitationLetter,
        notes: request.notes,
      };
    }),
    total,
    filter.skip,
  );
}

/** GET /assistance/accommodation-requests. */
export function listAccommodationRequests(
  deps: RegistrationsDeps,
  query: AccommodationRequestQuery,
): Promise<ListResult<StaffAccommodationRequest>> {
  return accommodationRequests(deps, filterOf(query));
}

async function accommodationRequests(
  deps: RegistrationsDeps,
  filter: RequestListFilter,
): Promise<ListResult<StaffAccommodationRequest>> {
  const { rows, total } = await staff.listRequests(deps.db, 'accommodation', filter);
  return toListResult(
    rows.map((row) => {
      const request = row.request as typeof row.request & {
        checkInDate: string;
        checkOutDate: string;
        roomSharing: StaffAccommodationRequest['roomSharing'];
        specialNeeds: string | null;
        status: StaffAccommodationRequest['status'];
      };
      return {
        ...personOf({ ...row, request }),
        status: request.status,
        checkInDate: request.checkInDate,
        checkOutDate: request.checkOutDate,
        roomSharing: request.roomSharing,
        specialNeeds: request.specialNeeds,
      };
    }),
    total,
    filter.skip,
  );
}

/**
 * The visa desk marks a request COMPLETED (the attendee can no longer change it). Setting the
 * status it already has changes nothing and writes no audit row.
 */
export async function setVisaRequestStatus(
  deps: RegistrationsDeps,
  actorSub: string,
  id: string,
  change: VisaRequestStatusChange,
): Promise<StaffVisaRequest> {
  await deps.db.transaction(async (tx) => {
    const current = await staff.findVisaRequest(tx, id, { forUpdate: true });
    if (!current) throw new NotFoundError(VISA_REQUEST_NOT_FOUND);
    if (current.status === change.status) return;
    const at = deps.now();
    await staff.setVisaRequestStatus(tx, id, change.status, at);
    await recordAudit(tx, {
      actorSub,
      action: 'visa-request.status',
      target: `visa-request:${id}`,
      before: { status: current.status },
      after: { status: change.status },
      at,
    });
  });
  return requestById(visaRequests, deps, id, VISA_REQUEST_NOT_FOUND);
}

/** The housing desk books a room (RESERVED) or puts the request on its waitlist (WAITLIST). */
export async function setAccommodationStatus(
  deps: RegistrationsDeps,
  actorSub: string,
  id: string,
  change: AccommodationStatusChange,
): Promise<StaffAccommodationRequest> {
  await deps.db.transaction(async (tx) => {
    const current = await staff.findAccommodationRequest(tx, id, { forUpdate: true });
    if (!current) throw new NotFoundError(ACCOMMODATION_REQUEST_NOT_FOUND);
    if (current.status === change.status) return;
    const at = deps.now();
    await staff.setAccommodationStatus(tx, id, change.status, at);
    await recordAudit(tx, {
      actorSub,
      action: 'accommodation-request.status',
      target: `accommodation-request:${id}`,
      before: { status: current.status },
      after: { status: change.status },
      at,
    });
  });
  return requestById(accommodationRequests, deps, id, ACCOMMODATION_REQUEST_NOT_FOUND);
}

/** One request as the list shows it. */
async function requestById<T>(
  list: (deps: RegistrationsDeps, filter: RequestListFilter) => Promise<ListResult<T>>,
  deps: RegistrationsDeps,
  id: string,
  notFound: string,
): Promise<T> {
  const { data } = await list(deps, { ...filterOf({}), id, take: 1 });
  if (!data[0]) throw new NotFoundError(notFound);
  return data[0];
}

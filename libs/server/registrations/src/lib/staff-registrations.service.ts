import { toListResult, type Db } from '@festival/server-db';
import { delegationNames, withLockedEvent } from '@festival/server-events';
import { recordAudit } from '@festival/server-audit';
import { asDate, type CsvExporter } from '@festival/server-exports';
import { ConflictError, HttpError, NotFoundError } from '@festival/server-platform';
import type {
  BulkStatusResult,
  Dashboard,
  DashboardQuery,
  DelegationOverview,
  DelegationOverviewQuery,
  ListResult,
  Registration,
  StaffActivityRecord,
  StaffRegistrationDetail,
  StaffRegistrationQuery,
  StaffRegistrationSummary,
} from '@festival/shared-util-api-contracts';
import { calendarDateIn } from '@festival/shared-util-dates';
import { canTransition, zonedTimeToUtc, type RegistrationStatus } from '@festival/shared-util-registration';
import { accommodationAssistanceOf, visaAssistanceOf } from './assistance.service';
import {
  FULL_EVENT_MESSAGE,
  HOLDING_STATUSES,
  toRegistration,
  withDelegationName,
  type RegistrationsDeps,
} from './registrations.service';
import { staffRegistrationsRepository as staff, type RegistrationIdsQuery } from './staff-registrations.repository';

/**
 * What staff need of the activities module, which sits above this one (it imports registrations):
 * app.ts passes its implementation in (docs/server-modules.md).
 */
export interface StaffActivities {
  /** The ids (`id` column) of registrations with a live (not canceled) record at the activity, as a subquery. */
  registrationsAt(db: Db, subEventId: string): RegistrationIdsQuery;
  /** Every record of a registration's attendees, with its activity. */
  recordsOf(db: Db, registrationId: string): Promise<StaffActivityRecord[]>;
  /** The dashboard's activity figures. */
  dashboard(
    db: Db,
    query: { eventId?: string; checkedInSince: Date; fillingRatio: number },
  ): Promise<{ fillingUp: Dashboard['activitiesFillingUp']; waitlisted: number; checkInsSince: number }>;
}

export type StaffDeps = RegistrationsDeps & { activities: StaffActivities };

/** The dashboard lists an activity once this share of its places is held. */
export const FILLING_UP_RATIO = 0.8;

export const statusChangeRefused = (from: RegistrationStatus, to: RegistrationStatus) =>
  `A registration that is ${from} cannot become ${to}.`;

export async function listRegistrationsForStaff(
  deps: StaffDeps,
  query: StaffRegistrationQuery,
): Promise<ListResult<StaffRegistrationSummary>> {
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const { rows, total } = await staff.list(deps.db, {
    eventId: query.eventId,
    status: query.status,
    type: query.type,
    within: query.activityId ? deps.activities.registrationsAt(deps.db, query.activityId) : undefined,
    countryId: query.countryId?.toUpperCase(),
    search: query.search?.trim() || undefined,
    sort: query.sort ?? 'createdAt',
    order: query.order ?? 'desc',
    take,
    skip,
  });
  const names = await delegationNames(
    deps.db,
    rows.flatMap(({ registration }) => (registration.delegationKeyId ? [registration.delegationKeyId] : [])),
  );
  return toListResult(
    rows.map(({ registration, main, attendeeCount }) => ({
      id: registration.id,
      eventId: registration.mainEventId,
      type: registration.type,
      status: registration.status,
      delegationName: (registration.delegationKeyId && names.get(registration.delegationKeyId)) || null,
      mainAttendee: { firstName: main.firstName, lastName: main.lastName, email: main.email },
      attendeeCount: Number(attendeeCount),
      createdAt: registration.createdAt.toISOString(),
    })),
    total,
    skip,
  );
}

/** The staff list as a CSV file (SPEC.md §4 "Export"): the page's filters and order, every row. */
export function registrationsExporter(activities: StaffActivities): CsvExporter<StaffRegistrationQuery> {
  return {
    fileName: 'registrations',
    query: (db, query) =>
      staff.exportQuery(db, {
        eventId: query.eventId,
        status: query.status,
        type: query.type,
        within: query.activityId ? activities.registrationsAt(db, query.activityId) : undefined,
        countryId: query.countryId?.toUpperCase(),
        search: query.search?.trim() || undefined,
        sort: query.sort ?? 'createdAt',
        order: query.order ?? 'desc',
      }),
    columns: [
      { header: 'Reference', value: (row) => row['id'] },
      { header: 'Status', value: (row) => row['status'] },
      { header: 'Type', value: (row) => row['type'] },
      { header: 'First name', value: (row) => row['firstName'] },
      { header: 'Last name', value: (row) => row['lastName'] },
      { header: 'Email', value: (row) => row['email'] },
      { header: 'Attendees', value: (row) => row['attendees'] },
      { header: 'Registered', value: (row) => asDate(row['createdAt']) },
    ],
  };
}

export async function getRegistrationForStaff(deps: RegistrationsDeps, id: string): Promise<Registration> {
  const row = await staff.findById(deps.db, id);
  if (!row) throw new NotFoundError('Registration not found');
  return toRegistration(await withDelegationName(deps.db, row));
}

/** The registration with every attendee's activities and visa and accommodation requests. */
export async function getRegistrationDetailForStaff(deps: StaffDeps, id: string): Promise<StaffRegistrationDetail> {
  const row = await staff.findById(deps.db, id);
  if (!row) throw new NotFoundError('Registration not found');
  const [registration, activities, visaRequests, accommodationRequests] = await Promise.all([
    withDelegationName(deps.db, row).then(toRegistration),
    deps.activities.recordsOf(deps.db, id),
    visaAssistanceOf(deps, row),
    accommodationAssistanceOf(deps, row),
  ]);
  return { ...registration, activities, visaRequests, accommodationRequests };
}

/**
 * The same move for many registrations (bulk action): each is checked, changed, audited and
 * emailed on its own, like a single change, so one refusal stops nothing else. The answer says
 * what became of each.
 */
export async function changeRegistrationStatuses(
  deps: RegistrationsDeps,
  actorSub: string,
  ids: readonly string[],
  to: RegistrationStatus,
): Promise<BulkStatusResult[]> {
  const results: BulkStatusResult[] = [];
  for (const id of ids) {
    try {
      const changed = await changeRegistrationStatus(deps, actorSub, id, to);
      results.push({ id, ok: true, status: changed.status, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const current = await staff.findById(deps.db, id);
      results.push({ id, ok: false, status: current?.status ?? null, message: error.message });
    }
  }
  return results;
}

/** Each delegation (a delegation key's registrations) with its members. */
export async function delegationOverview(
  deps: RegistrationsDeps,
  query: DelegationOverviewQuery,
): Promise<DelegationOverview[]> {
  const rows = await staff.delegationMembers(deps.db, query.eventId);
  const keyIds = [...new Set(rows.flatMap((r) => (r.delegationKeyId ? [r.delegationKeyId] : [])))];
  const names = await delegationNames(deps.db, keyIds);
  const byKey = new Map<string, DelegationOverview & { seen: Set<string> }>();
  for (const { delegationKeyId, eventId, ...member } of rows) {
    if (!delegationKeyId) continue;
    const delegation = byKey.get(delegationKeyId) ?? {
      delegationKeyId,
      delegationName: names.get(delegationKeyId) ?? '',
      eventId,
      registrationCount: 0,
      members: [],
      seen: new Set<string>(),
    };
    if (!delegation.seen.has(member.registrationId)) {
      delegation.seen.add(member.registrationId);
      delegation.registrationCount += 1;
    }
    delegation.members.push(member);
    byKey.set(delegationKeyId, delegation);
  }
  return [...byKey.values()]
    .map(({ seen: _seen, ...delegation }) => delegation)
    .sort((a, b) => a.delegationName.localeCompare(b.delegationName));
}

/** The counts that matter on the day; "today" is the event's calendar day (Pacific/Honolulu). */
export async function dashboard(deps: StaffDeps, query: DashboardQuery): Promise<Dashboard> {
  const startOfToday = zonedTimeToUtc(calendarDateIn(deps.now()));
  const [counts, activities] = await Promise.all([
    staff.counts(deps.db, query.eventId, startOfToday),
    deps.activities.dashboard(deps.db, {
      eventId: query.eventId,
      checkedInSince: startOfToday,
      fillingRatio: FILLING_UP_RATIO,
    }),
  ]);
  return {
    registrationsByStatus: counts.byStatus,
    registrationsByType: counts.byType,
    activitiesFillingUp: activities.fillingUp,
    activityWaitlist: activities.waitlisted,
    pendingVisaRequests: counts.pendingVisa,
    pendingAccommodationRequests: counts.pendingAccommodation,
    checkInsToday: counts.checkInsSince,
    activityCheckInsToday: activities.checkInsSince,
  };
}

/**
 * Staff move a registration along the state machine of util-registration (REGISTRATION_TRANSITIONS).
 * Taking a place again (e.g. WAITING_LIST → APPROVED) needs room at the event, checked under the
 * event's lock like a new registration. The change and its audit row commit together; the main
 * attendee is told by email.
 */
export async function changeRegistrationStatus(
  deps: RegistrationsDeps,
  actorSub: string,
  id: string,
  to: RegistrationStatus,
): Promise<Registration> {
  const found = await staff.findById(deps.db, id);
  if (!found) throw new NotFoundError('Registration not found');

  const { event, from } = await withLockedEvent(deps.db, found.mainEventId, async (tx, locked) => {
    const current = await staff.findById(tx, id, { forUpdate: true });
    if (!current || !locked) throw new NotFoundError('Registration not found');
    if (!canTransition(current.status, to)) throw new ConflictError(statusChangeRefused(current.status, to));
    const takesPlace = HOLDING_STATUSES.includes(to) && !HOLDING_STATUSES.includes(current.status);
    if (takesPlace) {
      const holding = await deps.repository.countAttendeesHolding(tx, locked.id, HOLDING_STATUSES, current.id);
      if (holding + current.attendees.length > locked.capacity) throw new ConflictError(FULL_EVENT_MESSAGE);
    }
    const at = deps.now();
    await staff.setStatus(tx, current.id, current.status, to, at);
    await recordAudit(tx, {
      actorSub,
      action: 'registration.status',
      target: `registration:${current.id}`,
      before: { status: current.status },
      after: { status: to },
      at,
    });
    return { event: locked, from: current.status };
  });

  const updated = await getRegistrationForStaff(deps, id);
  const main = updated.attendees.find((a) => a.isMainProfile);
  if (deps.mailer && main?.email && from !== to) {
    try {
      await deps.mailer.send({ to: main.email, template: 'registration-status', eventName: event.name, status: to });
    } catch (error) {
      deps.logger?.error({ reason: (error as Error).message }, 'registration status mail could not be queued');
    }
  }
  return updated;
}

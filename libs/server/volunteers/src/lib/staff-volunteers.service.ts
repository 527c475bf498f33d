import { recordAudit } from '@festival/server-audit';
import { toListResult } from '@festival/server-db';
import type { MainEventRow } from '@festival/server-events';
import { asDate, type CsvExporter } from '@festival/server-exports';
import { BadRequestError, ConflictError, NotFoundError } from '@festival/server-platform';
import type {
  AssignmentSuggestInput,
  AssignmentSuggestion,
  FieldError,
  ListResult,
  SaveAssignmentsInput,
  SaveAssignmentsResult,
  StaffVolunteerDetail,
  StaffVolunteerQuery,
  StaffVolunteerSummary,
  VolunteerAvailability,
} from '@festival/shared-util-api-contracts';
import {
  canMoveVolunteer,
  festivalDays,
  SHIFTS,
  slotKey,
  slotKeyOf,
  timeSlotOf,
  type ShiftType,
  type VolunteerStatus,
} from '@festival/shared-util-registration';
import { suggestShiftAssignment } from '@festival/shared-util-shift-assignment';
import { staffVolunteersRepository as staff, type VolunteerListFilter } from './staff-volunteers.repository';
import { volunteersRepository } from './volunteers.repository';
import { toVolunteerApplication, type VolunteersDeps } from './volunteers.service';

export const VOLUNTEER_NOT_FOUND = 'Volunteer not found';
export const NO_FESTIVAL_FOR_PLAN = 'No festival is open for volunteers at the moment.';
export const NOT_OFFERED_MESSAGE = 'The volunteer did not offer this shift.';
export const NOT_APPROVED_MESSAGE = 'Only approved volunteers can be assigned shifts.';
export const NOT_A_SHIFT_MESSAGE = 'This is not one of the festival’s shifts.';
export const UNKNOWN_VOLUNTEER_MESSAGE = 'This volunteer did not apply for the festival.';
export const REPEATED_SHIFT_MESSAGE = 'This shift is assigned to the volunteer twice.';

const filterOf = (query: Partial<StaffVolunteerQuery>): VolunteerListFilter => ({
  eventId: query.eventId,
  status: query.status,
  search: query.search?.trim() || undefined,
  sort: query.sort ?? 'createdAt',
  order: query.order ?? 'desc',
  take: query.take ?? 10,
  skip: query.skip ?? 0,
});

/** The volunteer desk's list as a CSV file: its filters and order, every row. */
export const volunteersExporter: CsvExporter<StaffVolunteerQuery> = {
  fileName: 'volunteers',
  query: (db, query) => {
    const { take: _take, skip: _skip, ...filter } = filterOf(query);
    return staff.exportQuery(db, filter);
  },
  columns: [
    { header: 'First name', value: (row) => row['firstName'] },
    { header: 'Last name', value: (row) => row['lastName'] },
    { header: 'Email', value: (row) => row['email'] },
    { header: 'Status', value: (row) => row['status'] },
    { header: 'Phone', value: (row) => row['phone'] },
    { header: 'T-shirt', value: (row) => row['tShirtSize'] },
    { header: 'Areas', value: (row) => row['areaIds'] },
    { header: 'Languages', value: (row) => row['languageIds'] },
    { header: 'Shifts offered', value: (row) => row['offeredCount'] },
    { header: 'Shifts assigned', value: (row) => row['assignedCount'] },
    { header: 'Applied', value: (row) => asDate(row['appliedAt']) },
  ],
};

/** GET /volunteers: the applications, filtered and paged, with who applied. */
export async function listVolunteersForStaff(
  deps: VolunteersDeps,
  query: StaffVolunteerQuery,
): Promise<ListResult<StaffVolunteerSummary>> {
  const filter = filterOf(query);
  const { rows, total } = await staff.list(deps.db, filter);
  return toListResult(
    rows.map((row) => ({
      id: row.volunteer.id,
      eventId: row.volunteer.mainEventId,
      status: row.volunteer.status,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.volunteer.phone,
      tShirtSize: row.volunteer.tShirtSize,
      offeredCount: Number(row.offeredCount),
      assignedCount: Number(row.assignedCount),
      createdAt: row.volunteer.createdAt.toISOString(),
    })),
    total,
    filter.skip,
  );
}

/** GET /volunteers/{id}. */
export async function getVolunteerForStaff(deps: VolunteersDeps, id: string): Promise<StaffVolunteerDetail> {
  const row = await staff.findById(deps.db, id);
  const person = row && (await staff.person(deps.db, id));
  if (!row || !person) throw new NotFoundError(VOLUNTEER_NOT_FOUND);
  const detailed = await volunteersRepository.findByUser(deps.db, row.mainEventId, row.userId);
  if (!detailed) throw new NotFoundError(VOLUNTEER_NOT_FOUND);
  return { ...toVolunteerApplication(detailed), ...person };
}

/**
 * PUT /volunteers/{id}/status: a move along VOLUNTEER_TRANSITIONS (409 otherwise), audited, and
 * the volunteer emailed. The status it already has changes nothing and writes no audit row.
 */
export async function setVolunteerStatus(
  deps: VolunteersDeps,
  actorSub: string,
  id: string,
  to: VolunteerStatus,
): Promise<StaffVolunteerDetail> {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await volunteersRepository.lockById(tx, id);
    if (!row) throw new NotFoundError(VOLUNTEER_NOT_FOUND);
    if (row.status === to) return false;
    if (!canMoveVolunteer(row.status, to))
      throw new ConflictError(`A volunteer application cannot move from ${row.status} to ${to}.`);
    const at = deps.now();
    await volunteersRepository.setStatus(tx, id, to, at);
    await recordAudit(tx, {
      actorSub,
      action: 'volunteer.status',
      target: `volunteer:${id}`,
      before: { status: row.status },
      after: { status: to },
      at,
    });
    return true;
  });
  const detail = await getVolunteerForStaff(deps, id);
  if (moved) {
    const eventName = (await staff.eventName(deps.db, detail.eventId)) ?? '';
    await sendMail(deps, { to: detail.email, template: 'volunteer-status', eventName, status: to });
  }
  return detail;
}

async function openFestival(deps: VolunteersDeps): Promise<MainEventRow> {
  const festival = await volunteersRepository.findFestival(deps.db);
  if (!festival) throw new NotFoundError(NO_FESTIVAL_FOR_PLAN);
  return festival;
}

/** The festival's shifts in grid order (day, then shift), keyed like the availability grid. */
function shiftsOf(festival: MainEventRow) {
  const days = festivalDays(festival.startDate, festival.endDate, festival.timezone);
  return days.flatMap((day) =>
    SHIFTS.map((shift) => ({
      key: slotKey(day, shift.type),
      day,
      type: shift.type as ShiftType,
      startDate: timeSlotOf(day, shift.type, festival.timezone).startDate,
    })),
  );
}

/** The grid key of a stored or sent shift; null for a made-up instant (a typed string may be anything). */
const keyOf = (festival: MainEventRow, slot: { startDate: Date | string; type: ShiftType }) =>
  slotKeyOf(
    { startDate: typeof slot.startDate === 'string' ? slot.startDate : slot.startDate.toISOString(), type: slot.type },
    festival.timezone,
  );

/** GET /volunteers/availability: per shift, how many offered it (any status, approved) and how many are assigned. */
export async function volunteerAvailability(deps: VolunteersDeps): Promise<VolunteerAvailability> {
  const festival = await volunteersRepository.findFestival(deps.db);
  if (!festival) return { festival: null, shifts: [] };
  const [slots, assigned] = await Promise.all([
    staff.slotsOfEvent(deps.db, festival.id),
    staff.assignmentsOfEvent(deps.db, festival.id),
  ]);
  const tally = (rows: { startDate: Date; type: ShiftType }[]) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const key = keyOf(festival, row);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };
  const offered = tally(slots);
  const approved = tally(slots.filter((s) => s.status === 'APPROVED'));
  const assignedCounts = tally(assigned);
  return {
    festival: {
      id: festival.id,
      name: festival.name,
      startDate: festival.startDate.toISOString(),
      endDate: festival.endDate.toISOString(),
      timezone: festival.timezone,
    },
    shifts: shiftsOf(festival).map(({ key, day, type, startDate }) => ({
      day,
      type,
      startDate,
      offered: offered.get(key) ?? 0,
      approved: approved.get(key) ?? 0,
      assigned: assignedCounts.get(key) ?? 0,
    })),
  };
}

/**
 * POST /volunteers/assignments/suggest: a whole plan for the open festival from the APPROVED
 * volunteers' offers (util-shift-assignment: fills each need, spreads evenly, never an unoffered
 * shift). Nothing is saved.
 */
export async function suggestAssignments(
  deps: VolunteersDeps,
  input: AssignmentSuggestInput,
): Promise<AssignmentSuggestion> {
  const festival = await openFestival(deps);
  const shifts = shiftsOf(festival);
  const byKey = new Map(shifts.map((s) => [s.key, s]));
  const needs = new Map(shifts.map((s) => [s.key, input.need]));
  const errors: FieldError[] = [];
  (input.shifts ?? []).forEach((shift, i) => {
    const key = keyOf(festival, shift);
    if (!key || !byKey.has(key)) errors.push({ field: `body.shifts.${i}`, message: NOT_A_SHIFT_MESSAGE });
    else needs.set(key, shift.need);
  });
  if (errors.length > 0) throw new BadRequestError('Invalid input', errors);

  const approved = await volunteersRepository.listForEvent(deps.db, festival.id, 'APPROVED');
  const people = new Map(approved.map((v) => [v.id, v.person]));
  const suggestion = suggestShiftAssignment(
    shifts.map((s) => ({ shiftId: s.key, need: needs.get(s.key) ?? 0 })),
    approved.map((v) => ({
      volunteerId: v.id,
      offered: v.timeSlots.map((slot) => keyOf(festival, slot)).filter((key): key is string => key !== null),
    })),
  );
  // The flow sorts by shift id; the desk reads the festival's order (day, then morning to night).
  const order = new Map(shifts.map((s, i) => [s.key, i]));
  const byGrid = (a: { shiftId: string }, b: { shiftId: string }) =>
    (order.get(a.shiftId) ?? 0) - (order.get(b.shiftId) ?? 0);
  return {
    assignments: [...suggestion.assignments].sort(byGrid).map(({ volunteerId, shiftId }) => {
      const shift = byKey.get(shiftId);
      const person = people.get(volunteerId);
      if (!shift || !person) throw new Error('suggestion outside its input');
      return { volunteerId, startDate: shift.startDate, type: shift.type, ...person };
    }),
    unfilled: [...suggestion.unfilled].sort(byGrid).flatMap(({ shiftId, need }) => {
      const shift = byKey.get(shiftId);
      return shift && need > 0 ? [{ startDate: shift.startDate, type: shift.type, missing: need }] : [];
    }),
  };
}

/**
 * PUT /volunteers/assignments: the open festival's whole plan. Every item must be an APPROVED
 * volunteer of the festival and a shift they offered, or nothing is saved (400 naming each item).
 * Audited; each volunteer whose shifts changed is emailed their shifts.
 */
export async function saveAssignments(
  deps: VolunteersDeps,
  actorSub: string,
  input: SaveAssignmentsInput,
): Promise<SaveAssignmentsResult> {
  const festival = await openFestival(deps);
  const shifts = new Map(shiftsOf(festival).map((s) => [s.key, s]));
  const everyone = await volunteersRepository.listForEvent(deps.db, festival.id);
  const byId = new Map(everyone.map((v) => [v.id, v]));
  const offered = new Map(
    everyone.map((v) => [v.id, new Set(v.timeSlots.map((slot) => keyOf(festival, slot)).filter(Boolean))]),
  );

  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const planned = new Map<string, Set<string>>();
  input.assignments.forEach((item, i) => {
    const field = `body.assignments.${i}`;
    const volunteer = byId.get(item.volunteerId);
    const key = keyOf(festival, item);
    if (!volunteer) return errors.push({ field, message: UNKNOWN_VOLUNTEER_MESSAGE });
    if (!key || !shifts.has(key)) return errors.push({ field, message: NOT_A_SHIFT_MESSAGE });
    if (!offered.get(volunteer.id)?.has(key)) return errors.push({ field, message: NOT_OFFERED_MESSAGE });
    if (seen.has(`${volunteer.id}|${key}`)) return errors.push({ field, message: REPEATED_SHIFT_MESSAGE });
    seen.add(`${volunteer.id}|${key}`);
    planned.set(volunteer.id, (planned.get(volunteer.id) ?? new Set()).add(key));
    return undefined;
  });
  if (errors.length > 0) throw new BadRequestError('Invalid input', errors);

  const changed = await deps.db.transaction(async (tx) => {
    const locked = await staff.lockEvent(tx, festival.id);
    const notApproved = input.assignments.findIndex(
      (item) => locked.find((row) => row.id === item.volunteerId)?.status !== 'APPROVED',
    );
    if (notApproved >= 0)
      throw new BadRequestError('Invalid input', [
        { field: `body.assignments.${notApproved}`, message: NOT_APPROVED_MESSAGE },
      ]);
    const before = new Map<string, Set<string>>();
    for (const row of await staff.assignmentsOfEvent(tx, festival.id)) {
      const key = keyOf(festival, row);
      if (key) before.set(row.volunteerId, (before.get(row.volunteerId) ?? new Set()).add(key));
    }
    const ids = locked.map((row) => row.id);
    const sameSet = (a?: Set<string>, b?: Set<string>) =>
      (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((key) => b?.has(key));
    const changedIds = ids.filter((id) => !sameSet(before.get(id), planned.get(id)));
    if (changedIds.length === 0) return [];
    await staff.replaceAssignments(
      tx,
      ids,
      [...planned].flatMap(([volunteerId, keys]) =>
        [...keys].map((key) => {
          const shift = shifts.get(key) as { startDate: string; type: ShiftType };
          return { volunteerId, startDate: new Date(shift.startDate), type: shift.type };
        }),
      ),
    );
    await recordAudit(tx, {
      actorSub,
      action: 'volunteer.assignments',
      target: `volunteer-plan:${festival.id}`,
      before: Object.fromEntries(changedIds.map((id) => [id, [...(before.get(id) ?? [])].sort()])),
      after: Object.fromEntries(changedIds.map((id) => [id, [...(planned.get(id) ?? [])].sort()])),
      at: deps.now(),
    });
    return changedIds;
  });

  for (const id of changed) {
    const volunteer = byId.get(id);
    if (!volunteer) continue;
    const mine = [...shifts.values()].filter((shift) => planned.get(id)?.has(shift.key));
    await sendMail(deps, {
      to: volunteer.person.email,
      template: 'volunteer-shifts',
      eventName: festival.name,
      shifts: mine.map((shift) => ({ day: dayLabel(shift.day), type: shift.type })),
    });
  }
  return { assigned: input.assignments.length, changedVolunteers: changed.length };
}

/** A festival day (YYYY-MM-DD, already in the festival's zone) as a reader writes it. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

async function sendMail(deps: VolunteersDeps, input: Parameters<NonNullable<VolunteersDeps['mailer']>['send']>[0]) {
  if (!deps.mailer || !input.to) return;
  try {
    await deps.mailer.send(input);
  } catch (error) {
    // The change stands; the mailer keeps failed deliveries in its outbox for retries.
    deps.logger?.error({ reason: (error as Error).message }, 'volunteer desk mail could not be queued');
  }
}

import type { Db } from '@festival/server-db';
import type { MainEventRow } from '@festival/server-events';
import type { Mailer } from '@festival/server-mail';
import { BadRequestError, BusinessRuleError, ConflictError, NotFoundError } from '@festival/server-platform';
import type {
  VolunteerApplication,
  VolunteerApplicationInput,
  VolunteerCheck,
} from '@festival/shared-util-api-contracts';
import { validateOrErrors } from '@festival/shared-util-form-schemas';
import {
  canMoveVolunteer,
  festivalDays,
  INITIAL_VOLUNTEER_STATUS,
  isVolunteerEditable,
  sortSlots,
  volunteerApplicationSchema,
  type VolunteerStatus,
} from '@festival/shared-util-registration';
import { volunteersRepository, type VolunteerFields, type VolunteerWithSlots } from './volunteers.repository';

export const NO_FESTIVAL_MESSAGE = 'No festival is open for volunteers at the moment.';
export const ALREADY_APPLIED_MESSAGE = 'You have already applied to volunteer at this festival.';
export const NOT_APPLIED_MESSAGE = 'You have not applied to volunteer yet.';
export const NOT_EDITABLE_MESSAGE =
  'Your application has been approved: please contact the volunteer desk to change it.';

export interface VolunteersDeps {
  db: Db;
  repository?: typeof volunteersRepository;
  /** Sends the confirmation email; without one none is sent. */
  mailer?: Pick<Mailer, 'send'>;
  now: () => Date;
  logger?: { error(details: Record<string, unknown>, message: string): void };
}

const repo = (deps: VolunteersDeps) => deps.repository ?? volunteersRepository;

export function toVolunteerApplication(row: VolunteerWithSlots): VolunteerApplication {
  return {
    id: row.id,
    eventId: row.mainEventId,
    status: row.status,
    phone: row.phone,
    areaIds: row.areaIds,
    languageIds: row.languageIds,
    experience: row.experience,
    tShirtSize: row.tShirtSize,
    emergencyName: row.emergencyName,
    emergencyPhone: row.emergencyPhone,
    emergencyRelationship: row.emergencyRelationship,
    agreementAccepted: true,
    timeSlots: row.timeSlots.map((s) => ({ id: s.id, startDate: s.startDate.toISOString(), type: s.type })),
    assignedShifts: row.assignedShifts.map((s) => ({ startDate: s.startDate.toISOString(), type: s.type })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function openFestival(deps: VolunteersDeps): Promise<MainEventRow> {
  const festival = await repo(deps).findFestival(deps.db);
  if (!festival) throw new NotFoundError(NO_FESTIVAL_MESSAGE);
  return festival;
}

/** The body checked by the form's own rules, against the festival's days; trimmed values or a 400 naming each field. */
async function checkedFields(
  festival: MainEventRow,
  body: VolunteerApplicationInput,
  now: Date,
): Promise<{ fields: VolunteerFields; slots: ReturnType<typeof sortSlots> }> {
  const days = festivalDays(festival.startDate, festival.endDate, festival.timezone);
  const result = await validateOrErrors(volunteerApplicationSchema, body, { festivalDays: days });
  if ('errors' in result) throw new BadRequestError('Invalid input', result.errors);
  const value = result.value;
  return {
    fields: {
      phone: value.phone ?? '',
      areaIds: [...new Set(value.areaIds)],
      languageIds: [...new Set(value.languageIds)],
      experience: value.experience || null,
      tShirtSize: value.tShirtSize,
      emergencyName: value.emergencyName,
      emergencyPhone: value.emergencyPhone ?? '',
      emergencyRelationship: value.emergencyRelationship,
      agreementAcceptedAt: now,
      updatedAt: now,
    },
    slots: sortSlots(body.timeSlots),
  };
}

/** GET /volunteers/check. */
export async function checkVolunteer(deps: VolunteersDeps, userId: string): Promise<VolunteerCheck> {
  const festival = await repo(deps).findFestival(deps.db);
  if (!festival) return { festival: null, isRegistered: false, status: null };
  const mine = await repo(deps).findByUser(deps.db, festival.id, userId);
  return {
    festival: {
      id: festival.id,
      name: festival.name,
      startDate: festival.startDate.toISOString(),
      endDate: festival.endDate.toISOString(),
      timezone: festival.timezone,
    },
    isRegistered: mine !== null,
    status: mine?.status ?? null,
  };
}

/** POST /volunteers: one application per user and festival; starts REVIEWING; confirmation emailed. */
export async function applyAsVolunteer(
  deps: VolunteersDeps,
  user: { id: string; email: string },
  body: VolunteerApplicationInput,
): Promise<VolunteerApplication> {
  const festival = await openFestival(deps);
  const now = deps.now();
  const { fields, slots } = await checkedFields(festival, body, now);
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo(deps).insert(tx, {
      ...fields,
      mainEventId: festival.id,
      userId: user.id,
      status: INITIAL_VOLUNTEER_STATUS,
      createdAt: now,
    });
    if (!row) throw new ConflictError(ALREADY_APPLIED_MESSAGE);
    await repo(deps).replaceSlots(tx, row.id, slots);
    return row;
  });
  await sendConfirmation(deps, user.email, festival.name, created.status, slots.length);
  const stored = await repo(deps).findByUser(deps.db, festival.id, user.id);
  if (!stored) throw new NotFoundError(NOT_APPLIED_MESSAGE);
  return toVolunteerApplication(stored);
}

/** GET /volunteers/me. */
export async function getMyVolunteer(deps: VolunteersDeps, userId: string): Promise<VolunteerApplication> {
  const festival = await openFestival(deps);
  const mine = await repo(deps).findByUser(deps.db, festival.id, userId);
  if (!mine) throw new NotFoundError(NOT_APPLIED_MESSAGE);
  return toVolunteerApplication(mine);
}

/** PUT /volunteers/me: the whole application again, while it is not yet approved. */
export async function updateMyVolunteer(
  deps: VolunteersDeps,
  userId: string,
  body: VolunteerApplicationInput,
): Promise<VolunteerApplication> {
  const festival = await openFestival(deps);
  const mine = await repo(deps).findByUser(deps.db, festival.id, userId);
  if (!mine) throw new NotFoundError(NOT_APPLIED_MESSAGE);
  const now = deps.now();
  const { fields, slots } = await checkedFields(festival, body, now);
  await deps.db.transaction(async (tx) => {
    // Under the row's lock, so a decision made meanwhile by staff is seen.
    const locked = await repo(deps).lockById(tx, mine.id);
    if (!locked) throw new NotFoundError(NOT_APPLIED_MESSAGE);
    if (!isVolunteerEditable(locked.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
    await repo(deps).update(tx, mine.id, fields);
    await repo(deps).replaceSlots(tx, mine.id, slots);
  });
  const stored = await repo(deps).findByUser(deps.db, festival.id, userId);
  if (!stored) throw new NotFoundError(NOT_APPLIED_MESSAGE);
  return toVolunteerApplication(stored);
}

/**
 * Moves an application along VOLUNTEER_TRANSITIONS (for the volunteer desk, which the admin
 * screen will call); anything else is refused.
 */
export async function changeVolunteerStatus(
  deps: VolunteersDeps,
  volunteerId: string,
  to: VolunteerStatus,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo(deps).lockById(tx, volunteerId);
    if (!row) throw new NotFoundError('Volunteer not found');
    if (row.status === to) return;
    if (!canMoveVolunteer(row.status, to))
      throw new BusinessRuleError(`A volunteer application cannot move from ${row.status} to ${to}.`);
    await repo(deps).setStatus(tx, volunteerId, to, deps.now());
  });
}

/** Every application of an event with its offered and assigned shifts and the applicant (admin screen, later). */
export async function listVolunteers(db: Db, mainEventId: string, status?: VolunteerStatus) {
  const rows = await volunteersRepository.listForEvent(db, mainEventId, status);
  return rows.map((row) => ({ ...toVolunteerApplication(row), person: row.person }));
}

async function sendConfirmation(
  deps: VolunteersDeps,
  to: string,
  eventName: string,
  status: VolunteerStatus,
  shiftCount: number,
) {
  if (!deps.mailer || !to) return;
  try {
    await deps.mailer.send({ to, template: 'volunteer-confirmation', eventName, status, shiftCount });
  } catch (error) {
    // The application stands; the mailer keeps failed deliveries in its outbox for retries.
    deps.logger?.error({ reason: (error as Error).message }, 'volunteer confirmation mail could not be queued');
  }
}

import { toListResult } from '@festival/server-db';
import { delegationNames, withLockedEvent } from '@festival/server-events';
import { recordAudit } from '@festival/server-audit';
import { ConflictError, NotFoundError } from '@festival/server-platform';
import type {
  ListResult,
  Registration,
  StaffRegistrationQuery,
  StaffRegistrationSummary,
} from '@festival/shared-util-api-contracts';
import { canTransition, type RegistrationStatus } from '@festival/shared-util-registration';
import {
  FULL_EVENT_MESSAGE,
  HOLDING_STATUSES,
  toRegistration,
  withDelegationName,
  type RegistrationsDeps,
} from './registrations.service';
import { staffRegistrationsRepository as staff } from './staff-registrations.repository';

export const statusChangeRefused = (from: RegistrationStatus, to: RegistrationStatus) =>
  `A registration that is ${from} cannot become ${to}.`;

export async function listRegistrationsForStaff(
  deps: RegistrationsDeps,
  query: StaffRegistrationQuery,
): Promise<ListResult<StaffRegistrationSummary>> {
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const { rows, total } = await staff.list(deps.db, {
    eventId: query.eventId,
    status: query.status,
    type: query.type,
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

export async function getRegistrationForStaff(deps: RegistrationsDeps, id: string): Promise<Registration> {
  const row = await staff.findById(deps.db, id);
  if (!row) throw new NotFoundError('Registration not found');
  return toRegistration(await withDelegationName(deps.db, row));
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

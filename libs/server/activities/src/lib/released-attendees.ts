import type { Db } from '@festival/server-db';
import { changePlacesHeld } from '@festival/server-events';
import { activitiesRepository } from './activities.repository';
import { holdsPlace } from './reservation-rules';

/**
 * People taken off a registration (an edit leaves them out, or their own registration takes them
 * over) give back what they held at activities: their open records are canceled and each activity's
 * count of places held goes down by theirs, in the registration's own transaction. Otherwise the
 * records would go with the attendee rows (ON DELETE CASCADE) while their places stayed counted,
 * and booking people then removing them would lock an activity's places for good. The waitlists
 * move up at the next sweep (expireActivityHolds).
 */
export async function releaseActivityPlacesOf(tx: Db, attendeeIds: readonly string[]): Promise<void> {
  const open = await activitiesRepository.openRecordsOf(tx, attendeeIds);
  if (open.length === 0) return;
  await activitiesRepository.update(
    tx,
    open.map((r) => r.id),
    { status: 'CANCELED', heldUntil: null },
  );
  const held = new Map<string, number>();
  for (const record of open.filter(holdsPlace)) held.set(record.subEventId, (held.get(record.subEventId) ?? 0) + 1);
  // In a stable order, so two such transactions never wait on each other's activities.
  for (const subEventId of [...held.keys()].sort())
    await changePlacesHeld(tx, subEventId, -(held.get(subEventId) ?? 0));
}

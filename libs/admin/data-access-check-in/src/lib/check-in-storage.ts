import type { CheckInKeySet, CheckInRoster } from '@festival/shared-util-api-contracts';
import type { QueuedCheckIn } from './check-in-queue';

/** What a door device keeps between visits and while offline, per event. */
export interface KeptDesk {
  roster: CheckInRoster | null;
  keySet: CheckInKeySet | null;
  queue: QueuedCheckIn[];
}

export const EMPTY_DESK: KeptDesk = { roster: null, keySet: null, queue: [] };
const PREFIX = 'festival.check-in.';

/**
 * localStorage (a roster of a few thousand people is well under its quota, and it is read
 * synchronously, so the screen starts with the kept list even offline).
 */
export function loadDesk(eventId: string, storage: Storage = window.localStorage): KeptDesk {
  try {
    const raw = storage.getItem(`${PREFIX}${eventId}`);
    if (!raw) return EMPTY_DESK;
    const kept = JSON.parse(raw) as Partial<KeptDesk>;
    return { roster: kept.roster ?? null, keySet: kept.keySet ?? null, queue: kept.queue ?? [] };
  } catch {
    return EMPTY_DESK;
  }
}

export function saveDesk(eventId: string, desk: KeptDesk, storage: Storage = window.localStorage): void {
  storage.setItem(`${PREFIX}${eventId}`, JSON.stringify(desk));
}

const LAST_EVENT = `${PREFIX}event`;
export const loadLastEventId = (storage: Storage = window.localStorage): string | null => storage.getItem(LAST_EVENT);
export const saveLastEventId = (eventId: string, storage: Storage = window.localStorage): void =>
  storage.setItem(LAST_EVENT, eventId);

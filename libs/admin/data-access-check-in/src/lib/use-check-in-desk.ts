import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, useApiClient } from '@festival/shared-data-access-api-client';
import type { CheckInRequest, CheckInRoster } from '@festival/shared-util-api-contracts';
import { verifyCheckInToken } from '@festival/shared-util-check-in';
import { checkInKeys, checkInQueryOptions, postCheckIn } from './check-in-api';
import {
  applyOutcomes,
  decideOffline,
  fromServer,
  notInEvent,
  type DeskOutcome,
  type QueuedCheckIn,
} from './check-in-queue';
import { EMPTY_DESK, loadDesk, saveDesk, type KeptDesk } from './check-in-storage';
import { useOnline } from './use-online';

/** The scanned code is not a pass signed by the festival (or was changed). */
export class InvalidPassError extends Error {
  constructor() {
    super('invalid pass');
    this.name = 'InvalidPassError';
  }
}

/** Offline with nothing kept: the list (or the key) was never loaded on this device. */
export class NothingKeptError extends Error {
  constructor() {
    super('nothing kept');
    this.name = 'NothingKeptError';
  }
}

export interface LastSync {
  at: string;
  outcomes: DeskOutcome[];
  /** Check-ins the server would never take (e.g. the person was removed), dropped from the queue. */
  rejected: string[];
}

export interface CheckInDesk {
  roster: CheckInRoster | null;
  /** The roster is being fetched and none is kept yet. */
  loading: boolean;
  /** The last fetch failed (the kept roster, if any, is still used). */
  rosterError: unknown;
  online: boolean;
  queue: readonly QueuedCheckIn[];
  syncing: boolean;
  lastSync: LastSync | null;
  checkInToken(token: string, subEventId: string | null): Promise<DeskOutcome[]>;
  checkInAttendee(attendeeId: string, subEventId: string | null): Promise<DeskOutcome[]>;
  sync(): Promise<void>;
}

/** Sent again later: the server (or the way to it) is down, or the session must be renewed. */
const keepForLater = (error: unknown) =>
  !isApiError(error) || error.status === null || error.status === 401 || error.status === 403 || error.status >= 500;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/**
 * The door's state for one event: the roster and the key kept on the device (localStorage), the
 * queue of check-ins made offline, and their sync when the connection is back. Online, the server
 * decides every check-in; offline (or when it cannot be reached) the device decides with the same
 * rules and queues it. The server checks a person in once, so a queue replayed after another
 * device checked the same person in is answered "already checked in at …".
 */
export function useCheckInDesk(eventId: string, storage?: Storage): CheckInDesk {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [desk, setDesk] = useState<KeptDesk>(() => (eventId ? loadDesk(eventId, storage) : EMPTY_DESK));
  const deskRef = useRef(desk);
  const [syncing, setSyncing] = useState(false);
  const syncingRef = useRef(false);
  const [lastSync, setLastSync] = useState<LastSync | null>(null);

  const update = useCallback(
    (change: (current: KeptDesk) => KeptDesk) => {
      const next = change(deskRef.current);
      deskRef.current = next;
      setDesk(next);
      if (eventId) saveDesk(eventId, next, storage);
    },
    [eventId, storage],
  );

  // Another event (or storage): its kept desk. Only then: the first state already holds this
  // event's, and a second run (see below) would only clear the last sync's report.
  const loadedFor = useRef({ eventId, storage });
  useEffect(() => {
    if (loadedFor.current.eventId === eventId && loadedFor.current.storage === storage) return;
    loadedFor.current = { eventId, storage };
    const kept = eventId ? loadDesk(eventId, storage) : EMPTY_DESK;
    deskRef.current = kept;
    setDesk(kept);
    setLastSync(null);
  }, [eventId, storage]);

  const roster = useQuery({ ...checkInQueryOptions.roster(client, eventId), enabled: eventId !== '' && online });
  const keySet = useQuery({ ...checkInQueryOptions.keySet(client), enabled: online });
  // A fetched roster or key set replaces the kept one once, when it arrives: the kept roster then
  // takes the check-ins made here (applyOutcomes), which a second run of these effects with the
  // same, older answer would undo. Effects can run again without new data (React's StrictMode, a
  // page hidden by a Suspense boundary and shown again under preact/compat, tried for the builds).
  const appliedRoster = useRef<CheckInRoster | null>(null);
  const appliedKeySet = useRef<unknown>(null);
  useEffect(() => {
    if (!roster.data || roster.data.eventId !== eventId || appliedRoster.current === roster.data) return;
    appliedRoster.current = roster.data;
    update((d) => ({ ...d, roster: roster.data }));
  }, [roster.data, eventId, update]);
  useEffect(() => {
    if (!keySet.data || appliedKeySet.current === keySet.data) return;
    appliedKeySet.current = keySet.data;
    update((d) => ({ ...d, keySet: keySet.data }));
  }, [keySet.data, update]);

  const submit = useCallback(
    async (
      body: Pick<CheckInRequest, 'token' | 'attendeeId'>,
      attendeeIds: string[],
      subEventId: string | null,
    ): Promise<DeskOutcome[]> => {
      const scannedAt = new Date().toISOString();
      if (navigator.onLine) {
        try {
          const result = await postCheckIn(client, { ...body, subEventId });
          update((d) => ({ ...d, roster: d.roster && applyOutcomes(d.roster, result.results) }));
          return result.results.map(fromServer);
        } catch (error) {
          if (!isApiError(error) || error.status !== null) throw error;
          // Unreachable although "online": decide here, as offline.
        }
      }
      const current = deskRef.current;
      if (!current.roster) throw new NothingKeptError();
      const outcomes = decideOffline(current.roster, current.queue, attendeeIds, subEventId);
      const admitted = outcomes.filter((o) => o.outcome === 'CHECKED_IN').map((o) => o.attendeeId);
      if (admitted.length > 0) {
        update((d) => ({
          ...d,
          queue: [...d.queue, { id: newId(), ...body, attendeeIds: admitted, subEventId, scannedAt }],
        }));
      }
      return outcomes;
    },
    [client, update],
  );

  const checkInToken = useCallback(
    async (token: string, subEventId: string | null) => {
      const keys = deskRef.current.keySet;
      if (!keys && !navigator.onLine) throw new NothingKeptError();
      // Checked here too, so a forged code is refused at once, online or not.
      const claims = keys ? await verifyCheckInToken(token, keys) : null;
      if (keys && !claims) throw new InvalidPassError();
      if (claims && claims.eventId !== eventId) {
        return claims.attendeeIds.map((attendeeId) => notInEvent(attendeeId, subEventId));
      }
      try {
        return await submit({ token }, claims?.attendeeIds ?? [], subEventId);
      } catch (error) {
        if (isApiError(error) && error.status === 400) throw new InvalidPassError();
        throw error;
      }
    },
    [eventId, submit],
  );

  const checkInAttendee = useCallback(
    (attendeeId: string, subEventId: string | null) => submit({ attendeeId }, [attendeeId], subEventId),
    [submit],
  );

  const sync = useCallback(async () => {
    if (syncingRef.current || deskRef.current.queue.length === 0) return;
    syncingRef.current = true;
    setSyncing(true);
    const outcomes: DeskOutcome[] = [];
    const rejected: string[] = [];
    try {
      for (const item of [...deskRef.current.queue]) {
        const body: CheckInRequest = {
          ...(item.token !== undefined ? { token: item.token } : { attendeeId: item.attendeeId }),
          subEventId: item.subEventId,
          scannedAt: item.scannedAt,
        };
        try {
          const result = await postCheckIn(client, body);
          update((d) => ({
            ...d,
            queue: d.queue.filter((q) => q.id !== item.id),
            roster: d.roster && applyOutcomes(d.roster, result.results),
          }));
          outcomes.push(...result.results.map(fromServer));
        } catch (error) {
          if (keepForLater(error)) break;
          update((d) => ({ ...d, queue: d.queue.filter((q) => q.id !== item.id) }));
          rejected.push((error as Error).message);
        }
      }
    } finally {
      syncingRef.current = false;
      setSyncing(false);
      setLastSync({ at: new Date().toISOString(), outcomes, rejected });
      await queryClient.invalidateQueries({ queryKey: checkInKeys.roster(eventId) });
    }
  }, [client, eventId, queryClient, update]);

  // Back online (or opened online with a queue): send what waits.
  useEffect(() => {
    if (online && desk.queue.length > 0) void sync();
  }, [online, desk.queue.length, sync]);

  return {
    roster: desk.roster,
    loading: desk.roster === null && roster.isPending && online && eventId !== '',
    rosterError: roster.error,
    online,
    queue: desk.queue,
    syncing,
    lastSync,
    checkInToken,
    checkInAttendee,
    sync,
  };
}

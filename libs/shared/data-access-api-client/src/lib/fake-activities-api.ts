import type {
  MySubEvent,
  PaymentReceipt,
  RegistrationType,
  SubEvent,
  SubEventRegistrationPayload,
  SubEventRegistrationRecord,
  SubEventReservation,
} from '@festival/shared-util-api-contracts';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import { paymentRequired, personName } from '@festival/shared-util-registration';
import type { ApiCall, ApiHandler, ApiReply } from './fake-api';

// Test support, for DOM tests and stories: the activity routes of SPEC.md §7 answered in memory,
// with the capacity and waitlist behaviour the reservation dialogs depend on. The real rules
// live on the server; this only has to answer the way the server's contract says it does.

/** The card numbers the sandbox gateway declines (README "Payments"); every other one is approved. */
export const FAKE_DECLINED_CARD = '4000000000000002';
export const FAKE_DECLINE_MESSAGE = 'This transaction has been declined.';

export interface FakeAttendee {
  id: string;
  firstName: string;
  lastName: string;
}

export interface FakeActivitiesState {
  mainEventId: string;
  /** The caller's main-event registration. */
  registrationId: string;
  type: RegistrationType;
  attendees: FakeAttendee[];
  subEvents: SubEvent[];
  /** Every live or past record, the caller's and other people's (`eventRegistrationId`). */
  records: SubEventRegistrationRecord[];
  /** Idempotency keys already answered, with their answer. */
  answered: Map<string, ApiReply>;
  /** Card charges made (one per approved idempotency key). */
  charges: { idempotencyKey: string; amount: number }[];
}

const LIVE = new Set(['RESERVED', 'CHECKED_IN', 'WAITING_LIST']);
const holdsPlace = (r: SubEventRegistrationRecord) => r.status === 'RESERVED' || r.status === 'CHECKED_IN';
let nextId = 1;
const uuid = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export function availableSlotOf(state: FakeActivitiesState, subEvent: SubEvent): number {
  const held = state.records.filter((r) => subEventOf(state, r) === subEvent.id && holdsPlace(r));
  return Math.max(0, subEvent.capacity - held.length);
}

// Records carry their sub-event through this map (the contract's record has no subEventId).
const recordSubEvent = new WeakMap<SubEventRegistrationRecord, string>();
const subEventOf = (_state: FakeActivitiesState, record: SubEventRegistrationRecord) => recordSubEvent.get(record);

/** A record at `subEventId`, for seeding a test's state (another person's, or the caller's). */
export function fakeRecord(
  subEventId: string,
  record: Partial<SubEventRegistrationRecord> & Pick<SubEventRegistrationRecord, 'status'>,
): SubEventRegistrationRecord {
  const full: SubEventRegistrationRecord = {
    id: uuid(),
    eventRegistrationId: uuid(),
    attendeeId: uuid(),
    attendeeName: 'Someone Else',
    isPayment: false,
    offerExpiresAt: null,
    waitlistPosition: null,
    ...record,
  };
  recordSubEvent.set(full, subEventId);
  return full;
}

const error = (status: number, message: string, errors: { field: string; message: string }[] = []): ApiReply => [
  status,
  { message, code: status === 404 ? 'NOT_FOUND' : status === 400 ? 'BAD_REQUEST' : 'UNPROCESSABLE', errors },
];

function mine(state: FakeActivitiesState, subEventId: string) {
  return state.records.filter(
    (r) => subEventOf(state, r) === subEventId && r.eventRegistrationId === state.registrationId && LIVE.has(r.status),
  );
}

function toMySubEvent(state: FakeActivitiesState, subEvent: SubEvent): MySubEvent {
  const held = state.records.filter((r) => subEventOf(state, r) === subEvent.id && holdsPlace(r)).length;
  return {
    ...subEvent,
    numRegistration: held,
    availableSlot: availableSlotOf(state, subEvent),
    registrations: mine(state, subEvent.id),
  };
}

function list(state: FakeActivitiesState, call: ApiCall): ApiReply {
  const { take = 10, skip = 0, sort, order, search } = call.params as Record<string, string | number | undefined>;
  const text = String(search ?? '')
    .trim()
    .toLowerCase();
  const rows = state.subEvents
    .filter((s) => s.mainEventId === state.mainEventId && s.status === 'ACTIVE')
    .filter((s) => !text || s.name.toLowerCase().includes(text) || s.location.toLowerCase().includes(text))
    .sort((a, b) => (sort === 'name' ? a.name.localeCompare(b.name) * (order === 'desc' ? -1 : 1) : 0));
  const page = rows.slice(Number(skip), Number(skip) + Number(take));
  return [
    200,
    {
      data: page.map((s) => toMySubEvent(state, s)),
      hasNext: Number(skip) + page.length < rows.length,
      payloadSize: page.length,
      totalRecords: rows.length,
    },
  ];
}

function waitingPosition(state: FakeActivitiesState, subEventId: string): number {
  return state.records.filter((r) => subEventOf(state, r) === subEventId && r.status === 'WAITING_LIST').length + 1;
}

/** Places freed: the first waiting attendees get them (free activities; paid ones get an offer). */
function promote(state: FakeActivitiesState, subEvent: SubEvent): void {
  let free = availableSlotOf(state, subEvent);
  const waiting = state.records.filter(
    (r) => subEventOf(state, r) === subEvent.id && r.status === 'WAITING_LIST' && r.offerExpiresAt === null,
  );
  for (const r of waiting) {
    if (free <= 0) break;
    if (subEvent.activityRegistrationFee > 0) r.offerExpiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    else Object.assign(r, { status: 'RESERVED', waitlistPosition: null });
    free -= 1;
  }
}

function reserve(state: FakeActivitiesState, call: ApiCall, edit: boolean): ApiReply {
  const body = call.body as Partial<SubEventRegistrationPayload> | null;
  const subEventId = edit ? decodeURIComponent(call.url.split('/').pop() ?? '') : body?.subEventId;
  if (!body || !Array.isArray(body.attendees) || body.attendees.length === 0 || !subEventId)
    return error(400, 'attendees: at least one attendee is required', [
      { field: 'attendees', message: 'This field is required' },
    ]);
  const subEvent = state.subEvents.find((s) => s.id === subEventId && s.status === 'ACTIVE');
  if (!subEvent) return error(404, 'Activity not found');
  const unknown = body.attendees.find((a) => !state.attendees.some((x) => x.id === a.id));
  if (unknown) return error(404, 'Attendee not found', [{ field: 'attendees', message: 'Attendee not found' }]);
  if (body.idempotencyKey && state.answered.has(body.idempotencyKey))
    return state.answered.get(body.idempotencyKey) as ApiReply;

  const current = mine(state, subEventId);
  const keep = new Set(body.attendees.map((a) => a.id));
  const slots = availableSlotOf(state, subEvent);
  // Newcomers in the order given, and held offers being paid for: who gets a place, who waits.
  const newcomers = body.attendees.filter((a) => !current.some((r) => r.attendeeId === a.id));
  const offers = current.filter((r) => keep.has(r.attendeeId) && r.status === 'WAITING_LIST' && r.offerExpiresAt);
  const granted = newcomers.slice(0, slots);
  const beyond = newcomers.slice(slots);
  if (beyond.length > 0 && !subEvent.isAllowWaitList && beyond.some((a) => a.isPayment))
    return error(422, 'Not enough places left for every attendee');
  const pays = paymentRequired(state.type, subEvent.activityRegistrationFee);
  const quantity = pays ? granted.length + offers.length : 0;
  const amount = quantity > 0 ? calculateFees(subEvent.activityRegistrationFee, quantity).totalCents : 0;
  let receipt: PaymentReceipt | null = null;
  if (quantity > 0) {
    if (!body.payment) return error(422, 'A payment is required for this activity');
    if (!body.idempotencyKey) return error(400, 'idempotencyKey is required with a payment');
    if (body.payment.amount !== amount)
      return error(422, `The amount must be ${amount} cents (fees plus transaction fee)`);
    if (!/^\d{16}$/.test(body.payment.cardNumber))
      return error(400, 'Invalid card number', [{ field: 'payment.cardNumber', message: 'Invalid card number' }]);
    if (body.payment.cardNumber === FAKE_DECLINED_CARD) {
      const reply = error(422, FAKE_DECLINE_MESSAGE);
      state.answered.set(body.idempotencyKey, reply);
      return reply;
    }
    state.charges.push({ idempotencyKey: body.idempotencyKey, amount });
    receipt = {
      id: uuid(),
      status: 'APPROVED',
      amount,
      currency: 'USD',
      cardBrand: 'Visa',
      cardLast4: body.payment.cardNumber.slice(-4),
      transactionId: `fake-${state.charges.length}`,
    };
  } else if (body.payment) {
    return error(422, 'No payment is needed for this reservation');
  }

  for (const r of current) if (!keep.has(r.attendeeId)) r.status = 'CANCELED';
  for (const r of offers) Object.assign(r, { status: 'RESERVED', offerExpiresAt: null, waitlistPosition: null });
  const add = (a: { id: string; isPayment: boolean }, status: 'RESERVED' | 'WAITING_LIST') => {
    const person = state.attendees.find((x) => x.id === a.id) as FakeAttendee;
    state.records.push(
      fakeRecord(subEventId, {
        eventRegistrationId: state.registrationId,
        attendeeId: a.id,
        attendeeName: personName(person),
        status,
        isPayment: status === 'RESERVED' && pays,
        waitlistPosition: status === 'WAITING_LIST' ? waitingPosition(state, subEventId) : null,
      }),
    );
  };
  granted.forEach((a) => add(a, 'RESERVED'));
  if (subEvent.isAllowWaitList) beyond.forEach((a) => add(a, 'WAITING_LIST'));
  promote(state, subEvent);

  const reservation: SubEventReservation = { subEventId, records: mine(state, subEventId), payment: receipt };
  const reply: ApiReply = [edit ? 200 : 201, { data: reservation }];
  if (body.idempotencyKey) state.answered.set(body.idempotencyKey, reply);
  return reply;
}

function cancel(state: FakeActivitiesState, subEventId: string): ApiReply {
  const subEvent = state.subEvents.find((s) => s.id === subEventId);
  const current = mine(state, subEventId);
  if (!subEvent || current.length === 0) return error(404, 'No reservation at this activity');
  for (const r of current) r.status = 'CANCELED';
  promote(state, subEvent);
  return [204, null];
}

/**
 * The activity routes, answered from `state` (which the test may inspect or change):
 * GET /registrations/me/event/{id}/sub-event, GET /sub-events/{id}/available-slot?type=,
 * POST /registrations/sub-event, PUT and DELETE /registrations/sub-event/{subEventId}.
 */
export function fakeActivitiesApi(state: FakeActivitiesState): ApiHandler {
  return (call) => {
    const path = call.url;
    if (call.method === 'GET' && path === `/registrations/me/event/${state.mainEventId}/sub-event`)
      return list(state, call);
    const slot = /^\/sub-events\/([^/]+)\/available-slot$/.exec(path);
    if (call.method === 'GET' && slot) {
      const subEvent = state.subEvents.find((s) => s.id === decodeURIComponent(slot[1]) && s.status === 'ACTIVE');
      if (!subEvent) return error(404, 'Activity not found');
      if (call.params['type'] !== 'GENERAL' && call.params['type'] !== 'DELEGATE')
        return error(400, 'type: must be GENERAL or DELEGATE');
      return [200, { data: { availableSlot: availableSlotOf(state, subEvent) } }];
    }
    if (call.method === 'POST' && path === '/registrations/sub-event') return reserve(state, call, false);
    const one = /^\/registrations\/sub-event\/([^/]+)$/.exec(path);
    if (one && call.method === 'PUT') return reserve(state, call, true);
    if (one && call.method === 'DELETE') return cancel(state, decodeURIComponent(one[1]));
    return undefined;
  };
}

/** A fresh state: `records` may name seeded records made with `fakeRecord`. */
export function fakeActivitiesState(
  init: Pick<FakeActivitiesState, 'mainEventId' | 'registrationId' | 'type' | 'attendees' | 'subEvents'> &
    Partial<Pick<FakeActivitiesState, 'records'>>,
): FakeActivitiesState {
  return { records: [], answered: new Map(), charges: [], ...init };
}

/** An activity of the sample festival, for tests and stories. Fees in cents. */
export function sampleSubEvent(overrides: Partial<SubEvent> & Pick<SubEvent, 'id' | 'name'>): SubEvent {
  return {
    mainEventId: '5d2b8f0e-3c1a-4f7e-9a61-0c2f1e7b9d11',
    description: '',
    status: 'ACTIVE',
    capacity: 20,
    numRegistration: 0,
    isAllowWaitList: false,
    activityRegistrationFee: 0,
    registrationFee: 0,
    startDate: '2026-06-08T19:30:00.000Z',
    endDate: '2026-06-08T21:30:00.000Z',
    location: 'Waikīkī Shell',
    imageUrl: '',
    imageVariants: [],
    ...overrides,
  };
}

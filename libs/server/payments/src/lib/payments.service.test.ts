import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { users } from '@festival/server-users';
import type { PaymentPayload } from '@festival/shared-util-api-contracts';
import { DECLINED_MESSAGE, type GatewayCharge, type PaymentGateway } from './payment-gateway';
import { payments } from './payments.tables';
import {
  assertAmount,
  createPayments,
  gatewayReference,
  INVALID_CARD_MESSAGE,
  KEY_REUSED_MESSAGE,
  KEY_SPENT_MESSAGE,
  NEVER_CHARGED_MESSAGE,
  VOIDED_MESSAGE,
  type PaymentsLogger,
} from './payments.service';
import {
  createSandboxGateway,
  INSUFFICIENT_FUNDS_MESSAGE,
  SANDBOX_CARDS,
  EXPIRED_CARD_MESSAGE,
} from './sandbox-gateway';
import type { ChargeRequest, SettlementHandler } from './payments.types';

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  [{ id: userId }] = await database.db
    .insert(users)
    .values({ sub: randomUUID(), email: 'payer@example.com' })
    .returning({ id: users.id });
});
afterAll(async () => {
  await database?.close();
});

const lines: unknown[] = [];
const logger: PaymentsLogger = {
  info: (details, message) => lines.push({ details, message }),
  warn: (details, message) => lines.push({ details, message }),
  error: (details, message) => lines.push({ details, message }),
};

/** The sandbox, counting the charges that reach it. */
function countingSandbox() {
  const sandbox = createSandboxGateway();
  const charged: GatewayCharge[] = [];
  const gateway: PaymentGateway = {
    name: 'sandbox',
    charge: async (c) => {
      charged.push(c);
      // A little latency, so concurrent callers overlap as they would in production.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return sandbox.charge(c);
    },
    lookup: (reference) => sandbox.lookup(reference),
    voidCharge: (reference, transactionId) => sandbox.voidCharge(reference, transactionId),
  };
  return { gateway, charged, sandbox };
}

const payment = (cardNumber: string, amount = 5181): PaymentPayload => ({
  cardNumber,
  cardName: 'Ann Kealoha',
  cardCode: '123',
  expirationDate: '2029-12',
  firstName: 'Ann',
  lastName: 'Kealoha',
  email: 'ann@example.com',
  city: 'Honolulu',
  countryId: 'US',
  zipCode: '96815',
  state: 'HI',
  phone: '+1 808 555 0100',
  address: '1 Kalakaua Ave',
  amount,
});

const request = (cardNumber: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: randomUUID(),
  userId,
  purpose: 'REGISTRATION',
  referenceId: randomUUID(),
  items: ['attendee-1', 'attendee-2'],
  amountCents: 5181,
  description: 'Festival registration × 2',
  payment: payment(cardNumber),
  ...overrides,
});

const rowOf = async (id: string) =>
  (
    await database.db
      .select()
      .from(payments)
      .where(sql`${payments.id} = ${id}`)
  )[0];

describe('the sandbox cards', () => {
  it.each([
    ['approves a Luhn-valid number', SANDBOX_CARDS.approved, 'APPROVED', null],
    ['approves any other Luhn-valid number', '5555555555554444', 'APPROVED', null],
    ['declines the declined card', SANDBOX_CARDS.declined, 'DECLINED', DECLINED_MESSAGE],
    ['declines for insufficient funds', SANDBOX_CARDS.insufficientFunds, 'DECLINED', INSUFFICIENT_FUNDS_MESSAGE],
    ['fails the expired card', SANDBOX_CARDS.expired, 'FAILED', EXPIRED_CARD_MESSAGE],
    ['leaves the timeout card PENDING', SANDBOX_CARDS.timeout, 'PENDING', null],
    ['leaves the declined timeout card PENDING', SANDBOX_CARDS.timeoutDeclined, 'PENDING', null],
  ])('%s', async (_, card, status, message) => {
    const { gateway } = countingSandbox();
    const outcome = await createPayments({ db: database.db, gateway, logger }).charge(request(card));
    expect(outcome.status).toBe(status);
    expect('message' in outcome ? outcome.message : null).toBe(message);
    const row = await rowOf(outcome.receipt.id);
    expect(row).toMatchObject({ status, amount: 5181, cardLast4: card.slice(-4), message });
    expect(outcome.receipt).toMatchObject({ status, amount: 5181, currency: 'USD', cardLast4: card.slice(-4) });
    if (status === 'APPROVED') expect(row.transactionId).toMatch(/^sandbox-/);
  });

  it('names the brand and keeps only the last four digits', async () => {
    const { gateway } = countingSandbox();
    const outcome = await createPayments({ db: database.db, gateway, logger }).charge(request('5555555555554444'));
    expect(outcome.receipt).toMatchObject({ cardBrand: 'Mastercard', cardLast4: '4444' });
  });

  it('refuses a number failing the Luhn check before any charge, on the card number field', async () => {
    const { gateway, charged } = countingSandbox();
    const attempt = request('4111111111111112');
    await expect(createPayments({ db: database.db, gateway, logger }).charge(attempt)).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'payment.cardNumber', message: INVALID_CARD_MESSAGE }],
    });
    expect(charged).toHaveLength(0);
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(sql`${payments.idempotencyKey} = ${attempt.idempotencyKey}`);
    expect(n).toBe(0);
  });
});

describe('idempotency', () => {
  it('answers a repeat with the stored outcome without charging again', async () => {
    const { gateway, charged } = countingSandbox();
    const service = createPayments({ db: database.db, gateway, logger });
    const first = request(SANDBOX_CARDS.approved);
    const a = await service.charge(first);
    const b = await service.charge({ ...first, retry: true });
    expect(b).toEqual(a);
    expect(charged).toHaveLength(1);
    // Another process (a second service on the same database) also finds it.
    const c = await createPayments({ db: database.db, gateway, logger }).charge({ ...first, retry: true });
    expect(c).toEqual(a);
    expect(charged).toHaveLength(1);
  });

  it('refuses the same key with another request (409)', async () => {
    const { gateway, charged } = countingSandbox();
    const service = createPayments({ db: database.db, gateway, logger });
    const first = request(SANDBOX_CARDS.approved);
    await service.charge(first);
    await expect(service.charge({ ...first, amountCents: 9999 })).rejects.toMatchObject({
      statusCode: 409,
      message: KEY_REUSED_MESSAGE,
    });
    await expect(service.charge({ ...first, payment: payment('5555555555554444') })).rejects.toMatchObject({
      statusCode: 409,
    });
    // The same amount for other attendees, or for another account: another request too.
    for (const other of [{ items: ['attendee-3'] }, { items: ['attendee-1', 'attendee-3'] }, { userId: randomUUID() }])
      await expect(service.charge({ ...first, ...other, retry: true })).rejects.toMatchObject({
        statusCode: 409,
        message: KEY_REUSED_MESSAGE,
      });
    // The attendees in another order are the same request.
    expect(await service.charge({ ...first, items: ['attendee-2', 'attendee-1'], retry: true })).toMatchObject({
      status: 'APPROVED',
    });
    expect(charged).toHaveLength(1);
  });

  it('answers a charged key again only to a retry; a new request with it is refused (409)', async () => {
    const { gateway, charged } = countingSandbox();
    const service = createPayments({ db: database.db, gateway, logger });
    const first = request(SANDBOX_CARDS.approved);
    await service.charge(first);
    await expect(service.charge(first)).rejects.toMatchObject({ statusCode: 409, message: KEY_SPENT_MESSAGE });
    expect((await service.charge({ ...first, retry: true })).status).toBe('APPROVED');
    // One that charged nothing is answered again to anyone asking the same.
    const declined = request(SANDBOX_CARDS.declined);
    await service.charge(declined);
    expect(await service.charge(declined)).toMatchObject({ status: 'DECLINED', message: DECLINED_MESSAGE });
    expect(charged).toHaveLength(2);
  });

  it('tells the first outcome of a key without charging, and refuses another request with it', async () => {
    const { gateway, charged } = countingSandbox();
    const service = createPayments({ db: database.db, gateway, logger });
    const first = request(SANDBOX_CARDS.approved);
    expect(await service.earlier(first)).toBeNull();
    const outcome = await service.charge(first);
    expect(await service.earlier(first)).toEqual(outcome);
    await expect(service.earlier({ ...first, items: ['attendee-3', 'attendee-4'] })).rejects.toMatchObject({
      statusCode: 409,
      message: KEY_REUSED_MESSAGE,
    });
    expect(charged).toHaveLength(1);
  });

  it('charges once when the same key arrives twice at once', async () => {
    const { gateway, charged } = countingSandbox();
    const service = createPayments({ db: database.db, gateway, logger });
    const twice = request(SANDBOX_CARDS.approved);
    const again = { ...twice, retry: true };
    const outcomes = await Promise.all([service.charge(twice), service.charge(again), service.charge(again)]);
    expect(charged).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.receipt.id)).size).toBe(1);
    expect(outcomes.map((o) => o.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
  });

  it('charges once when two servers get the same key at once', async () => {
    const { gateway, charged } = countingSandbox();
    const twice = request(SANDBOX_CARDS.approved);
    const outcomes = await Promise.all([
      createPayments({ db: database.db, gateway, logger }).charge(twice),
      createPayments({ db: database.db, gateway, logger }).charge({ ...twice, retry: true }),
    ]);
    expect(charged).toHaveLength(1);
    expect(outcomes[0].receipt.id).toBe(outcomes[1].receipt.id);
  });
});

describe('reconciliation', () => {
  it('settles a timed-out charge the gateway made, once, even when two sweeps run at once', async () => {
    const { gateway } = countingSandbox();
    let clock = new Date();
    const service = createPayments({ db: database.db, gateway, logger, now: () => clock });
    const settledCalls: Parameters<SettlementHandler>[0][] = [];
    service.onSettled('REGISTRATION', async (settled) => {
      settledCalls.push(settled);
    });
    const timedOut = request(SANDBOX_CARDS.timeout);
    const outcome = await service.charge(timedOut);
    expect(outcome.status).toBe('PENDING');

    // Younger than a minute: still being charged, left alone.
    expect(await service.reconcilePending()).toBe(0);
    expect(settledCalls).toHaveLength(0);

    clock = new Date(clock.getTime() + 2 * 60_000);
    const other = createPayments({ db: database.db, gateway, logger, now: () => clock });
    other.onSettled('REGISTRATION', async (settled) => {
      settledCalls.push(settled);
    });
    const counts = await Promise.all([service.reconcilePending(), other.reconcilePending()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const mine = settledCalls.filter((s) => s.paymentId === outcome.receipt.id);
    expect(mine).toEqual([
      {
        paymentId: outcome.receipt.id,
        purpose: 'REGISTRATION',
        referenceId: timedOut.referenceId,
        idempotencyKey: timedOut.idempotencyKey,
        userId,
        status: 'APPROVED',
      },
    ]);
    const row = await rowOf(outcome.receipt.id);
    expect(row.status).toBe('APPROVED');
    expect(row.transactionId).toMatch(/^sandbox-/);
    // The repeat of the request now answers the settled outcome.
    expect((await service.charge({ ...timedOut, retry: true })).status).toBe('APPROVED');
  });

  it('marks FAILED a pending payment the gateway never saw', async () => {
    const { gateway } = countingSandbox();
    const [row] = await database.db
      .insert(payments)
      .values({
        idempotencyKey: randomUUID(),
        requestHash: 'x',
        userId,
        purpose: 'SUB_EVENT',
        referenceId: randomUUID(),
        amount: 100,
        gateway: 'sandbox',
        createdAt: new Date(Date.now() - 5 * 60_000),
        updatedAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    const seen: string[] = [];
    const service = createPayments({ db: database.db, gateway, logger });
    service.onSettled('SUB_EVENT', async (s) => {
      seen.push(`${s.paymentId}:${s.status}`);
    });
    await service.reconcilePending();
    expect(seen).toContain(`${row.id}:FAILED`);
    expect(await rowOf(row.id)).toMatchObject({ status: 'FAILED', message: NEVER_CHARGED_MESSAGE });
    expect(gatewayReference(row.id)).toHaveLength(20);
  });

  it('keeps a payment PENDING when its settlement handler fails, for the next sweep', async () => {
    const { gateway } = countingSandbox();
    let clock = new Date();
    const service = createPayments({ db: database.db, gateway, logger, now: () => clock });
    const outcome = await service.charge(request(SANDBOX_CARDS.timeout, { purpose: 'SUB_EVENT' }));
    let fail = true;
    const seen: string[] = [];
    service.onSettled('SUB_EVENT', async (s) => {
      if (fail) throw new Error('database busy');
      seen.push(s.paymentId);
    });
    clock = new Date(clock.getTime() + 2 * 60_000);
    await service.reconcilePending();
    expect((await rowOf(outcome.receipt.id)).status).toBe('PENDING');
    fail = false;
    clock = new Date(clock.getTime() + 60_000); // past the first sweep's lease
    await service.reconcilePending();
    expect(seen).toContain(outcome.receipt.id);
    expect((await rowOf(outcome.receipt.id)).status).toBe('APPROVED');
  });
});

describe('reconciliation of payments whose purpose was not fulfilled', () => {
  /** A service two minutes on, with a SUB_EVENT handler answering `answer` and noting each call. */
  async function unfinished(card: string, answer?: 'void') {
    const { gateway, sandbox } = countingSandbox();
    let clock = new Date();
    const service = createPayments({ db: database.db, gateway, logger, now: () => clock });
    const calls: Parameters<SettlementHandler>[0][] = [];
    service.onSettled('SUB_EVENT', async (settled) => {
      calls.push(settled);
      return answer;
    });
    const attempt = request(card, { purpose: 'SUB_EVENT' });
    // The charge settles, then the request fails before its purpose is fulfilled (no `fulfilled`).
    const outcome = await service.charge(attempt);
    const later = () => (clock = new Date(clock.getTime() + 2 * 60_000));
    return {
      service,
      sandbox,
      calls,
      attempt,
      outcome,
      later,
      mine: () => calls.filter((c) => c.paymentId === outcome.receipt.id),
    };
  }

  it('runs the handler for an approved payment never fulfilled, once, then leaves it', async () => {
    const { service, attempt, outcome, later, mine } = await unfinished(SANDBOX_CARDS.approved);
    expect(outcome.status).toBe('APPROVED');
    expect(await service.reconcilePending()).toBe(0); // younger than a minute: the request may still be at it
    later();
    await service.reconcilePending();
    expect(mine()).toEqual([expect.objectContaining({ status: 'APPROVED', idempotencyKey: attempt.idempotencyKey })]);
    const row = await rowOf(outcome.receipt.id);
    expect(row).toMatchObject({ status: 'APPROVED', fulfilledAt: expect.any(Date) });
    later();
    await service.reconcilePending();
    expect(mine()).toHaveLength(1);
  });

  it('leaves alone a payment its request fulfilled', async () => {
    const { service, outcome, later, mine } = await unfinished(SANDBOX_CARDS.approved);
    await service.fulfilled(outcome.receipt.id);
    later();
    await service.reconcilePending();
    expect(mine()).toHaveLength(0);
  });

  it('releases what a declined payment held when its request failed before doing so', async () => {
    const { service, outcome, later, mine } = await unfinished(SANDBOX_CARDS.declined);
    later();
    await service.reconcilePending();
    expect(mine().map((c) => c.status)).toEqual(['DECLINED']);
  });

  it('voids an approved charge with nothing left to pay for, at the gateway, and answers a repeat so', async () => {
    const { service, sandbox, attempt, outcome, later } = await unfinished(SANDBOX_CARDS.approved, 'void');
    later();
    await service.reconcilePending();
    const row = await rowOf(outcome.receipt.id);
    expect(row).toMatchObject({ status: 'VOIDED', message: VOIDED_MESSAGE, fulfilledAt: expect.any(Date) });
    expect(sandbox.voids().get(gatewayReference(row.id))).toBe(row.transactionId);
    const repeat = await service.charge(attempt);
    expect(repeat).toMatchObject({ status: 'FAILED', message: VOIDED_MESSAGE, receipt: { status: 'VOIDED' } });
  });

  it('settles a timed-out charge the bank declined as DECLINED', async () => {
    const { service, outcome, later, mine } = await unfinished(SANDBOX_CARDS.timeoutDeclined);
    expect(outcome.status).toBe('PENDING');
    later();
    await service.reconcilePending();
    expect(mine().map((c) => c.status)).toEqual(['DECLINED']);
    expect(await rowOf(outcome.receipt.id)).toMatchObject({ status: 'DECLINED', fulfilledAt: expect.any(Date) });
  });

  it('keeps an approved payment unfinished when the void is refused, for the next sweep', async () => {
    const { gateway } = countingSandbox();
    let clock = new Date();
    const refusing: PaymentGateway = {
      ...gateway,
      voidCharge: () => Promise.reject(new Error('void refused')),
    };
    const service = createPayments({ db: database.db, gateway: refusing, logger, now: () => clock });
    service.onSettled('SUB_EVENT', async () => 'void');
    const outcome = await service.charge(request(SANDBOX_CARDS.approved, { purpose: 'SUB_EVENT' }));
    clock = new Date(clock.getTime() + 2 * 60_000);
    await service.reconcilePending();
    expect(await rowOf(outcome.receipt.id)).toMatchObject({ status: 'APPROVED', fulfilledAt: null });
  });
});

describe('assertAmount', () => {
  it('accepts the computed amount and refuses another (422) naming the expected one', () => {
    expect(() => assertAmount({ amount: 5181 }, 5181)).not.toThrow();
    expect(() => assertAmount({ amount: 5000 }, 5181)).toThrow(
      expect.objectContaining({ statusCode: 422, message: expect.stringContaining('$51.81') }),
    );
  });
});

it('never puts the card number, code or expiry in a log line or a row', async () => {
  const all = JSON.stringify(lines) + JSON.stringify(await database.db.select().from(payments));
  for (const card of Object.values(SANDBOX_CARDS)) expect(all).not.toContain(card);
  expect(all).not.toContain('2029-12');
  expect(all).not.toContain('"123"');
});

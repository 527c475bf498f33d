import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertMainEvent } from '@festival/server-events';
import { payments, SANDBOX_CARDS } from '@festival/server-payments';
import { registrations } from '@festival/server-registrations';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  API,
  bearer,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// The main event's registration fee through the HTTP API (issue 10 point 2): the sandbox gateway,
// the fee calculator's amount, idempotency, reconciliation through the job queue, and a log and a
// database that never hold the card number, its code or its expiry.

const FEE = 2500;
const EXPIRY = '2031-07';
const CODE = '987';
const log: string[] = [];
let api: RegistrationsApi;
let paidEventId: string;

beforeAll(async () => {
  api = await startRegistrationsApi({ logStream: { write: (line) => void log.push(line) } });
  paidEventId = (
    await insertMainEvent(api.database.db, {
      name: 'Voyaging Gala',
      status: 'ACTIVE',
      startDate: new Date('2027-08-15T04:00:00Z'),
      endDate: new Date('2027-08-15T08:00:00Z'),
      capacity: 50,
      requiresReview: false,
      registrationFee: FEE,
    })
  ).id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await api?.close();
});

const total = (attendees: number) => calculateFees(FEE, attendees).totalCents;

const card = (cardNumber: string, amount: number): Json => ({
  cardNumber,
  cardName: 'Ann Kealoha',
  cardCode: CODE,
  expirationDate: EXPIRY,
  firstName: 'Ann',
  lastName: 'Kealoha',
  email: 'billing@example.com',
  city: 'Honolulu',
  countryId: 'US',
  zipCode: '96815',
  state: 'HI',
  phone: '+1 808 555 0100',
  address: '1 Kalakaua Ave',
  amount,
});

function paidPayload(user: User, cardNumber: string, options: { extra?: number; amount?: number; key?: string } = {}) {
  const extra = options.extra ?? 0;
  return {
    ...generalPayload(paidEventId, user.email, extra),
    payment: card(cardNumber, options.amount ?? total(1 + extra)),
    idempotencyKey: options.key ?? randomUUID(),
  };
}

const myRegistration = (user: User) =>
  api.app.inject({ url: `${API}/registrations/me/event/${paidEventId}`, headers: bearer(user) });
const paymentsOf = (user: User) =>
  api.database.db
    .select()
    .from(payments)
    .where(sql`${payments.userId} = ${user.sub}`);
const registrationsOf = async (user: User) =>
  (
    await api.database.db
      .select()
      .from(registrations)
      .where(sql`${registrations.userId} = ${user.sub}`)
  ).length;

describe(`the main event's registration fee (${engine})`, () => {
  let userIds: Map<string, string>;
  beforeAll(async () => {
    userIds = new Map();
  });

  /** A new user whose `sub` is their users.id (what the payments rows hold). */
  async function newUser(name: string): Promise<User> {
    const user = await api.idp.newSignedInUser({ givenName: name, familyName: 'Payer' });
    const me = await api.app.inject({ url: `${API}/me`, headers: bearer(user) });
    const id = me.json().data.id as string;
    userIds.set(user.email, id);
    return { ...user, sub: id };
  }

  it('registers once the card is charged: APPROVED, the receipt row holds brand and last four only', async () => {
    const ann = await newUser('Ann');
    const response = await api.post(ann, paidPayload(ann, SANDBOX_CARDS.approved, { extra: 1 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('APPROVED');
    const [row] = await paymentsOf(ann);
    expect(row).toMatchObject({
      status: 'APPROVED',
      amount: total(2),
      purpose: 'REGISTRATION',
      referenceId: paidEventId,
      cardBrand: 'Visa',
      cardLast4: '1111',
      gateway: 'sandbox',
    });
    expect(row.transactionId).toMatch(/^sandbox-/);
  });

  it('refuses a declined card with the gateway message (422) and creates nothing; a good card then registers', async () => {
    const bob = await newUser('Bob');
    const declined = await api.post(bob, paidPayload(bob, SANDBOX_CARDS.declined));
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('This transaction has been declined.');
    expect(await registrationsOf(bob)).toBe(0);
    expect((await myRegistration(bob)).statusCode).toBe(404);

    const funds = await api.post(bob, paidPayload(bob, SANDBOX_CARDS.insufficientFunds));
    expect(funds.statusCode).toBe(422);
    expect(funds.json().message).toBe('Your card has insufficient funds.');

    const paid = await api.post(bob, paidPayload(bob, SANDBOX_CARDS.approved));
    expect(paid.statusCode).toBe(201);
    expect((await paymentsOf(bob)).map((p) => p.status).sort()).toEqual(['APPROVED', 'DECLINED', 'DECLINED']);
  });

  it('refuses a wrong amount, a missing payment or key, and a number failing Luhn, charging nothing', async () => {
    const carol = await newUser('Carol');
    const wrong = await api.post(carol, paidPayload(carol, SANDBOX_CARDS.approved, { amount: FEE }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain('$26.06');

    const missing = await api.post(carol, generalPayload(paidEventId, carol.email));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('This event has a registration fee: a card payment is required.');

    const { idempotencyKey: _, ...noKey } = paidPayload(carol, SANDBOX_CARDS.approved);
    const keyless = await api.post(carol, noKey);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().errors).toContainEqual(expect.objectContaining({ field: 'idempotencyKey' }));

    const luhn = await api.post(carol, paidPayload(carol, '4111111111111112'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errors).toEqual([{ field: 'payment.cardNumber', message: 'The card number is not valid.' }]);

    expect(await registrationsOf(carol)).toBe(0);
    expect(await paymentsOf(carol)).toEqual([]);
  });

  it('refuses a payment for a free event (422)', async () => {
    const dan = await newUser('Dan');
    const free = await api.post(dan, {
      ...generalPayload(api.demoEventId, dan.email),
      payment: card(SANDBOX_CARDS.approved, 100),
      idempotencyKey: randomUUID(),
    });
    expect(free.statusCode).toBe(422);
    expect(await paymentsOf(dan)).toEqual([]);
  });

  it('charges once when the same submit arrives twice at once, and once when it is retried', async () => {
    const erin = await newUser('Erin');
    const payload = paidPayload(erin, SANDBOX_CARDS.approved);
    const [a, b] = await Promise.all([api.post(erin, payload), api.post(erin, payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const retry = await api.post(erin, payload);
    expect(retry.statusCode).toBe(409);
    const rows = await paymentsOf(erin);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('APPROVED');
    expect(await registrationsOf(erin)).toBe(1);
  });

  it('keeps a timed-out payment PENDING_PAYMENT until the reconcile-payments job settles it', async () => {
    const finn = await newUser('Finn');
    const response = await api.post(finn, paidPayload(finn, SANDBOX_CARDS.timeout));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('PENDING_PAYMENT');
    expect((await paymentsOf(finn))[0].status).toBe('PENDING');

    // A minute later (aged here), the sweep asks the gateway, which did charge the card.
    await api.database.db.execute(
      sql`update payments set created_at = now() - interval '2 minutes', updated_at = now() - interval '2 minutes' where user_id = ${finn.sub}`,
    );
    await api.app.jobs.send('reconcile-payments', {});
    const end = Date.now() + 20_000;
    // The registration is settled first, then the payment row.
    while ((await paymentsOf(finn))[0].status === 'PENDING' && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await myRegistration(finn)).json().data.status).toBe('APPROVED');
    expect((await paymentsOf(finn))[0]).toMatchObject({ status: 'APPROVED', transactionId: expect.any(String) });
  });

  it('leaves no card number, code or expiry in the server log or in any table', async () => {
    // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
    const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) =>
      ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ schema: string; name: string }>(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const dump: string[] = [];
    for (const { schema, name } of tables) {
      const rows = await rowsOf<unknown>(sql.raw(`select * from "${schema}"."${name}"`));
      dump.push(`${schema}.${name}: ${JSON.stringify(rows)}`);
    }
    const everything = `${log.join('')}\n${dump.join('\n')}`;
    expect(log.length).toBeGreaterThan(10);
    expect(dump.join('\n')).toContain('"card_last4":"1111"');
    for (const number of [...Object.values(SANDBOX_CARDS), '4111111111111112'])
      expect(everything).not.toContain(number);
    expect(everything).not.toContain(EXPIRY);
    expect(everything).not.toContain(`"${CODE}"`);
    expect(everything).not.toMatch(/"cardCode":"(?!\[redacted\])/);
  });
});

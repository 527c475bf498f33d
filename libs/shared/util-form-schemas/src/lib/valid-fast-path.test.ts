import { array, lazy, mixed, number, object, string } from 'yup';
import { profileSchema } from './profile-schema';
import { registrationFormSchema, registrationPayloadSchema } from './registration-form-schema';
import { validAttendee, validPayment } from './test-helpers';
import { validIfPasses } from './valid-fast-path';
import { validateOrErrorsSync } from './validate';

const now = new Date('2024-06-01T12:00:00Z');
const guest = { ...validAttendee, isMainProfile: false, email: ' Other@Example.org ', firstName: '  Lani ' };
const payload = {
  eventId: ' 3f1c2a52-1111-4a4a-9a9a-0123456789ab ',
  type: 'GENERAL',
  attendees: [validAttendee, guest],
  payment: null,
  extra: { kept: true },
};
const apiPayment = {
  cardNumber: '4111111111111111',
  cardName: 'Mary Jane',
  cardCode: '123',
  expirationDate: '2029-12',
  amount: '2500',
  phone: '(808) 956-8111',
  countryId: 'US',
};

/** yup's own answer: its cast value, or null when it refuses the value. */
function yupAnswer(
  schema: { validateSync(value: unknown, options: object): unknown },
  value: unknown,
  context: object,
) {
  try {
    return { value: schema.validateSync(value, { abortEarly: false, context }) };
  } catch {
    return null;
  }
}

describe('validIfPasses: yup’s answer for a value that passes, without yup’s runner', () => {
  it.each<[string, unknown, unknown, object]>([
    ['a general payload (trimmed, unknown keys kept)', registrationPayloadSchema, payload, { now }],
    ['a delegate payload', registrationPayloadSchema, { ...payload, type: 'DELEGATE', delegationKey: ' K1 ' }, { now }],
    [
      'a payload with a payment (amount coerced)',
      registrationPayloadSchema,
      { ...payload, payment: apiPayment },
      { now },
    ],
    [
      'a delegate form',
      registrationFormSchema,
      { type: 'DELEGATE', attendees: [validAttendee], delegationKey: 'K' },
      { now },
    ],
    [
      'a form with a payment',
      registrationFormSchema,
      { type: 'GENERAL', attendees: [validAttendee], isRequiredPaymentRegistration: true, payment: validPayment },
      { now },
    ],
    ['a value left as it is', profileSchema, { firstName: 'Kai', lastName: 'Akana' }, {}],
  ])('%s', (_name, schema, value, context) => {
    const answer = validIfPasses(schema, value, context);
    expect(answer).not.toBeNull();
    expect(answer).toEqual(yupAnswer(schema as never, value, context));
    // The same object when nothing changed, as yup gives it back.
    if (schema === profileSchema) expect(answer?.value).toBe(value);
  });

  it.each<[string, unknown]>([
    ['a bad email', { ...payload, attendees: [{ ...validAttendee, email: 'nope' }] }],
    ['a repeated email', { ...payload, attendees: [validAttendee, { ...guest, email: validAttendee.email }] }],
    ['a date of birth today', { ...payload, attendees: [{ ...validAttendee, dob: '2024-06-01' }] }],
    ['a missing name', { ...payload, attendees: [{ ...validAttendee, firstName: '   ' }] }],
    ['a phone that is no number', { ...payload, attendees: [{ ...validAttendee, phone: '12' }] }],
    ['an array for a name', { ...payload, attendees: [{ ...validAttendee, lastName: ['x'] }] }],
    ['no attendees', { ...payload, attendees: [] }],
    ['a payment without a card', { ...payload, payment: { ...apiPayment, cardNumber: '' } }],
    ['an amount that is no number', { ...payload, payment: { ...apiPayment, amount: 'ten' } }],
    ['a body that is no object', 'hello'],
  ])('gives up on %s, which yup refuses', (_name, value) => {
    expect(yupAnswer(registrationPayloadSchema, value, { now })).toBeNull();
    expect(validIfPasses(registrationPayloadSchema, value, { now })).toBeNull();
  });

  it('leaves to yup what it does not walk: `when` conditions, optional lazies', () => {
    const conditional = object({ a: string(), b: string().when('a', { is: 'x', then: (s) => s.required() }) });
    expect(validIfPasses(conditional, { a: 'y' }, {})).toBeNull();
    expect(validIfPasses(lazy(() => string()).optional(), 'x', {})).toBeNull();
  });

  it('calls each rule with yup’s context: the value, the path, the parent and the validation context', () => {
    const seen: unknown[] = [];
    const schema = object({
      items: array(
        object({
          n: number().test('spy', 'no', function (value) {
            seen.push([value, this.path, this.parent, (this.options.context as { tag: string }).tag]);
            return true;
          }),
        }),
      ),
      any: mixed().nullable(),
    });
    const value = { items: [{ n: '1' }, { n: 2 }], any: null };
    expect(validIfPasses(schema, value, { tag: 'ctx' })).toEqual({ value: { items: [{ n: 1 }, { n: 2 }], any: null } });
    expect(seen).toEqual([
      [1, 'items[0].n', { n: 1 }, 'ctx'],
      [2, 'items[1].n', { n: 2 }, 'ctx'],
    ]);
  });

  it('gives up on a rule that throws, and validateOrErrorsSync rethrows it from yup', () => {
    const schema = string().test('boom', 'x', () => {
      throw new TypeError('bug');
    });
    expect(validIfPasses(schema, 'a', {})).toBeNull();
    expect(() => validateOrErrorsSync(schema, 'a')).toThrow('bug');
  });

  it('agrees with yup on a thousand payloads changed at random: valid with the same value, or left to yup', () => {
    // A seeded generator: the same payloads on every run, so a disagreement is reproducible.
    let seed = 14;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const odd: unknown[] = [
      undefined,
      null,
      '',
      '  ',
      'x',
      ' padded ',
      0,
      1,
      -1,
      1.5,
      NaN,
      true,
      false,
      [],
      ['en'],
      {},
      { a: 1 },
      '2024-06-01',
      '1990-02-30',
      '12/29',
      '4111111111111111',
      'a@b.co',
      '+1 808 555 0123',
      'US',
      'ZZ',
      'GENERAL',
      'DELEGATE',
      'x'.repeat(300),
      '2500',
      'ten',
    ];
    const base = () =>
      structuredClone({ ...payload, payment: next() < 0.5 ? null : { ...apiPayment } }) as Record<string, unknown>;
    /** Sets one place of the payload (top level, an attendee's field, the payment's) to an odd value. */
    const mutate = (value: Record<string, unknown>) => {
      const where = next();
      if (where < 0.2) value[pick(['eventId', 'type', 'delegationKey', 'attendees', 'payment', 'extra'])] = pick(odd);
      else if (where < 0.8) {
        const attendee: unknown = Array.isArray(value['attendees']) ? pick(value['attendees']) : undefined;
        if (attendee && typeof attendee === 'object')
          (attendee as Record<string, unknown>)[pick([...Object.keys(validAttendee), 'unknown'])] = pick(odd);
      } else if (value['payment'] && typeof value['payment'] === 'object') {
        (value['payment'] as Record<string, unknown>)[pick([...Object.keys(apiPayment), 'unknown'])] = pick(odd);
      }
    };
    let fast = 0;
    for (let i = 0; i < 1000; i += 1) {
      const value = base();
      for (let changes = 1 + Math.floor(next() * 3); changes > 0; changes -= 1) mutate(value);
      const answer = validIfPasses(registrationPayloadSchema, structuredClone(value), { now });
      if (answer === null) continue;
      fast += 1;
      expect({ i, answer }).toEqual({
        i,
        answer: yupAnswer(registrationPayloadSchema, structuredClone(value), { now }),
      });
    }
    // Some of the changed payloads are still valid (an unknown key, another valid value): the walk answered those.
    expect(fast).toBeGreaterThan(50);
  });
});

import { insertDelegationKey } from '@festival/server-events';
import { delegationKeyFailures, KEY_FAILURE_ADDRESS_LIMIT, KEY_FAILURE_LIMIT } from '@festival/server-registrations';
import { DEMO_DELEGATION_KEY } from '@festival/server-seed';
import {
  engine,
  API,
  UNKNOWN_ID,
  bearer,
  signatures,
  withoutStatus,
  generalPayload,
  delegatePayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type User,
  type Json,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, idp, demoEventId, bob, newEvent, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ database, app, idp, demoEventId, bob, newEvent, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('delegation keys, delegates and the delegation portal', () => {
    // The shared form rules cap a delegation key at 16 characters (SPEC.md §9 "code 16").
    const KEY = 'MOANA-NUI-2027';
    let erin: User;
    let finn: User;
    let delegationEventId: string;
    beforeAll(async () => {
      [erin, finn] = [
        await idp.newSignedInUser({ givenName: 'Erin' }),
        await idp.newSignedInUser({ givenName: 'Finn' }),
      ];
      delegationEventId = await newEvent({ capacity: 20, name: 'Delegation Festival' });
      await insertDelegationKey(database.db, {
        mainEventId: delegationEventId,
        key: KEY,
        delegationName: 'Samoa Delegation',
      });
      await insertDelegationKey(database.db, {
        mainEventId: delegationEventId,
        key: 'OTHER-KEY-2027',
        delegationName: 'Tonga Delegation',
      });
    });

    const check = (user: User, key: string, remoteAddress: string, eventId = demoEventId) =>
      app.inject({
        url: `${API}/registrations/event/${eventId}/check?delegationKey=${encodeURIComponent(key)}&type=DELEGATE`,
        headers: bearer(user),
        remoteAddress,
      });

    it('checks a key: right (however it is typed) or wrong', async () => {
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.2.0.1')).json()).toEqual({ data: { isSuccess: true } });
      expect((await check(erin, ` ${DEMO_DELEGATION_KEY.toLowerCase()} `, '10.2.0.1')).json()).toEqual({
        data: { isSuccess: true },
      });
      expect((await check(erin, 'PACIFIC-DELEGATION-2028', '10.2.0.1')).json()).toEqual({ data: { isSuccess: false } });
      const otherEvent = await newEvent({ capacity: 5 });
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.2.0.1', otherEvent)).json()).toEqual({
        data: { isSuccess: false },
      });
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.2.0.1', UNKNOWN_ID)).statusCode).toBe(404);
    });

    it('limits wrong guesses per account with 429, without locking out others on the same address', async () => {
      const guesser = await idp.newSignedInUser({ givenName: 'Guesser' });
      for (let i = 0; i < KEY_FAILURE_LIMIT; i += 1)
        expect((await check(guesser, `GUESS-${i}`, '10.3.0.1')).json().data.isSuccess).toBe(false);
      const blocked = await check(guesser, DEMO_DELEGATION_KEY, '10.3.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      // Per account: another address does not help, nor does registering instead of checking.
      expect((await check(guesser, DEMO_DELEGATION_KEY, '10.3.0.2')).statusCode).toBe(429);
      expect((await post(guesser, delegatePayload(delegationEventId, guesser.email, KEY), '10.3.0.3')).statusCode).toBe(
        429,
      );
      // Someone else on the guesser's address (the venue's Wi-Fi) still gets the right key accepted.
      expect((await check(finn, DEMO_DELEGATION_KEY, '10.3.0.1')).json()).toEqual({ data: { isSuccess: true } });
    }, 30_000);

    it('limits wrong guesses per address only as high as a shared network needs', async () => {
      // Many accounts behind one address, each a few wrong keys (rows without an account stand for them).
      const now = new Date();
      await database.db.insert(delegationKeyFailures).values(
        Array.from({ length: KEY_FAILURE_ADDRESS_LIMIT - 1 }, () => ({
          userId: null,
          ip: '10.3.1.1',
          createdAt: now,
        })),
      );
      expect((await check(finn, 'GUESS-AT-THE-HOTEL', '10.3.1.1')).json()).toEqual({ data: { isSuccess: false } });
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.3.1.1')).statusCode).toBe(429);
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.3.1.2')).json()).toEqual({ data: { isSuccess: true } });
    });

    it('registers delegates with the key and shows each their delegation only; GENERAL gets 403', async () => {
      const portalUrl = `${API}/registrations/me/event/${delegationEventId}/delegation`;
      const first = await post(erin, delegatePayload(delegationEventId, erin.email, KEY.toLowerCase(), 1), '10.4.0.1');
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data).toMatchObject({
        type: 'DELEGATE',
        status: 'APPROVED',
        delegationName: 'Samoa Delegation',
      });
      expect(first.json().data.attendees[1]).toMatchObject({
        emergencyName: 'Mere Ngata',
        languageIds: ['mi', 'en'],
        isReleaseForm: false,
        signatureUrl: null,
      });
      expect((await post(finn, delegatePayload(delegationEventId, finn.email, KEY, 0), '10.4.0.1')).statusCode).toBe(
        201,
      );
      const tongan = await idp.newSignedInUser({ givenName: 'Sione' });
      expect(
        (await post(tongan, delegatePayload(delegationEventId, tongan.email, 'OTHER-KEY-2027', 0), '10.4.0.1'))
          .statusCode,
      ).toBe(201);
      const general = await idp.newSignedInUser({ givenName: 'Gen' });
      expect((await post(general, generalPayload(delegationEventId, general.email), '10.4.0.1')).statusCode).toBe(201);

      const portal = await app.inject({ url: portalUrl, headers: bearer(erin) });
      expect(portal.statusCode).toBe(200);
      expect(portal.json().data.delegationName).toBe('Samoa Delegation');
      expect(portal.json().data.members).toHaveLength(3);
      expect(portal.json().data.members.filter((m: Json) => m['isMine'])).toHaveLength(2);
      expect(portal.json().data.members[0]).toEqual({
        registrationId: first.json().data.id,
        attendeeId: first.json().data.attendees[0].id,
        firstName: 'Kai',
        lastName: "O'Brien-Lee",
        isMainProfile: true,
        isMine: true,
        status: 'APPROVED',
        registrationStatus: 'APPROVED',
      });
      expect(Object.keys(portal.json().data.members[0])).not.toContain('email');
      const finnView = (await app.inject({ url: portalUrl, headers: bearer(finn) })).json().data.members;
      expect(finnView.filter((m: Json) => m['isMine'])).toHaveLength(1);
      expect((await app.inject({ url: portalUrl, headers: bearer(tongan) })).json().data).toMatchObject({
        delegationName: 'Tonga Delegation',
        members: [{ isMine: true }],
      });

      expect((await app.inject({ url: portalUrl, headers: bearer(general) })).statusCode).toBe(403);
      expect((await app.inject({ url: portalUrl, headers: bearer(bob) })).statusCode).toBe(404);
    }, 30_000);

    it('keeps a stored signature on edit, and checks a new one', async () => {
      const url = `${API}/registrations/me/event/${delegationEventId}`;
      const mine = (await app.inject({ url, headers: bearer(erin) })).json().data;
      expect(mine.attendees[0].signatureUrl).toBe(signatures.get(erin.email));
      const edit = (signatureUrl: unknown) => {
        const attendees = mine.attendees.map((a: Json, i: number) => ({
          ...withoutStatus(a),
          ...(i === 0 ? { signatureUrl } : {}),
        }));
        return app.inject({
          method: 'PUT',
          url,
          headers: bearer(erin),
          payload: { eventId: delegationEventId, type: 'DELEGATE', delegationKey: KEY, payment: null, attendees },
          remoteAddress: '10.4.0.2',
        });
      };
      const unchanged = await edit(mine.attendees[0].signatureUrl);
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json().data.attendees[0].signatureUrl).toBe(signatures.get(erin.email));
      const foreign = await edit(signatures.get(finn.email));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual([
        { field: 'attendees[0].signatureUrl', message: 'This is not the path of an uploaded file.' },
      ]);
    });

    it('lets a delegate edit without the key again (issue 13.4): the delegation stays', async () => {
      const url = `${API}/registrations/me/event/${delegationEventId}`;
      const mine = (await app.inject({ url, headers: bearer(erin) })).json().data;
      const attendees = mine.attendees.map((a: Json) => ({ ...withoutStatus(a), city: 'Hilo' }));
      const put = (payload: Json) => app.inject({ method: 'PUT', url, headers: bearer(erin), payload });
      const withoutKey = await put({ eventId: delegationEventId, type: 'DELEGATE', payment: null, attendees });
      expect(withoutKey.statusCode, withoutKey.body).toBe(200);
      expect(withoutKey.json().data).toMatchObject({ type: 'DELEGATE', delegationName: mine.delegationName });
      expect(withoutKey.json().data.attendees[0].city).toBe('Hilo');
      const emptyKey = await put({ eventId: delegationEventId, type: 'DELEGATE', delegationKey: '', attendees });
      expect(emptyKey.statusCode, emptyKey.body).toBe(200);
      expect(emptyKey.json().data.delegationName).toBe(mine.delegationName);
      // A key that is given is still checked.
      const wrongKey = await put({
        eventId: delegationEventId,
        type: 'DELEGATE',
        delegationKey: 'NOPE-0000',
        attendees,
      });
      expect(wrongKey.statusCode).toBe(400);
      expect(wrongKey.json().errors).toEqual([{ field: 'delegationKey', message: 'Incorrect key' }]);
    });

    it('lets a delegate switch to GENERAL on edit, dropping the key and emergency contacts', async () => {
      const mine = (
        await app.inject({ url: `${API}/registrations/me/event/${delegationEventId}`, headers: bearer(finn) })
      ).json().data;
      const attendees = mine.attendees.map((a: Json) => ({ ...withoutStatus(a), ethnicity: 'Samoan' }));
      const response = await app.inject({
        method: 'PUT',
        url: `${API}/registrations/me/event/${delegationEventId}`,
        headers: bearer(finn),
        payload: { eventId: delegationEventId, type: 'GENERAL', payment: null, attendees },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ type: 'GENERAL', delegationName: null });
      expect(response.json().data.attendees[0]).toMatchObject({
        emergencyName: null,
        isReleaseForm: false,
        signatureUrl: null,
      });
      expect(
        (
          await app.inject({
            url: `${API}/registrations/me/event/${delegationEventId}/delegation`,
            headers: bearer(finn),
          })
        ).statusCode,
      ).toBe(403);
    });
  });
});

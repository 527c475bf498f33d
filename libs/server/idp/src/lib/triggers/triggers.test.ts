import { createCreateAuthChallengeHandler } from './create-auth-challenge';
import { createDefineAuthChallengeHandler } from './define-auth-challenge';
import { createVerifyAuthChallengeResponseHandler } from './verify-auth-challenge-response';
import {
  RESEND_CODE_METADATA,
  type ChallengeResult,
  type CreateAuthChallengeEvent,
  type DefineAuthChallengeEvent,
} from './trigger-events';

// The handlers take Cognito's own event shapes, so they are tested the way Lambda would call them.
const base = {
  version: '1',
  region: 'local',
  userPoolId: 'local_Festival01',
  userName: '6f1c0d1e-1111-4222-8333-944455556666',
  callerContext: { awsSdkVersion: 'test', clientId: 'festivalportallocal' },
};
const define = createDefineAuthChallengeHandler({ maxCodeAttempts: 5, requireEmailCode: true });
const defineEvent = (
  session: ChallengeResult[],
  clientMetadata?: Record<string, string>,
): DefineAuthChallengeEvent => ({
  ...base,
  triggerSource: 'DefineAuthChallenge_Authentication',
  request: { userAttributes: { email: 'ann@example.org' }, session, clientMetadata },
  response: {},
});

describe('define auth challenge', () => {
  it('walks SRP_A → PASSWORD_VERIFIER → CUSTOM_CHALLENGE → tokens', async () => {
    expect(
      (await define(defineEvent([{ challengeName: 'SRP_A', challengeResult: true }]))).response.challengeName,
    ).toBe('PASSWORD_VERIFIER');
    const verified: ChallengeResult[] = [
      { challengeName: 'SRP_A', challengeResult: true },
      { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
    ];
    expect((await define(defineEvent(verified))).response.challengeName).toBe('CUSTOM_CHALLENGE');
    expect(
      (await define(defineEvent([verified[0], { challengeName: 'PASSWORD_VERIFIER', challengeResult: false }])))
        .response.failAuthentication,
    ).toBe(true);
    expect(
      (
        await define(
          defineEvent([
            ...verified,
            { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'CODE:1' },
          ]),
        )
      ).response.issueTokens,
    ).toBe(true);
  });

  it('fails after 5 wrong answers to one code, but a resend starts a new count', async () => {
    const verified: ChallengeResult[] = [
      { challengeName: 'SRP_A', challengeResult: true },
      { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
    ];
    const wrong = (metadata: string, n: number): ChallengeResult[] =>
      Array.from({ length: n }, () => ({
        challengeName: 'CUSTOM_CHALLENGE',
        challengeResult: false,
        challengeMetadata: metadata,
      }));
    expect((await define(defineEvent([...verified, ...wrong('CODE:1', 4)]))).response.challengeName).toBe(
      'CUSTOM_CHALLENGE',
    );
    expect((await define(defineEvent([...verified, ...wrong('CODE:1', 5)]))).response.failAuthentication).toBe(true);
    expect(
      (
        await define(
          defineEvent([...verified, ...wrong('CODE:1', 4)], { [RESEND_CODE_METADATA.key]: RESEND_CODE_METADATA.value }),
        )
      ).response.challengeName,
    ).toBe('CUSTOM_CHALLENGE');
    expect(
      (await define(defineEvent([...verified, ...wrong('CODE:1', 4), ...wrong('CODE:2', 4)]))).response.challengeName,
    ).toBe('CUSTOM_CHALLENGE');
    // A custom challenge without a verified password is never enough.
    expect(
      (await define(defineEvent([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true }]))).response
        .failAuthentication,
    ).toBe(true);
  });
});

describe('create and verify auth challenge', () => {
  it('mails a 6-digit code, keeps only its hash, and accepts exactly that code', async () => {
    const sent: string[] = [];
    const create = createCreateAuthChallengeHandler({
      maxCodeAttempts: 5,
      sendCode: async (_event, code) => void sent.push(code),
    });
    const event: CreateAuthChallengeEvent = {
      ...base,
      triggerSource: 'CreateAuthChallenge_Authentication',
      request: { userAttributes: { email: 'ann@example.org' }, challengeName: 'CUSTOM_CHALLENGE', session: [] },
      response: {},
    };
    const created = await create(event);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^\d{6}$/);
    expect(created.response.publicChallengeParameters).toMatchObject({ email: 'a•••@example.org', attemptsLeft: '5' });
    expect(JSON.stringify(created.response)).not.toContain(sent[0]);

    const verify = createVerifyAuthChallengeResponseHandler();
    const answer = async (challengeAnswer: string, clientMetadata?: Record<string, string>) =>
      (
        await verify({
          ...base,
          triggerSource: 'VerifyAuthChallengeResponse_Authentication',
          request: {
            userAttributes: {},
            privateChallengeParameters: created.response.privateChallengeParameters ?? {},
            challengeAnswer,
            clientMetadata,
          },
          response: {},
        })
      ).response.answerCorrect;
    expect(await answer(sent[0])).toBe(true);
    expect(await answer(sent[0] === '000000' ? '000001' : '000000')).toBe(false);
    expect(await answer(sent[0], { [RESEND_CODE_METADATA.key]: RESEND_CODE_METADATA.value })).toBe(false);

    // After a wrong answer the same code stands, with one attempt fewer.
    const again = await create({
      ...event,
      request: {
        ...event.request,
        session: [
          {
            challengeName: 'CUSTOM_CHALLENGE',
            challengeResult: false,
            challengeMetadata: created.response.challengeMetadata,
          },
        ],
      },
    });
    expect(sent).toHaveLength(1);
    expect(again.response.challengeMetadata).toBe(created.response.challengeMetadata);
    expect(again.response.publicChallengeParameters?.['attemptsLeft']).toBe('4');
  });
});

import { createCognitoAuthSession } from './cognito-auth-session';

const settings = {
  userPoolId: 'local_pool1',
  clientId: 'client-1',
  endpoint: 'http://idp.test/',
  cookieDomain: null,
} as unknown as Parameters<typeof createCognitoAuthSession>[0];

/** The idp as the unmodified client sees it: every call recorded, each answered with a code sent. */
function recordingIdp() {
  const calls: Array<{ operation: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const operation = String(new Headers(init.headers).get('X-Amz-Target')).split('.').pop() ?? '';
    calls.push({ operation, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const delivery = { Destination: 'a•••@example.org', DeliveryMedium: 'EMAIL', AttributeName: 'email' };
    return new Response(JSON.stringify({ UserConfirmed: false, UserSub: 'sub-1', CodeDeliveryDetails: delivery }), {
      status: 200,
      headers: { 'Content-Type': 'application/x-amz-json-1.1' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the identity session tells the idp the language on screen', () => {
  it('sends it as ClientMetadata with every call that mails a code, and none when the app names none', async () => {
    const calls = recordingIdp();
    let language = 'fr';
    const session = createCognitoAuthSession(settings, { storage: window.localStorage, language: () => language });

    await session.signUp({
      email: 'ann@example.org',
      password: 'Aloha123!',
      firstName: 'Ann',
      lastName: 'K',
      captchaToken: 't',
    });
    await session.resendSignUpCode('ann@example.org');
    language = 'haw';
    await session.forgotPassword('ann@example.org');
    // Sign-in stops at the first step here (the fake answers no SRP challenge): its metadata is what counts.
    await session.signIn({ email: 'ann@example.org', password: 'Aloha123!', captchaToken: 't' });

    const metadataOf = (operation: string) =>
      calls.find((call) => call.operation === operation)?.body['ClientMetadata'] as Record<string, string> | undefined;
    expect(metadataOf('SignUp')).toEqual({ captchaToken: 't', locale: 'fr' });
    // Also as the account's standard `locale` attribute, which Cognito keeps (ClientMetadata it does not).
    expect(calls.find((call) => call.operation === 'SignUp')?.body['UserAttributes']).toContainEqual({
      Name: 'locale',
      Value: 'fr',
    });
    expect(metadataOf('ResendConfirmationCode')).toEqual({ locale: 'fr' });
    expect(metadataOf('ForgotPassword')).toEqual({ locale: 'haw' });
    expect(metadataOf('InitiateAuth')).toMatchObject({ captchaToken: 't', locale: 'haw' });

    // An app that names no language sends none (the idp then writes in the stored language or English).
    calls.length = 0;
    await createCognitoAuthSession(settings, { storage: window.localStorage }).forgotPassword('ann@example.org');
    expect(metadataOf('ForgotPassword')).toEqual({});
    await createCognitoAuthSession(settings, { storage: window.localStorage }).signUp({
      email: 'bob@example.org',
      password: 'Aloha123!',
      firstName: 'Bob',
      lastName: 'A',
      captchaToken: 't',
    });
    const attributes = calls.find((call) => call.operation === 'SignUp')?.body['UserAttributes'] as { Name: string }[];
    expect(attributes.map((attribute) => attribute.Name)).not.toContain('locale');
  });
});

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import type { Db } from '@festival/server-db';
import { listMailbox } from '@festival/server-mail';

/**
 * Real ID tokens for api tests: the unmodified amazon-cognito-identity-js signs up, confirms
 * and signs in (SRP + emailed code) against the embedded idp of a listening test server.
 */
export interface TestIdpClient {
  /** A new confirmed account, signed in; returns its ID token and `sub`. */
  newSignedInUser(names?: {
    givenName?: string;
    familyName?: string;
  }): Promise<{ email: string; sub: string; idToken: string }>;
  /** Signs an existing account in (SRP + emailed code), e.g. the seeded admin. */
  signIn(
    email: string,
    password: string,
  ): Promise<{ email: string; sub: string; idToken: string; refreshToken: string }>;
}

const PASSWORD = 'Aloha123!';
let counter = 0;

function run<T>(start: (callback: (error: Error | undefined | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, result) => (error ? reject(error) : resolve(result as T))));
}

export function testIdpClient(baseUrl: string, db: Db, pool: { userPoolId: string; clientId: string }): TestIdpClient {
  const userPool = new CognitoUserPool({
    UserPoolId: pool.userPoolId,
    ClientId: pool.clientId,
    endpoint: `${baseUrl}/idp/`,
  });

  async function captchaToken(): Promise<string> {
    const challenge = (await (await fetch(`${baseUrl}/idp/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** The mailer delivers in the background: wait for the `nth` message. */
  async function codeMailed(email: string, nth: number): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mails = await listMailbox(db, email, 100);
      const code = mails.length >= nth ? mails[0].text.match(/\b\d{6}\b/)?.[0] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no code mailed to ${email}`);
  }

  return {
    async newSignedInUser({ givenName = 'Ann', familyName = 'Kealoha' } = {}) {
      const email = `api-user${++counter}.${Date.now()}@example.org`;
      const signUpCaptcha = await captchaToken();
      const attributes = [
        new CognitoUserAttribute({ Name: 'email', Value: email }),
        new CognitoUserAttribute({ Name: 'given_name', Value: givenName }),
        new CognitoUserAttribute({ Name: 'family_name', Value: familyName }),
      ];
      const captchaAttribute = [new CognitoUserAttribute({ Name: 'captchaToken', Value: signUpCaptcha })];
      await run((cb) =>
        userPool.signUp(email, PASSWORD, attributes, captchaAttribute, cb, { captchaToken: signUpCaptcha }),
      );
      const user = new CognitoUser({ Username: email, Pool: userPool });
      const signUpCode = await codeMailed(email, 1);
      await run((cb) => user.confirmRegistration(signUpCode, true, cb));
      const { sub, idToken } = await signIn(email, PASSWORD);
      return { email, sub, idToken };
    },
    signIn,
  };

  async function signIn(email: string, password: string) {
    const user = new CognitoUser({ Username: email, Pool: userPool });
    const mailedBefore = (await listMailbox(db, email, 100)).length;
    user.setAuthenticationFlowType('CUSTOM_AUTH');
    const details = new AuthenticationDetails({
      Username: email,
      Password: password,
      ClientMetadata: { captchaToken: await captchaToken() },
    });
    const session = await new Promise<CognitoUserSession>((resolve, reject) => {
      const callbacks = {
        onSuccess: resolve,
        onFailure: reject,
        customChallenge: () => {
          codeMailed(email, mailedBefore + 1).then((code) => user.sendCustomChallengeAnswer(code, callbacks), reject);
        },
      };
      user.authenticateUser(details, callbacks);
    });
    const idToken = session.getIdToken();
    return {
      email,
      sub: String(idToken.payload['sub']),
      idToken: idToken.getJwtToken(),
      refreshToken: session.getRefreshToken().getToken(),
    };
  }
}

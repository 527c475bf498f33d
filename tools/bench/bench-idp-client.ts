/**
 * Accounts for the benchmarks, made the way the browser makes them: the unmodified
 * amazon-cognito-identity-js client against a bench server's embedded idp (sign-up with a solved
 * captcha, the emailed code read from the server's local mailbox, then SRP and the emailed code).
 */
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const BENCH_PASSWORD = 'Bench123!';

export interface BenchIdpClient {
  /** A new confirmed account (not signed in). */
  signUp(email: string, names?: { givenName: string; familyName: string }): Promise<void>;
  /** SRP and the emailed code; resolves with the ID token. */
  signIn(email: string): Promise<string>;
}

export function benchIdpClient(baseUrl: string, pool: { userPoolId: string; clientId: string }): BenchIdpClient {
  const userPool = new CognitoUserPool({
    UserPoolId: pool.userPoolId,
    ClientId: pool.clientId,
    endpoint: `${baseUrl}/idp/`,
  });
  const captcha = async () => {
    const challenge = (await (await fetch(`${baseUrl}/idp/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  /** The newest code mailed to the address after `mailed` messages, waiting for the background mailer. */
  const codeAfter = async (email: string, mailed: number) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const mails = (await (
        await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}&limit=100`)
      ).json()) as Array<{ text: string }>;
      const code = mails.length > mailed ? mails[0].text.match(/\b\d{6}\b/)?.[0] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no code mailed to ${email}`);
  };
  const mailCount = async (email: string) =>
    ((await (await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}&limit=100`)).json()) as unknown[])
      .length;

  return {
    async signUp(email, names = { givenName: 'Bench', familyName: 'User' }) {
      const token = await captcha();
      const attributes = [
        new CognitoUserAttribute({ Name: 'email', Value: email }),
        new CognitoUserAttribute({ Name: 'given_name', Value: names.givenName }),
        new CognitoUserAttribute({ Name: 'family_name', Value: names.familyName }),
      ];
      await new Promise((resolve, reject) =>
        userPool.signUp(
          email,
          BENCH_PASSWORD,
          attributes,
          [new CognitoUserAttribute({ Name: 'captchaToken', Value: token })],
          (error, result) => (error ? reject(error) : resolve(result)),
          { captchaToken: token },
        ),
      );
      const user = new CognitoUser({ Username: email, Pool: userPool });
      const code = await codeAfter(email, 0);
      await new Promise((resolve, reject) =>
        user.confirmRegistration(code, true, (error, result) => (error ? reject(error) : resolve(result))),
      );
    },
    async signIn(email) {
      const user = new CognitoUser({ Username: email, Pool: userPool });
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      const mailed = await mailCount(email);
      const details = new AuthenticationDetails({
        Username: email,
        Password: BENCH_PASSWORD,
        ClientMetadata: { captchaToken: await captcha() },
      });
      const session = await new Promise<CognitoUserSession>((resolve, reject) => {
        const callbacks = {
          onSuccess: resolve,
          onFailure: reject,
          customChallenge: () =>
            void codeAfter(email, mailed).then((code) => user.sendCustomChallengeAnswer(code, callbacks), reject),
        };
        user.authenticateUser(details, callbacks);
      });
      return session.getIdToken().getJwtToken();
    },
  };
}

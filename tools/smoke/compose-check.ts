/**
 * A look at a running docker-compose.yml from outside, through its proxy: the attendee site, then
 * one sign-up → sign-in → registration, the codes read from an SMTP catcher on this machine
 * (start the stack with SMTP_URL=smtp://host.docker.internal:<port> and
 * tools/docker/compose.trial.yml, which lets the replicas reach it).
 *
 *   NODE_TLS_REJECT_UNAUTHORIZED=0 npx tsx --tsconfig tsconfig.base.json tools/smoke/compose-check.ts https://localhost:8443 2525
 *
 * (NODE_TLS_REJECT_UNAUTHORIZED=0 only for Caddy's own CA on localhost.)
 */
import { signUpAndRegister, startMailCatcher, waitForReady } from './journey';

const [baseUrl = 'https://localhost', smtpPort = '2525'] = process.argv.slice(2);
const host = new URL(baseUrl).host;
const mail = await startMailCatcher('0.0.0.0', Number(smtpPort));
try {
  await waitForReady(baseUrl, 60_000, () => true);
  console.log(`${baseUrl}/readyz: 200 through the proxy`);
  await signUpAndRegister(baseUrl, mail, console.log, `user.${host}`);
} finally {
  await mail.close();
}

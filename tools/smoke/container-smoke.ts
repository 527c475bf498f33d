/**
 * The image, run as an organiser runs it: the server in a container (NODE_ENV=production, the
 * image's defaults, then the demo festival added by the image's seed command) against a fresh
 * database on the host's PostgreSQL, host networking, mail over SMTP to a catcher here. It must
 * become healthy (the image's HEALTHCHECK), answer /readyz as a non-root user, serve one sign-up →
 * sign-in → registration, and stop cleanly on `docker stop`. The container and the database are
 * removed at the end, also on failure. tools/docker/smoke.sh builds the image first.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/smoke/container-smoke.ts [image]   (default festival-portal)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { freePort, harness } from './harness';
import { signUpAndRegister, startMailCatcher, waitForReady } from './journey';

const smoke = harness('container-smoke');
const { log } = smoke;
const image = process.argv[2] ?? 'festival-portal';

const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8' }).trim();

/** Set when a check fails: the container's last log lines are printed before it is removed. */
let failed = true;

smoke.run(async () => {
  const databaseUrl = await smoke.freshDatabase();
  const mail = await startMailCatcher();
  smoke.onCleanUp('stop the SMTP server', () => mail.close());
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Only what production refuses to start without, and where to listen on the host's network.
  const env = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LOG_LEVEL: 'warn',
  };
  const envArgs = Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);

  const name = `festival-smoke-${Date.now()}`;
  docker('run', '-d', '--name', name, '--network', 'host', ...envArgs, image);
  smoke.onCleanUp(`remove the container ${name}`, () => {
    if (failed) spawnSync('docker', ['logs', '--tail', '30', name], { stdio: 'inherit' });
    spawnSync('docker', ['rm', '-f', '-v', name], { stdio: 'ignore' });
  });
  const running = () => docker('inspect', '-f', '{{.State.Running}}', name) === 'true';
  await waitForReady(baseUrl, 90_000, running);
  log(`container ${name} (user ${docker('exec', name, 'id', '-un')}): /readyz answers 200 on ${baseUrl}`);
  // In the running container rather than a container of its own: on vfs each new container is a
  // full copy of the image. Production seeds no demo festival; the journey needs one.
  const seed = spawnSync('docker', ['exec', name, 'node', 'dist/apps/api/seed.mjs', '--demo'], { stdio: 'inherit' });
  if (seed.status !== 0) throw new Error("the image's seed command failed");
  log('seed.mjs --demo in the container: the demo festival is in');
  await signUpAndRegister(baseUrl, mail, log);

  // The HEALTHCHECK's first probe comes after its interval (15 s).
  const deadline = Date.now() + 60_000;
  let health = '';
  while ((health = docker('inspect', '-f', '{{.State.Health.Status}}', name)) !== 'healthy') {
    if (health === 'unhealthy' || Date.now() > deadline) throw new Error(`the container is ${health}, not healthy`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log('HEALTHCHECK: healthy');

  const stopAt = performance.now();
  docker('stop', '-t', '20', name);
  const exitCode = docker('inspect', '-f', '{{.State.ExitCode}}', name);
  if (exitCode !== '0') throw new Error(`docker stop: the server exited with ${exitCode}, not 0`);
  failed = false;
  log(`docker stop: exit 0 in ${((performance.now() - stopAt) / 1000).toFixed(1)} s`);
});

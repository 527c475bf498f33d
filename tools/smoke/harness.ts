/**
 * The smoke tests' bookkeeping: a log line with the time since start, a fresh PostgreSQL database,
 * a free port, and the list of what to undo, run at the end whether the test passed or not (and
 * on Ctrl+C), newest first.
 */
import { createServer, type AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import pg from 'pg';

export interface Harness {
  log(line: string): void;
  /** Registers what to undo; `what` names it in the log ("stop the server"). */
  onCleanUp(what: string, run: () => Promise<void> | void): void;
  /** Creates a fresh database (dropped at clean-up) and returns its URL. */
  freshDatabase(): Promise<string>;
  /** Runs `main`, then the clean-up; exits 1 on failure. */
  run(main: () => Promise<void>): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** POSTGRES_ADMIN_URL (default postgres://$USER@127.0.0.1:5432/postgres) creates and drops the databases. */
export function harness(name: string): Harness {
  const started = performance.now();
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  const log = (line: string) => console.log(`[${name} ${seconds(started)}] ${line}`);
  const adminUrl = process.env['POSTGRES_ADMIN_URL'] ?? `postgres://${userInfo().username}@127.0.0.1:5432/postgres`;
  const cleanups: Array<{ what: string; run: () => Promise<void> | void }> = [];

  async function admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  async function cleanUp(): Promise<void> {
    for (const { what, run } of cleanups.splice(0).reverse()) {
      try {
        const at = performance.now();
        await run();
        log(`${what}: ${seconds(at)}`);
      } catch (error) {
        console.error(`[${name}] could not ${what}: ${(error as Error).message}`);
      }
    }
  }

  return {
    log,
    onCleanUp: (what, run) => cleanups.push({ what, run }),
    async freshDatabase() {
      const database = `smoke_${Date.now()}`;
      await admin(`CREATE DATABASE ${database}`);
      cleanups.push({ what: `drop ${database}`, run: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) });
      return Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
    },
    run(main) {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => {
          console.error(`[${name}] ${signal}: cleaning up`);
          void cleanUp().then(() => process.exit(1));
        });
      }
      main().then(
        async () => {
          await cleanUp();
          log('passed; everything it made is removed');
        },
        async (error: unknown) => {
          console.error(`[${name} ${seconds(started)}] FAILED: ${(error as Error).stack ?? error}`);
          await cleanUp();
          process.exit(1);
        },
      );
    },
  };
}

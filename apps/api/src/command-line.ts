import { DatabaseStartError } from '@festival/server-db';
import { ConfigError } from './config';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs one of the server's commands (seed, migrate, backup): a problem the operator can fix (a
 * setting, the database, or one of `operatorErrors`) is one line, `Cannot <verb>: …`, and exit 1;
 * anything else is a bug and keeps its stack trace.
 */
export async function runCommand(
  verb: string,
  task: () => Promise<void>,
  operatorErrors: ErrorClass[] = [],
): Promise<void> {
  try {
    await task();
  } catch (error) {
    if ([ConfigError, DatabaseStartError, ...operatorErrors].some((kind) => error instanceof kind)) {
      console.error(`Cannot ${verb}: ${(error as Error).message}`);
      process.exit(1);
    }
    throw error;
  }
}

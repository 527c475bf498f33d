/** What the benchmarks share: their command-line numbers, and asking the server child process. */
import type { ChildProcess } from 'node:child_process';

/** `--name N` from the command line: a whole number of at least `min`, or the fallback. */
export function numberOption(name: string, fallback: number, min = 1): number {
  const given = stringOption(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return value;
}

/** `--name VALUE` from the command line, or undefined. */
export function stringOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Sends a message to the server child and resolves with the `key` of its first reply that has one. */
export function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: Record<string, unknown>) => {
      if (key in reply) {
        child.off('message', listener);
        resolve(reply[key] as T);
      }
    };
    child.on('message', listener);
    child.send(message as object);
  });
}

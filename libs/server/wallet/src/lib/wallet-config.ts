import { readFileSync } from 'node:fs';
import type { PassCertificates } from './dev-certificates';

/** A wallet setting that cannot work; its message is the one line an operator needs. */
export class WalletConfigError extends Error {
  override name = 'WalletConfigError';
}

export interface WalletConfig {
  passTypeId: string;
  teamId: string;
  /** The Apple pass certificate, its key and Apple's WWDR certificate; null: a development pair is made. */
  certificates: PassCertificates | null;
}

/** Placeholders for the development certificate: a phone refuses such passes whatever they say. */
export const DEV_PASS_TYPE_ID = 'pass.localhost.festival.dev';
export const DEV_TEAM_ID = 'DEVTEAM000';

type Env = Record<string, string | undefined>;
const CERTIFICATE_VARIABLES = ['WALLET_SIGNER_CERT', 'WALLET_SIGNER_KEY', 'WALLET_WWDR_CERT'] as const;

/** A PEM given as the text itself or as the path of a file holding it. */
function pem(env: Env, name: string, readFile: (path: string) => string): string {
  const value = (env[name] ?? '').trim();
  if (value.startsWith('-----BEGIN')) return value.replace(/\\n/g, '\n');
  let text: string;
  try {
    text = readFile(value);
  } catch (error) {
    throw new WalletConfigError(
      `${name} is neither PEM text nor a readable file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}): fix or unset it.`,
    );
  }
  if (!text.includes('-----BEGIN'))
    throw new WalletConfigError(`${name} points at a file that holds no PEM: fix or unset it.`);
  return text;
}

/**
 * WALLET_* settings. Without certificates the server makes a development pair on first start, so
 * passes download and open as files; to install on a phone they need the certificate Apple issues
 * for the pass type id (WALLET_PASS_TYPE_ID) of the team (WALLET_TEAM_ID).
 */
export function loadWalletConfig(
  env: Env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): WalletConfig {
  const given = CERTIFICATE_VARIABLES.filter((name) => env[name]?.trim());
  const passTypeId = env['WALLET_PASS_TYPE_ID']?.trim();
  const teamId = env['WALLET_TEAM_ID']?.trim();
  if (passTypeId !== undefined && passTypeId !== '' && !/^pass\.[A-Za-z0-9.-]+$/.test(passTypeId))
    throw new WalletConfigError(
      `WALLET_PASS_TYPE_ID must look like pass.com.example.festival (it is "${passTypeId}").`,
    );
  if (teamId !== undefined && teamId !== '' && !/^[A-Z0-9]{10}$/.test(teamId))
    throw new WalletConfigError(
      `WALLET_TEAM_ID must be the 10 letters and digits of an Apple team id (it is "${teamId}").`,
    );
  if (given.length === 0) {
    return { passTypeId: passTypeId || DEV_PASS_TYPE_ID, teamId: teamId || DEV_TEAM_ID, certificates: null };
  }
  const missing = CERTIFICATE_VARIABLES.filter((name) => !given.includes(name));
  if (missing.length)
    throw new WalletConfigError(`${given.join(', ')} set but ${missing.join(', ')} not: set all three or none.`);
  if (!passTypeId || !teamId)
    throw new WalletConfigError(
      'WALLET_SIGNER_CERT is set: set WALLET_PASS_TYPE_ID and WALLET_TEAM_ID of that certificate too.',
    );
  const passphrase = env['WALLET_SIGNER_KEY_PASSPHRASE'];
  return {
    passTypeId,
    teamId,
    certificates: {
      signerCert: pem(env, 'WALLET_SIGNER_CERT', readFile),
      signerKey: pem(env, 'WALLET_SIGNER_KEY', readFile),
      wwdr: pem(env, 'WALLET_WWDR_CERT', readFile),
      ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
    },
  };
}

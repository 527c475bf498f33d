import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApnsSettings } from './apns-pusher';
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
  /** How pass-update pushes reach APNs (a .p8 key, or the pass certificate); null: no pushes (Wallet refreshes on its own). */
  apns: ApnsSettings | null;
}

export const APNS_PRODUCTION = 'https://api.push.apple.com';
export const APNS_SANDBOX = 'https://api.sandbox.push.apple.com';

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
    const devTeamId = teamId || DEV_TEAM_ID;
    return {
      passTypeId: passTypeId || DEV_PASS_TYPE_ID,
      teamId: devTeamId,
      certificates: null,
      // Apple delivers pushes only for passes signed with its certificate; a local APNs stand-in takes any.
      apns: apnsSettings(env, devTeamId, readFile),
    };
  }
  const missing = CERTIFICATE_VARIABLES.filter((name) => !given.includes(name));
  if (missing.length)
    throw new WalletConfigError(`${given.join(', ')} set but ${missing.join(', ')} not: set all three or none.`);
  if (!passTypeId || !teamId)
    throw new WalletConfigError(
      'WALLET_SIGNER_CERT is set: set WALLET_PASS_TYPE_ID and WALLET_TEAM_ID of that certificate too.',
    );
  const passphrase = env['WALLET_SIGNER_KEY_PASSPHRASE'];
  const certificates: PassCertificates = {
    signerCert: pem(env, 'WALLET_SIGNER_CERT', readFile),
    signerKey: pem(env, 'WALLET_SIGNER_KEY', readFile),
    wwdr: pem(env, 'WALLET_WWDR_CERT', readFile),
    ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
  };
  return {
    passTypeId,
    teamId,
    certificates,
    apns: apnsSettings(env, teamId, readFile) ?? certificateApnsSettings(env, certificates),
  };
}

/**
 * Without an APNs key, pushes go out as Apple's Wallet guide describes: over a connection
 * authenticated with the Pass Type ID certificate that signs the passes.
 */
function certificateApnsSettings(env: Env, certificates: PassCertificates): ApnsSettings {
  const { signerCert: cert, signerKey: key, signerKeyPassphrase: passphrase } = certificates;
  return { endpoint: apnsEndpoint(env), clientCertificate: { cert, key, ...(passphrase ? { passphrase } : {}) } };
}

function apnsEndpoint(env: Env): string {
  const endpoint = env['APNS_ENDPOINT']?.trim() || APNS_PRODUCTION;
  if (!/^https?:\/\/[^/]+$/.test(endpoint))
    throw new WalletConfigError(`APNS_ENDPOINT must be an origin such as ${APNS_SANDBOX} (it is "${endpoint}").`);
  return endpoint;
}

/**
 * APNS_* settings: the .p8 key (an ES256 key of the team, made under Keys with APNs enabled), its
 * key id, the team id (WALLET_TEAM_ID unless APNS_TEAM_ID says otherwise) and the endpoint.
 */
function apnsSettings(env: Env, walletTeamId: string, readFile: (path: string) => string): ApnsSettings | null {
  const keyGiven = Boolean(env['APNS_KEY']?.trim());
  const keyId = env['APNS_KEY_ID']?.trim() ?? '';
  if (!keyGiven && !keyId) return null;
  if (!keyGiven || !keyId) throw new WalletConfigError('Set both APNS_KEY and APNS_KEY_ID, or neither.');
  if (!/^[A-Z0-9]{10}$/.test(keyId))
    throw new WalletConfigError(`APNS_KEY_ID must be the 10 letters and digits of the key id (it is "${keyId}").`);
  const teamId = env['APNS_TEAM_ID']?.trim() || walletTeamId;
  if (!/^[A-Z0-9]{10}$/.test(teamId))
    throw new WalletConfigError(
      `APNS_TEAM_ID must be the 10 letters and digits of an Apple team id (it is "${teamId}").`,
    );
  const privateKeyPem = pem(env, 'APNS_KEY', readFile);
  let curve: string | undefined;
  try {
    curve = createPrivateKey(privateKeyPem).asymmetricKeyDetails?.namedCurve;
  } catch {
    curve = undefined;
  }
  if (curve !== 'prime256v1')
    throw new WalletConfigError(
      'APNS_KEY is not an APNs auth key (the .p8 file, a P-256 private key): fix or unset it.',
    );
  return { endpoint: apnsEndpoint(env), keyId, teamId, privateKeyPem };
}

import { apnsTestKey } from './apns-stand-in';
import {
  APNS_PRODUCTION,
  APNS_SANDBOX,
  DEV_PASS_TYPE_ID,
  DEV_TEAM_ID,
  loadWalletConfig,
  WalletConfigError,
} from './wallet-config';

const PEM = (label: string) => `-----BEGIN ${label}-----\nAAAA\n-----END ${label}-----`;
const files: Record<string, string> = {
  '/certs/pass.pem': PEM('CERTIFICATE'),
  '/certs/pass.key': PEM('RSA PRIVATE KEY'),
  '/certs/wwdr.pem': PEM('CERTIFICATE'),
  '/certs/notes.txt': 'hello',
};
const readFile = (path: string) => {
  if (path in files) return files[path];
  throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
};
const apnsKey = apnsTestKey().privateKeyPem;
files['/keys/AuthKey_KEY1234567.p8'] = apnsKey;
const real = {
  WALLET_PASS_TYPE_ID: 'pass.org.festpac.registration',
  WALLET_TEAM_ID: 'A1B2C3D4E5',
  WALLET_SIGNER_CERT: '/certs/pass.pem',
  WALLET_SIGNER_KEY: '/certs/pass.key',
  WALLET_WWDR_CERT: '/certs/wwdr.pem',
};

describe('wallet settings', () => {
  it('default to a development certificate made on first start', () => {
    expect(loadWalletConfig({}, readFile)).toEqual({
      passTypeId: DEV_PASS_TYPE_ID,
      teamId: DEV_TEAM_ID,
      certificates: null,
      apns: null,
    });
  });

  it('read Apple certificates from files or from PEM text (with \\n escapes), and the passphrase', () => {
    expect(loadWalletConfig({ ...real, WALLET_SIGNER_KEY_PASSPHRASE: 'secret' }, readFile)).toEqual({
      passTypeId: 'pass.org.festpac.registration',
      teamId: 'A1B2C3D4E5',
      certificates: {
        signerCert: files['/certs/pass.pem'],
        signerKey: files['/certs/pass.key'],
        wwdr: files['/certs/wwdr.pem'],
        signerKeyPassphrase: 'secret',
      },
      // No APNs key: pushes authenticate with the pass certificate (Apple's Wallet guide).
      apns: {
        endpoint: APNS_PRODUCTION,
        clientCertificate: { cert: files['/certs/pass.pem'], key: files['/certs/pass.key'], passphrase: 'secret' },
      },
    });
    const inline = loadWalletConfig({ ...real, WALLET_WWDR_CERT: PEM('CERTIFICATE').replace(/\n/g, '\\n') }, readFile);
    expect(inline.certificates?.wwdr).toBe(PEM('CERTIFICATE'));
  });

  it.each([
    [{ ...real, WALLET_WWDR_CERT: '' }, 'set but WALLET_WWDR_CERT not: set all three or none'],
    [{ ...real, WALLET_TEAM_ID: undefined }, 'set WALLET_PASS_TYPE_ID and WALLET_TEAM_ID'],
    [
      { ...real, WALLET_SIGNER_CERT: '/certs/missing.pem' },
      'WALLET_SIGNER_CERT is neither PEM text nor a readable file (ENOENT)',
    ],
    [{ ...real, WALLET_SIGNER_KEY: '/certs/notes.txt' }, 'WALLET_SIGNER_KEY points at a file that holds no PEM'],
    [{ WALLET_PASS_TYPE_ID: 'festival' }, 'WALLET_PASS_TYPE_ID must look like pass.com.example.festival'],
    [{ WALLET_TEAM_ID: 'team' }, 'WALLET_TEAM_ID must be the 10 letters and digits'],
    [{ ...real, APNS_KEY: '/keys/AuthKey_KEY1234567.p8' }, 'Set both APNS_KEY and APNS_KEY_ID, or neither.'],
    [{ ...real, APNS_KEY_ID: 'KEY1234567' }, 'Set both APNS_KEY and APNS_KEY_ID, or neither.'],
    [
      { ...real, APNS_KEY: '/keys/AuthKey_KEY1234567.p8', APNS_KEY_ID: 'key' },
      'APNS_KEY_ID must be the 10 letters and digits',
    ],
    [
      { ...real, APNS_KEY: '/certs/pass.key', APNS_KEY_ID: 'KEY1234567' },
      'APNS_KEY is not an APNs auth key (the .p8 file, a P-256 private key)',
    ],
    [
      {
        ...real,
        APNS_KEY: '/keys/AuthKey_KEY1234567.p8',
        APNS_KEY_ID: 'KEY1234567',
        APNS_ENDPOINT: 'api.push.apple.com',
      },
      'APNS_ENDPOINT must be an origin such as https://api.sandbox.push.apple.com',
    ],
  ])('refuse what cannot work (%#)', (env, message) => {
    expect(() => loadWalletConfig(env, readFile)).toThrow(WalletConfigError);
    expect(() => loadWalletConfig(env, readFile)).toThrow(message);
  });

  it('read the APNs key (.p8 file or PEM text), its key id, the team id and the endpoint', () => {
    expect(
      loadWalletConfig({ ...real, APNS_KEY: '/keys/AuthKey_KEY1234567.p8', APNS_KEY_ID: 'KEY1234567' }, readFile).apns,
    ).toEqual({
      endpoint: APNS_PRODUCTION,
      keyId: 'KEY1234567',
      teamId: 'A1B2C3D4E5',
      privateKeyPem: apnsKey,
    });
    const sandbox = loadWalletConfig(
      {
        ...real,
        APNS_KEY: apnsKey.replace(/\n/g, '\\n'),
        APNS_KEY_ID: 'KEY1234567',
        APNS_TEAM_ID: 'TEAM123456',
        APNS_ENDPOINT: APNS_SANDBOX,
      },
      readFile,
    ).apns;
    expect(sandbox).toMatchObject({ endpoint: APNS_SANDBOX, teamId: 'TEAM123456' });
    expect(sandbox && 'privateKeyPem' in sandbox && sandbox.privateKeyPem.trim()).toBe(apnsKey.trim());
  });
});

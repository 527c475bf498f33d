import { DEV_PASS_TYPE_ID, DEV_TEAM_ID, loadWalletConfig, WalletConfigError } from './wallet-config';

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
  ])('refuse what cannot work (%#)', (env, message) => {
    expect(() => loadWalletConfig(env, readFile)).toThrow(WalletConfigError);
    expect(() => loadWalletConfig(env, readFile)).toThrow(message);
  });
});

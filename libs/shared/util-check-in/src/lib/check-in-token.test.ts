import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { signCheckInToken, verifyCheckInToken, type CheckInClaims } from './check-in-token';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return { signing: { kid, privateKey: privateKey as CryptoKey }, jwks: { keys: [publicJwk] } };
}

const claims: CheckInClaims = {
  registrationId: '4f1c2a1e-9d0b-4a53-8a3e-1f2b3c4d5e6f',
  eventId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  attendeeIds: ['11111111-2222-4333-8444-555555555555', '66666666-7777-4888-9999-aaaaaaaaaaaa'],
  issuedAt: new Date('2027-06-01T10:00:00Z'),
};

describe('check-in token', () => {
  it('verifies offline with the public key set, and carries ids only', async () => {
    const { signing, jwks } = await keyPair('k1');
    const token = await signCheckInToken(signing, claims);
    expect(token.split('.')).toHaveLength(3);
    expect(await verifyCheckInToken(token, jwks)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['att', 'evt', 'iat', 'reg']);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ alg: 'EdDSA', typ: 'festival-check-in+jwt', kid: 'k1' });
  });

  it('refuses a tampered token', async () => {
    const { signing, jwks } = await keyPair('k1');
    const [header, payload, signature] = (await signCheckInToken(signing, claims)).split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), att: ['someone-else'] }),
    ).toString('base64url');
    expect(await verifyCheckInToken(`${header}.${changed}.${signature}`, jwks)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await verifyCheckInToken(`${header}.${payload}.${flipped}`, jwks)).toBeNull();
    expect(await verifyCheckInToken('not a token', jwks)).toBeNull();
  });

  it('refuses a token signed by another key, even one claiming the published kid', async () => {
    const published = await keyPair('k1');
    const other = await keyPair('k1');
    expect(await verifyCheckInToken(await signCheckInToken(other.signing, claims), published.jwks)).toBeNull();
  });

  it('refuses a signed token of another kind (no check-in typ)', async () => {
    const { signing, jwks } = await keyPair('k1');
    const { SignJWT } = await import('jose');
    const other = await new SignJWT({ reg: claims.registrationId, evt: claims.eventId, att: claims.attendeeIds })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setIssuedAt()
      .sign(signing.privateKey);
    expect(await verifyCheckInToken(other, jwks)).toBeNull();
  });
});

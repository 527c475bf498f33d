import Type, { type Static } from 'typebox';

/** One public key that signs check-in tokens (an Ed25519 JSON Web Key, RFC 8037). */
export const CheckInPublicKey = Type.Object({
  kty: Type.Literal('OKP'),
  crv: Type.Literal('Ed25519'),
  x: Type.String({ description: 'The public key, base64url' }),
  kid: Type.String(),
  alg: Type.Literal('EdDSA'),
  use: Type.Literal('sig'),
});

/**
 * GET /wallet/check-in-key: the key set a scanner keeps to verify the QR code of a wallet pass
 * offline (a compact JWS whose header names the key by `kid`).
 */
export const CheckInKeySet = Type.Object({ keys: Type.Array(CheckInPublicKey) });
export type CheckInKeySet = Static<typeof CheckInKeySet>;

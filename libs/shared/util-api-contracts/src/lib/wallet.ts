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

// Apple Wallet's web service (Apple's "PassKit Web Service" reference), the shapes a device sends
// and reads. Its paths name the device, the pass type and the pass's serial number.

const DEVICE_LIBRARY_IDENTIFIER = { minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._-]+$' };

export const WalletDeviceParams = Type.Object(
  {
    deviceLibraryIdentifier: Type.String(DEVICE_LIBRARY_IDENTIFIER),
    passTypeIdentifier: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);

export const WalletDevicePassParams = Type.Object(
  {
    deviceLibraryIdentifier: Type.String(DEVICE_LIBRARY_IDENTIFIER),
    passTypeIdentifier: Type.String({ minLength: 1, maxLength: 255 }),
    serialNumber: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);

/** POST …/v1/devices/{device}/registrations/{type}/{serial}: the device's APNs token for the pass type. */
export const WalletDeviceRegistration = Type.Object({
  pushToken: Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9]+$' }),
});
export type WalletDeviceRegistration = Static<typeof WalletDeviceRegistration>;

export const WalletUpdatableQuery = Type.Object(
  { passesUpdatedSince: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

/** GET …/v1/devices/{device}/registrations/{type}: the passes changed since the tag, and the next tag. */
export const WalletUpdatablePasses = Type.Object({
  serialNumbers: Type.Array(Type.String()),
  lastUpdated: Type.String(),
});
export type WalletUpdatablePasses = Static<typeof WalletUpdatablePasses>;

/** POST …/v1/log: messages the device's Wallet logs about our web service (errors, mostly). */
export const WalletDeviceLog = Type.Object({
  logs: Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }),
});
export type WalletDeviceLog = Static<typeof WalletDeviceLog>;

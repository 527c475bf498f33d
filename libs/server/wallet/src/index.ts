export * from './lib/wallet.tables';
export { walletRoutes, PASS_PUSH_EVERY_MS, PKPASS_CONTENT_TYPE, type WalletRoutesOptions } from './lib/wallet.routes';
export {
  NO_PASS_MESSAGE,
  NO_PRESS_PASS_MESSAGE,
  STAFF_PASS_PERMISSION,
  type WalletActivities,
  type WalletMedia,
} from './lib/wallet.service';
export type { BookedActivity } from './lib/pass-content';
export type { PassCertificates } from './lib/dev-certificates';
export {
  CHECK_IN_TOKEN_TYPE,
  verifyCheckInToken,
  type CheckInClaims,
  type JsonWebKeySet,
} from '@festival/shared-util-check-in';
export {
  APNS_PRODUCTION,
  APNS_SANDBOX,
  loadWalletConfig,
  WalletConfigError,
  type WalletConfig,
} from './lib/wallet-config';
export { createApnsPusher, PROVIDER_TOKEN_LIFETIME_MS, type ApnsSettings } from './lib/apns-pusher';
export { PASS_PUSH_JOB, pushPassUpdates, type PassUpdatePusher, type PushOutcome } from './lib/wallet-devices.service';
export { checkInKeys, checkInTokenSigner, type CheckInKeys } from './lib/wallet-keys';

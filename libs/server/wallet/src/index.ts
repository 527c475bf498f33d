export * from './lib/wallet.tables';
export { walletRoutes, PKPASS_CONTENT_TYPE, type WalletRoutesOptions } from './lib/wallet.routes';
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
export { loadWalletConfig, WalletConfigError, type WalletConfig } from './lib/wallet-config';
export { checkInKeys, checkInTokenSigner, type CheckInKeys } from './lib/wallet-keys';

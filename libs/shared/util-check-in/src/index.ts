export {
  CHECK_IN_ALGORITHM,
  CHECK_IN_TOKEN_TYPE,
  signCheckInToken,
  verifyCheckInToken,
  type CheckInClaims,
  type CheckInSigningKey,
  type JsonWebKeySet,
} from './lib/check-in-token';
export * from './lib/check-in-rules';

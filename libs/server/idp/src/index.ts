export * from './lib/idp.tables';
export {
  loadIdpConfig,
  issuerOf,
  siteOriginMatcher,
  defaultRateLimits,
  type IdpConfig,
  type IdpRateLimits,
  type IdpCaptchaConfig,
  type RateLimit,
} from './lib/idp-config';
export { createIdpContext, type IdpContext, type RequestInfo } from './lib/idp-context';
export { pruneRateCounters } from './lib/rate-limit';
export { IdpError } from './lib/idp-errors';
export { idpRoutes, type IdpRoutesOptions } from './lib/idp.routes';
export {
  getIdpVerificationKeys,
  verifyIdToken,
  authenticateAccessToken,
  type AuthenticationResult,
} from './lib/tokens';
export { getJwks, type Jwks } from './lib/signing-keys';
export {
  adminGetUser,
  listUsers,
  adminDisableUser,
  adminEnableUser,
  adminCreateUser,
  listUsersPage,
  usersListQuery,
  type AdminUser,
  type ListUsersInput,
  type AdminCreateUserInput,
  type IdpAdminTarget,
  type UsersPageInput,
} from './lib/admin.service';
export { createCaptchaChallenge, verifyCaptchaToken } from './lib/captcha';
export { checkPasswordPolicy } from './lib/password-policy';
export { createDefineAuthChallengeHandler } from './lib/triggers/define-auth-challenge';
export { createCreateAuthChallengeHandler, maskEmail } from './lib/triggers/create-auth-challenge';
export { createVerifyAuthChallengeResponseHandler } from './lib/triggers/verify-auth-challenge-response';
export { createPreSignUpHandler, createPreAuthenticationHandler } from './lib/triggers/pre-sign-up';
export { RESEND_CODE_METADATA, CAPTCHA_TOKEN_KEY, TriggerRejection } from './lib/triggers/trigger-events';
export type * from './lib/triggers/trigger-events';
export { embeddedIdpVerifierOptions } from './lib/verifier-options';

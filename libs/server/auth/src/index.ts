export {
  createTokenVerifier,
  KeySetUnavailableError,
  TokenRejectedError,
  type AccountStatus,
  type KeySource,
  type TokenVerifierOptions,
} from './lib/token-verifier';
export {
  cognitoVerifierOptions,
  createApiTokenVerifier,
  type EmbeddedIdpVerifierOptions,
  isEmbeddedPool,
  type CognitoPoolSettings,
} from './lib/identity-providers';
export {
  isPermissionString,
  routeAccessOf,
  RouteAccessError,
  type RouteAccess,
  type RouteAccessDeclaration,
} from './lib/route-access';

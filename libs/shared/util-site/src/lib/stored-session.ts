/**
 * The key amazon-cognito-identity-js keeps the signed-in user under (CognitoUserPool's
 * getCurrentUser reads it first; nothing is stored without it): in localStorage, or as a cookie
 * when the sites share a parent cookie domain. The apps read it to know whether a session is
 * stored; a pre-rendered sign-in page reads it before it paints (SIGNED_IN_ATTRIBUTE).
 */
export const lastAuthUserKey = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;

/**
 * Set on `<html>` before the body paints when the browser holds a session: a pre-rendered sign-in
 * form is then hidden, so a signed-in visitor never sees it flash before the app sends them on.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

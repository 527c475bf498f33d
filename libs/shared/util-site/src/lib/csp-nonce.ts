/**
 * What the built pages carry where the server writes each answer's Content-Security-Policy nonce
 * (Vite's `html.cspNonce`: a `<meta property="csp-nonce" nonce="…">` in the head and a `nonce`
 * attribute on the tags it writes; the attendee home's own style element too). The server replaces
 * it with a fresh nonce per page it sends; the Vite dev server, which sets no policy, leaves it.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

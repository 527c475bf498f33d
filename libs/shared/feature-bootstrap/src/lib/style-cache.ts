import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_PLACEHOLDER } from '@festival/shared-util-site';

/**
 * The nonce the server gave this page for its style elements: Vite's `<meta property="csp-nonce">`,
 * read through the `nonce` property (the browser empties the attribute once a policy applies, so
 * that styles cannot read it). None under the Vite dev server, which leaves the placeholder and sets
 * no policy, nor in Storybook, which has no such meta.
 */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

/**
 * The emotion cache Chakra writes its styles through (given to the app's tree by CacheProvider):
 * every style element it adds carries the page's nonce, which the Content-Security-Policy requires.
 */
export function createStyleCache(nonce: string | undefined = pageStyleNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}

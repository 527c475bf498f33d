import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { BUILT_GLOBAL_STYLES_ATTRIBUTE, getSystem } from '../../libs/shared/ui-kit/src/lib/theme';

/**
 * Chakra's global styles as ChakraProvider's two `<Global>`s would insert them (the cascade layers'
 * order, then the reset, the global CSS and the theme's CSS variables: about 30 kB), in one `<style>`
 * element with the page's nonce. Written through Emotion's own path for server rendering: outside a
 * browser, its cache returns the CSS it would insert.
 */
export function chakraGlobalStyleElement(nonce: string): string {
  const system = getSystem();
  const cache = createCache({ key: 'css' });
  const css = [system.layers.atRule, system._global]
    .map((styles) => cache.insert('', serializeStyles([styles], undefined, {}), cache.sheet, false))
    .join('');
  if (typeof css !== 'string' || css.includes('</')) throw new Error('chakra-global-styles: unexpected CSS');
  return `<style ${BUILT_GLOBAL_STYLES_ATTRIBUTE} nonce="${nonce}">${css}</style>`;
}

/** Where createSystem computes the global styles as it builds the system (Chakra 3.x). */
const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_MEMBER = '    _global,\n';

/**
 * Issue 14 (total blocking time): each site's built index.html carries Chakra's global styles,
 * computed at build time from the same system the app builds (ui-kit's getSystem). On the
 * visitor's phone, ChakraProvider then gets a system without them (ui-kit's getPageSystem), and
 * createSystem no longer computes them up front: in Chakra's own code they are made lazy, computed
 * only when something reads `system._global`. Together that was about two thirds of createSystem
 * (the theme's CSS variables) and the largest piece of the first render (serialising about 30 kB
 * of CSS and inserting it rule by rule). A page the server fills also has Chakra's reset and
 * variables from its first paint. The dev server, tests and Storybook keep Chakra's own way.
 *
 * Written by hand: Chakra offers no way to build a system without its global styles. The build
 * fails if a new Chakra version no longer has the code this changes.
 */
export function chakraGlobalStyles(nonce: string): Plugin {
  return {
    name: 'festival-chakra-global-styles',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id.split('?')[0])) return undefined;
      if (!code.includes(EAGER_GLOBAL) || !code.includes(GLOBAL_MEMBER))
        this.error('chakra-global-styles: createSystem changed; update tools/vite/chakra-global-styles.ts');
      const lazy = code
        .replace(EAGER_GLOBAL, 'let _global;')
        .replace(
          GLOBAL_MEMBER,
          '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
        );
      // The changed lines keep their places: the source map stays right.
      return { code: lazy, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', () => `${chakraGlobalStyleElement(nonce)}\n</head>`),
    },
  };
}

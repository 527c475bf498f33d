import type { Alias, Plugin } from 'vite';

/**
 * Every React entry our code and its libraries import, and preact's own for it (its package.json
 * exports). The bare `react` and `react-dom/client` imports of feature-bootstrap's first evaluation
 * stage (evaluation-stages/react.ts) resolve here too: that stage now evaluates preact and its compat layer.
 */
const ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The production build runs on preact/compat instead of react and react-dom (issue 14): react-dom
 * was about 62 KB gzip of every site's first page; preact with its compat layer is about 6 KB.
 * Only `vite build`: the dev server keeps React (fast refresh, React's developer tools), and the
 * unit tests (Vitest) and Storybook, which do not read the sites' Vite configs, keep React too.
 * To go back to React in the builds, drop `preactCompat()` from the sites' plugins (site-config.ts).
 */
export function preactCompat(): Plugin {
  return {
    name: 'festival-preact-compat',
    apply: 'build',
    config: () => ({ resolve: { alias: ALIASES } }),
  };
}

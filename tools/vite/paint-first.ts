import type { Plugin } from 'vite';

/** The module scripts and the module preloads Vite writes into a built index.html. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;

/** How long the app's download waits for the pictures of a page the server filled. */
export const PICTURES_WAIT_MS = 1000;

/**
 * The inline script that starts the app once the page the server sent is on screen: the first
 * paint done (two frames), and the filled page's pictures (the home's banner) loaded and painted,
 * for at most PICTURES_WAIT_MS. Then it preloads the first page's files all at once and imports
 * the module scripts in order. A hidden page paints nothing: it starts at once.
 */
export function paintFirstLoader(scripts: readonly string[], preloads: readonly string[]): string {
  return `let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify([...new Set([...preloads, ...scripts])])}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  ${JSON.stringify(scripts)}.reduce((previous, src) => previous.then(() => import(src)), Promise.resolve());
};
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
const pictures = [...document.querySelectorAll('#root img:not([loading=lazy])')].map((img) => img.decode().catch(() => {}));
const waited = new Promise((resolve) => setTimeout(resolve, ${PICTURES_WAIT_MS}));
if (document.visibilityState === 'hidden') start();
document.addEventListener('visibilitychange', start, { once: true });
frames().then(() => Promise.race([Promise.all(pictures), waited])).then(frames).then(start);`;
}

/** The chunk of the modules the entry loads at once. */
const START_CHUNK = 'start';

/**
 * Issue 14: the page the server filled (the attendee home, the sign-in pages, the activity list)
 * is painted before any of the app's code is fetched or run. Before, on a fast connection the
 * entry's evaluation (a long task) ran before the first paint and held it back, and Lighthouse's
 * simulation counted every script fetched before the paint into FCP and LCP.
 *
 * The built index.html gets, instead of Vite's module scripts and module preloads, an inline
 * module script (paintFirstLoader, with the page's nonce) that names the same files. And the
 * modules the entry loads at once (Rolldown's `$initial` tag) are one chunk: Rolldown otherwise puts those also used by a lazy page in common chunks, which
 * the browser evaluates in one go before the entry, out of reach of the stages the app evaluates
 * in (feature-bootstrap's evaluation stages, each ending in a yield to the browser). The group
 * takes no dependencies of its own accord: with them it also took modules only lazy pages use
 * (Zag's toast machine, reached through Chakra's barrel), ~6 kB more on every first page.
 */
export function paintFirst(nonce: string): Plugin {
  return {
    name: 'festival-paint-first',
    apply: 'build',
    config: () => {
      // The entry joins the group too: Vite then names the group's chunk (after Rolldown's runtime)
      // in index.html. Kept out, it was left in a chunk of one line that the group's imported back.
      const group = { name: START_CHUNK, tags: ['$initial' as const], includeDependenciesRecursively: false };
      return {
        build: {
          // Vite's polyfill only reads the preloads written in index.html, which the loader replaces.
          modulePreload: { polyfill: false },
          rolldownOptions: { output: { codeSplitting: { groups: [group] } } },
        },
      };
    },
    generateBundle(_options, bundle) {
      // Without the group's own dependencies Rolldown may make chunks that import each other in a
      // circle (its documentation's warning): fail the build rather than ship one.
      const imports = new Map<string, string[]>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        (imports.get(from) ?? []).some(
          (next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)),
        );
      for (const name of imports.keys())
        if (reaches(name, name)) this.error(`paint-first: the chunk ${name} imports itself through others`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = [...html.matchAll(MODULE_SCRIPT)];
        if (tags.length === 0) throw new Error('paint-first: no module script in the built index.html');
        const scripts = tags.map((match) => match[1]);
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const loader = `<script type="module" nonce="${nonce}">\n${paintFirstLoader(scripts, preloads)}\n</script>\n`;
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(tags[0][0], () => loader)
          .replace(MODULE_SCRIPT, '');
      },
    },
  };
}

/**
 * What each site's first page makes the browser download: the entry script, the files it
 * preloads and the stylesheets named in index.html (raw and gzip bytes), and the files that come
 * later, when a page that needs them is first opened. Reads the builds in dist/apps.
 *
 *   npx nx run-many -t build && npx tsx --tsconfig tsconfig.base.json tools/bench/first-load.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SITES = ['attendee', 'admin', 'identity'];
const root = join(import.meta.dirname, '../../dist/apps');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(5)} kB`;

function sizes(file: string) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

let missing = false;
for (const site of SITES) {
  const dir = join(root, site);
  if (!existsSync(join(dir, 'index.html'))) {
    console.log(`${site}: not built (run npx nx run-many -t build)`);
    missing = true;
    continue;
  }
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const first = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));
  const assets = readdirSync(join(dir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const later = assets.filter((asset) => !first.has(asset));
  const total = (list: Iterable<string>) =>
    [...list]
      .map((asset) => sizes(join(dir, asset)))
      .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  const firstSize = total(first);
  const laterSize = total(later);
  console.log(
    `${site.padEnd(9)} first page: ${kb(firstSize.raw)} (${kb(firstSize.gzip)} gzip) in ${first.size} files;  later, on demand: ${kb(laterSize.raw)} (${kb(laterSize.gzip)} gzip) in ${later.length} files`,
  );
}
if (missing) process.exitCode = 1;

#!/usr/bin/env node
// Bundles the API into dist/apps/api/main.mjs (and the seed command into seed.mjs): our workspace libraries inside, every npm package
// left external (node_modules is there at run time), plus the files the bundle reads beside itself.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import sharp from 'sharp';
// The srcset widths, written once: the image-variants job makes an upload's copies at these too.
import IMAGE_VARIANT_WIDTHS from '../../libs/server/files/src/lib/image-widths.json' with { type: 'json' };

const out = 'dist/apps/api';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@festival/') ? undefined : { path: args.path, external: true },
    );
  },
};

// main.mjs is the server; seed.mjs, migrate.mjs and backup.mjs are `npm run seed`, `migrate`, `backup`
// and `restore` where the source's tools are not installed (the production set: `npm ci --omit=dev`).
await build({
  entryPoints: {
    main: 'apps/api/src/main.ts',
    seed: 'apps/api/src/seed-cli.ts',
    migrate: 'apps/api/src/migrate-cli.ts',
    backup: 'apps/api/src/backup-cli.ts',
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  tsconfig: 'apps/api/tsconfig.json',
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});

// defaultMigrationsFolder() and demoMediaFolder() look for these beside the bundle.
cpSync('libs/server/db/migrations', `${out}/migrations`, { recursive: true });
cpSync('libs/server/seed/assets', `${out}/media/demo`, { recursive: true });

// The demo banner, the attendee home's largest picture, also as WebP in the sizes its srcset
// offers (demoImageVariants finds them by name: banner-640w.webp, ...).
for (const width of IMAGE_VARIANT_WIDTHS) {
  await sharp('libs/server/seed/assets/banner.svg', { density: 144 })
    .resize({ width })
    .webp({ quality: 80 })
    .toFile(`${out}/media/demo/banner-${width}w.webp`);
}
console.log(`built ${out}/main.mjs and ${out}/seed.mjs`);

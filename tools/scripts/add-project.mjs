#!/usr/bin/env node
// Scaffolds a library the way every project here is laid out (package.json for the npm
// workspace, project.json with Nx tags, tsconfig, vitest config, eslint config, src/index.ts)
// and registers its import alias in tsconfig.base.json.
// Usage: node tools/scripts/add-project.mjs libs/<scope>/<type>-<name> [--env node|jsdom]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [dir, ...rest] = process.argv.slice(2);
const match = dir && /^libs\/(attendee|admin|identity|shared|server)\/(.+)$/.exec(dir);
if (!match) {
  console.error('Usage: add-project.mjs libs/<scope>/<name> [--env node|jsdom]');
  process.exit(1);
}
const [, scope, name] = match;
const env = rest.includes('--env')
  ? rest[rest.indexOf('--env') + 1]
  : scope === 'server' || name.startsWith('util-')
    ? 'node'
    : 'jsdom';
const type =
  scope === 'server'
    ? name === 'db'
      ? 'data-access'
      : 'module'
    : name.split('-')[0] === 'data'
      ? 'data-access'
      : name.split('-')[0];
const pkgName = `@festival/${scope}-${name}`;
const projectName = `${scope}-${name}`;
const up = relative(dir, '.') || '.';

const write = (file, text) => {
  const path = join(dir, file);
  if (!existsSync(path)) writeFileSync(path, text);
};
mkdirSync(join(dir, 'src/lib'), { recursive: true });
write(
  'package.json',
  JSON.stringify(
    { name: pkgName, version: '0.0.0', private: true, type: 'module', main: './src/index.ts', types: './src/index.ts' },
    null,
    2,
  ) + '\n',
);
write(
  'project.json',
  JSON.stringify(
    {
      name: projectName,
      $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
      sourceRoot: `${dir}/src`,
      projectType: 'library',
      tags: [`type:${type}`, `scope:${scope}`],
      targets: {
        typecheck: { command: 'tsc --noEmit -p {projectRoot}/tsconfig.json' },
        test: { command: 'vitest run --project {projectName}', options: { cwd: '{workspaceRoot}' } },
      },
    },
    null,
    2,
  ) + '\n',
);
write(
  'tsconfig.json',
  JSON.stringify(
    {
      extends: `${up}/tsconfig.base.json`,
      compilerOptions: {
        types:
          env === 'node' ? ['node', 'vitest/globals'] : ['vite/client', 'vitest/globals', '@testing-library/jest-dom'],
      },
      include: ['src/**/*.ts', 'src/**/*.tsx', '*.ts'],
    },
    null,
    2,
  ) + '\n',
);
write(
  'vitest.config.ts',
  `import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '${up}/vitest.shared.ts';

export default defineProject(sharedTestConfig('${projectName}', '${env}'));
`,
);
write(
  'eslint.config.mjs',
  `import baseConfig from '${up}/eslint.config.mjs';

export default [...baseConfig];
`,
);
write('src/index.ts', '');

const base = JSON.parse(readFileSync('tsconfig.base.json', 'utf8'));
base.compilerOptions.paths[pkgName] = [`./${dir}/src/index.ts`];
base.compilerOptions.paths = Object.fromEntries(Object.entries(base.compilerOptions.paths).sort());
writeFileSync('tsconfig.base.json', JSON.stringify(base, null, 2) + '\n');
console.log(`created ${dir} as ${pkgName} (${type}, ${scope}, ${env})`);

// The Nx projects of the repository (every folder with a project.json), found without starting Nx,
// so the root-level lint and type-check steps cover exactly the projects `nx run-many` would.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'tmp', 'coverage', 'test-output', 'storybook-static']);

/** Project roots relative to the repository root, e.g. `libs/shared/ui-kit`, sorted. */
export function projectRoots(dir = '.') {
  const roots = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'project.json' && entry.isFile() && dir !== '.') roots.push(dir);
    if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIP.has(entry.name)) {
      roots.push(...projectRoots(join(dir, entry.name)));
    }
  }
  return roots.sort();
}

/** A project's project.json. */
export const projectJson = (root) => JSON.parse(readFileSync(join(root, 'project.json'), 'utf8'));

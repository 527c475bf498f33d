import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { portalDataDir } from './portal-server';

/** Every file the portal under test stored on its local file driver under `<DATA_DIR>/files/<type>`. */
export function storedFiles(type: 'avatars' | 'signature' | 'documents'): string[] {
  const root = join(portalDataDir(), 'files', type);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

// `npm run backup -- <file>` / `npm run restore -- <file>` (from a checkout), or
// `node dist/apps/api/backup.mjs backup|restore <file>` (the built server, the container).
// One archive holds what a lost disk takes with it: the database (PGlite's own copy of its data
// folder, or pg_dump's) and the uploaded files of the local driver with their signing secret.
// Files kept in S3 stay in the bucket, which has its own versioning and copies.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  archiveKindOf,
  DatabaseArchiveError,
  dumpDatabase,
  loadDatabase,
  type DatabaseArchiveKind,
} from '@festival/server-db';
import { runCommand } from './command-line';
import { databaseConfig, loadConfig, type ApiConfig } from './config';

/** What an archive says of itself, read before anything is restored. */
interface Manifest {
  format: 1;
  createdAt: string;
  database: DatabaseArchiveKind;
  /** 'local': the files are in the archive; 's3': they stay in the named bucket. */
  files: { driver: 'local' } | { driver: 's3'; bucket: string };
}

const DATABASE_FILE = { pglite: 'database.pglite.tar.gz', pg_dump: 'database.pgdump' } as const;
/** The files folder's own secret is restored too, so links signed before the loss still check out. */
const IGNORED_IN_FRESH_FILES = new Set(['.signing-secret']);

class BackupError extends Error {}

/** The archive is a plain tar of a staging folder; tar is on every host and in the image. */
function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new BackupError(`tar failed to start: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`tar failed: ${result.stderr.trim()}`);
}

async function backup(config: ApiConfig, file: string): Promise<void> {
  const database = databaseConfig(config);
  const kind = archiveKindOf(database);
  const staging = mkdtempSync(join(tmpdir(), 'festival-backup-'));
  try {
    await dumpDatabase(database, join(staging, DATABASE_FILE[kind]));
    const filesFolder = join(config.dataDir, 'files');
    if (!config.files.s3 && existsSync(filesFolder)) cpSync(filesFolder, join(staging, 'files'), { recursive: true });
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      files: config.files.s3 ? { driver: 's3', bucket: config.files.s3.bucket } : { driver: 'local' },
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    tar(['-cf', file, '-C', staging, '.']);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.log(`Backed up the ${kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} to ${file}.`);
  if (config.files.s3)
    console.log(`Uploaded files stay in the bucket ${config.files.s3.bucket}: back it up with the bucket's own tools.`);
}

async function restore(config: ApiConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const database = databaseConfig(config);
  const staging = mkdtempSync(join(tmpdir(), 'festival-restore-'));
  try {
    tar(['-xf', file, '-C', staging]);
    const manifestFile = join(staging, 'manifest.json');
    if (!existsSync(manifestFile)) throw new BackupError(`${file} is not a backup of this portal (no manifest.json).`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.database !== archiveKindOf(database))
      throw new BackupError(
        manifest.database === 'pglite'
          ? 'This backup holds an embedded database: unset DATABASE_URL and set DATA_DIR to restore it.'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it.',
      );
    const filesFolder = join(config.dataDir, 'files');
    const restoresFiles = manifest.files.driver === 'local' && existsSync(join(staging, 'files'));
    if (restoresFiles && existsSync(filesFolder)) {
      const present = readdirSync(filesFolder).filter((name) => !IGNORED_IN_FRESH_FILES.has(name));
      if (present.length > 0)
        throw new BackupError(`${filesFolder} already holds uploaded files: restore into a new DATA_DIR.`);
    }

    await loadDatabase(database, join(staging, DATABASE_FILE[manifest.database]));
    if (restoresFiles) {
      mkdirSync(filesFolder, { recursive: true });
      cpSync(join(staging, 'files'), filesFolder, { recursive: true, force: true });
    }
    console.log(`Restored the backup of ${manifest.createdAt}.`);
    if (manifest.files.driver === 's3')
      console.log(`Its uploaded files are in the bucket ${manifest.files.bucket}: point S3_BUCKET at it (or a copy).`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const [command, target] = process.argv.slice(2);
await runCommand(
  command === 'restore' ? 'restore' : 'back up',
  async () => {
    if ((command !== 'backup' && command !== 'restore') || !target)
      throw new BackupError('Usage: backup <archive.tar> | restore <archive.tar>');
    const config = loadConfig();
    await (command === 'backup' ? backup(config, resolve(target)) : restore(config, resolve(target)));
  },
  [BackupError, DatabaseArchiveError],
);

import type { FileType } from '@festival/shared-util-api-contracts';
import type { FileStorage } from './file-storage';

/**
 * Which of these paths a module still stores (an avatar on a profile, a signature on a
 * registration). Each module that keeps file paths answers for its own type.
 */
export type ReferencedPaths = (paths: readonly string[]) => Promise<ReadonlySet<string>>;

/** An upload nobody saved is kept this long: a form may stay open a while before it is sent. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes the files of one type that were stored before `olderThan` and that no module refers
 * to: signatures drawn again, avatars replaced, uploads of forms never sent. Returns how many
 * were removed. Safe to run on several replicas at once: removing a removed file is a no-op.
 */
export async function removeOrphanedFiles(
  storage: FileStorage,
  type: FileType,
  referenced: ReferencedPaths,
  olderThan: Date,
  onRemoved?: (keys: readonly string[]) => Promise<void>,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const kept = await referenced(batch);
    const gone: string[] = [];
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      gone.push(key);
    }
    if (gone.length > 0) await onRemoved?.(gone);
    removed += gone.length;
    batch = [];
  };
  for await (const file of storage.list(type)) {
    if (file.lastModified >= olderThan) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

export interface OrphanSweeperOptions {
  storage: FileStorage;
  /** The types to sweep, each with the module that knows its references; other types are never touched. */
  sources: Partial<Record<FileType, ReferencedPaths>>;
  /** Told of the files each batch removed (the records of a picture's sized copies go with them). */
  onRemoved?: (type: FileType, keys: readonly string[]) => Promise<void>;
  logger: { info: (details: object, message: string) => void; error: (details: object, message: string) => void };
  intervalMs?: number;
  graceMs?: number;
  now?: () => Date;
}

export interface OrphanSweeper {
  /** One sweep of every type now; resolves with the number of files removed. */
  runOnce(): Promise<number>;
  stop(): void;
}

/** Sweeps every `intervalMs` (the first time one interval after start), in the background. */
export function startOrphanSweeper(options: OrphanSweeperOptions): OrphanSweeper {
  const {
    storage,
    sources,
    onRemoved,
    logger,
    intervalMs = ORPHAN_SWEEP_INTERVAL_MS,
    graceMs = ORPHAN_GRACE_MS,
    now = () => new Date(),
  } = options;
  let running: Promise<number> | null = null;

  const sweep = async (): Promise<number> => {
    const olderThan = new Date(now().getTime() - graceMs);
    let total = 0;
    for (const [type, referenced] of Object.entries(sources) as [FileType, ReferencedPaths][]) {
      const removed = await removeOrphanedFiles(
        storage,
        type,
        referenced,
        olderThan,
        onRemoved && ((keys) => onRemoved(type, keys)),
      );
      if (removed > 0) logger.info({ type, removed }, 'removed uploads that nothing refers to');
      total += removed;
    }
    return total;
  };
  // One sweep at a time: a slow bucket listing must not pile sweeps up.
  const runOnce = () => (running ??= sweep().finally(() => (running = null)));

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) =>
      logger.error({ err: error }, 'the sweep of unused uploads failed; it runs again later'),
    );
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from './create-api-client';
import {
  EXPORT_POLL_ATTEMPTS,
  EXPORT_POLL_INTERVAL_MS,
  EXPORT_TAKE,
  type ExportLinks,
  type ExportProgress,
} from '@festival/shared-util-api-contracts';
import { useApiClient } from './api-client-context';
import { saveBlob } from './save-blob';

/** SPEC.md §4 "Export": Requesting, Exporting, Downloading, then cleared; `failed` until the next try. */
export type CsvExportPhase = 'idle' | 'requesting' | 'exporting' | 'downloading' | 'failed';

export interface CsvExportState {
  phase: CsvExportPhase;
  /** Rows written so far and in all, while exporting. */
  rows: number;
  total: number | null;
}

export interface CsvExport extends CsvExportState {
  /** Exports the list with these filters (the table's query; paging is replaced by take 10,000,000). */
  start: () => Promise<void>;
}

export interface CsvExportOptions {
  pollAttempts?: number;
  pollIntervalMs?: number;
  /** Saves the file; by default the browser's download of a blob. */
  save?: (file: Blob, fileName: string) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The export request: the list path with take 10,000,000 answers with the head and get links. */
export async function requestCsvExport(
  client: ApiClient,
  path: string,
  params: Record<string, unknown>,
): Promise<ExportLinks> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'take' || key === 'skip' || value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  const { data } = await client.get<{ data: ExportLinks }>(path, { params: { ...query, take: EXPORT_TAKE } });
  return data.data;
}

/**
 * Exports a site table's current filtered list as CSV (SPEC.md §7, §9): request, poll the head
 * link up to 90 times a second apart (with progress), then download the signed get link. The
 * signed link needs no bearer token (and an S3 one must not carry one), so it is fetched bare.
 */
export function useCsvExport(
  path: string,
  params: Record<string, unknown>,
  {
    pollAttempts = EXPORT_POLL_ATTEMPTS,
    pollIntervalMs = EXPORT_POLL_INTERVAL_MS,
    save = saveBlob,
  }: CsvExportOptions = {},
): CsvExport {
  const client = useApiClient();
  const [state, setState] = useState<CsvExportState>({ phase: 'idle', rows: 0, total: null });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = (next: CsvExportState) => {
    if (mounted.current) setState(next);
  };
  const paramsKey = JSON.stringify(params);

  const start = useCallback(async () => {
    update({ phase: 'requesting', rows: 0, total: null });
    try {
      const links = await requestCsvExport(client, path, JSON.parse(paramsKey) as Record<string, unknown>);
      update({ phase: 'exporting', rows: 0, total: null });
      let progress: ExportProgress | null = null;
      for (let attempt = 0; attempt < pollAttempts && mounted.current; attempt += 1) {
        progress = (await client.get<{ data: ExportProgress }>(links.head)).data.data;
        if (progress.status === 'DONE' || progress.status === 'FAILED') break;
        update({ phase: 'exporting', rows: progress.rows, total: progress.total });
        await wait(pollIntervalMs);
      }
      if (!mounted.current) return;
      if (progress?.status !== 'DONE') throw new Error(`export ${progress?.status ?? 'not started'}`);
      update({ phase: 'downloading', rows: progress.rows, total: progress.total });
      const response = await fetch(links.get);
      if (!response.ok) throw new Error(`download answered ${response.status}`);
      save(await response.blob(), links.fileName);
      update({ phase: 'idle', rows: 0, total: null });
    } catch {
      update({ phase: 'failed', rows: 0, total: null });
    }
  }, [client, path, paramsKey, pollAttempts, pollIntervalMs, save]);

  return { ...state, start };
}

import axios from 'axios';
import type { FileType, PresignedUpload } from '@festival/shared-util-api-contracts';
import { MIME_TYPES } from '@festival/shared-util-form-schemas';
import { toApiError } from './axios-client';
import type { ApiClient } from './create-api-client';

/** Files (SPEC.md §7): ask for a signed URL, PUT the body there with progress, keep the file path. Every site uploads this way. */

export type UploadableFile = Blob & { name: string };

export interface UploadFileOptions {
  type: FileType;
  /** 0 to 100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The browser leaves `type` empty for some files; the extension then decides, as validateFile does. */
export function contentTypeOf(file: UploadableFile): string {
  if (file.type) return file.type;
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  return MIME_TYPES[ext]?.[0] ?? 'application/octet-stream';
}

export async function getPresignedUploadUrl(
  client: ApiClient,
  params: { fileName: string; contentType: string; type: FileType },
  signal?: AbortSignal,
): Promise<PresignedUpload> {
  const { data } = await client.get<{ data: PresignedUpload }>('/files/presigned-upload-url', { params, signal });
  return data.data;
}

export async function uploadFile(
  client: ApiClient,
  file: UploadableFile,
  options: UploadFileOptions,
): Promise<{ filePath: string }> {
  const { type, onProgress, signal } = options;
  const upload = await getPresignedUploadUrl(
    client,
    { fileName: file.name, contentType: contentTypeOf(file), type },
    signal,
  );
  try {
    // A plain axios call: the signed URL is the credential, and a storage host must never see our bearer token.
    await axios.request({
      method: upload.method,
      url: upload.url,
      data: file,
      headers: upload.headers,
      signal,
      timeout: 0,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (onProgress && total > 0) onProgress(Math.min(100, Math.round((event.loaded / total) * 100)));
      },
    });
  } catch (error) {
    throw toApiError(error);
  }
  onProgress?.(100);
  return { filePath: upload.filePath };
}

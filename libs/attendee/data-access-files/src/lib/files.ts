import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type ApiClient,
  uploadFile,
  useApiClient,
  type UploadableFile,
  type UploadFileOptions,
} from '@festival/shared-data-access-api-client';

/** Files (SPEC.md §7): the attendee site's downloads and its upload hook; the upload itself is shared. */
export {
  contentTypeOf,
  getPresignedUploadUrl,
  uploadFile,
  type UploadableFile,
  type UploadFileOptions,
} from '@festival/shared-data-access-api-client';

export async function getDownloadUrl(client: ApiClient, filePath: string): Promise<string> {
  const { data } = await client.get<{ data: { url: string } }>('/files/presigned-download-url', {
    params: { filePath },
  });
  return data.data.url;
}

export const fileKeys = {
  all: ['files'] as const,
  download: (filePath: string) => [...fileKeys.all, 'download', filePath] as const,
};

/** Signed download URLs live 10 minutes on the server; refresh well before. */
const DOWNLOAD_URL_STALE_MS = 5 * 60_000;

export const fileQueryOptions = {
  download: (client: ApiClient, filePath: string | null) =>
    queryOptions({
      queryKey: fileKeys.download(filePath ?? ''),
      queryFn: () => getDownloadUrl(client, filePath ?? ''),
      enabled: !!filePath,
      staleTime: DOWNLOAD_URL_STALE_MS,
      refetchInterval: DOWNLOAD_URL_STALE_MS,
    }),
};

/** A short-lived URL to show or download a stored file; nothing is fetched for null. */
export function useFileUrl(filePath: string | null) {
  return useQuery(fileQueryOptions.download(useApiClient(), filePath));
}

export type UploadFileVariables = UploadFileOptions & { file: UploadableFile };

/** `mutateAsync({ file, type, onProgress, signal })` resolves to `{ filePath }`. */
export function useUploadFile() {
  const client = useApiClient();
  return useMutation({ mutationFn: ({ file, ...options }: UploadFileVariables) => uploadFile(client, file, options) });
}

import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, createApiClient } from '@festival/shared-data-access-api-client';
import { contentTypeOf, getDownloadUrl, uploadFile } from './files';

const PRESIGNED = {
  url: 'https://files.example/api-svc/v1/files/upload?token=abc',
  filePath: 'signature/u1/f1.png',
  method: 'PUT',
  headers: { 'Content-Type': 'image/png' },
};

describe('files', () => {
  const apiSent: InternalAxiosRequestConfig[] = [];
  const uploadSent: InternalAxiosRequestConfig[] = [];
  const client = createApiClient({
    baseURL: '/api-svc/v1',
    getIdToken: async () => 'id-token',
    adapter: async (config) => {
      apiSent.push(config);
      const data =
        config.url === '/files/presigned-upload-url'
          ? { data: PRESIGNED }
          : { data: { url: 'https://files.example/d' } };
      return { data, status: 200, statusText: '', headers: {}, config, request: {} };
    },
  });
  const originalAdapter = axios.defaults.adapter;
  let uploadReply: (config: InternalAxiosRequestConfig) => Promise<unknown> = async () => ({});

  beforeEach(() => {
    apiSent.length = 0;
    uploadSent.length = 0;
    const adapter: AxiosAdapter = async (config) => {
      uploadSent.push(config);
      await uploadReply(config);
      return { data: '', status: 200, statusText: '', headers: {}, config, request: {} };
    };
    axios.defaults.adapter = adapter;
  });
  afterEach(() => {
    axios.defaults.adapter = originalAdapter;
  });

  it('asks for a signed URL, then PUTs the file there without the bearer token, reporting progress', async () => {
    uploadReply = async (config) => {
      config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
    };
    const file = new File(['0123456789'], 'signature.png', { type: 'image/png' });
    const progress: number[] = [];
    expect(await uploadFile(client, file, { type: 'signature', onProgress: (p) => progress.push(p) })).toEqual({
      filePath: 'signature/u1/f1.png',
    });

    expect(apiSent[0].params).toEqual({ fileName: 'signature.png', contentType: 'image/png', type: 'signature' });
    expect(uploadSent).toHaveLength(1);
    expect(uploadSent[0]).toMatchObject({ method: 'put', url: PRESIGNED.url, data: file });
    const headers = AxiosHeaders.from(uploadSent[0].headers);
    expect(headers.get('Authorization')).toBeUndefined();
    expect(headers.get('Content-Type')).toBe('image/png');
    expect(progress).toEqual([50, 100]);
  });

  it('turns a refused upload into an ApiError with the server message', async () => {
    uploadReply = async (config) => {
      const response = {
        data: { message: 'Your file size is greater than 16MB. Please try again.', code: 'PAYLOAD_TOO_LARGE' },
        status: 413,
        statusText: '',
        headers: {},
        config,
        request: {},
      };
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    };
    const error = await uploadFile(client, new File(['x'], 'me.png', { type: 'image/png' }), { type: 'avatars' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Your file size is greater than 16MB. Please try again.' });
  });

  it('names the content type from the extension when the browser gives none', () => {
    expect(contentTypeOf(new File(['x'], 'Letter.DOCX'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOf(new File(['x'], 'a.jpg'))).toBe('image/jpeg');
  });

  it('gets a download URL for a file path', async () => {
    expect(await getDownloadUrl(client, 'avatars/u1/a.png')).toBe('https://files.example/d');
    expect(apiSent[0]).toMatchObject({
      url: '/files/presigned-download-url',
      params: { filePath: 'avatars/u1/a.png' },
    });
  });
});

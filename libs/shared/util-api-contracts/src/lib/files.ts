import Type, { type Static } from 'typebox';

/**
 * Files (SPEC.md §5 "Files", §7): the browser asks for a short-lived signed URL, PUTs the
 * file there itself, and keeps the returned `filePath` (`<type>/<userId>/<uuid>.<ext>`).
 */

export const FILE_TYPES = ['avatars', 'signature', 'documents', 'event-images'] as const;
// Spelled out: a mapped array loses the tuple type and Static<> would be `never`.
export const FileType = Type.Union([
  Type.Literal('avatars'),
  Type.Literal('signature'),
  Type.Literal('documents'),
  Type.Literal('event-images'),
]);
export type FileType = Static<typeof FileType>;

export const PresignedUploadQuery = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    contentType: Type.String({ minLength: 1, maxLength: 255 }),
    type: FileType,
    bucketName: Type.Optional(
      Type.String({ maxLength: 255, description: 'accepted for compatibility; the server picks the bucket' }),
    ),
  },
  { additionalProperties: false },
);
export type PresignedUploadQuery = Static<typeof PresignedUploadQuery>;

export const PresignedUpload = Type.Object({
  url: Type.String({ description: 'PUT the file body here, without the bearer token' }),
  filePath: Type.String(),
  method: Type.Literal('PUT'),
  headers: Type.Object({ 'Content-Type': Type.String() }),
});
export type PresignedUpload = Static<typeof PresignedUpload>;

export const PresignedDownloadQuery = Type.Object(
  { filePath: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type PresignedDownloadQuery = Static<typeof PresignedDownloadQuery>;

export const PresignedDownload = Type.Object({ url: Type.String() });
export type PresignedDownload = Static<typeof PresignedDownload>;

/** The signed links of the local-disk driver: `PUT /files/local/…?token=`, `GET /files/local/…?token=`. */
export const SignedLinkQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type SignedLinkQuery = Static<typeof SignedLinkQuery>;

/** What a signed upload answers: where the file now is. */
export const StoredFilePath = Type.Object({ filePath: Type.String() });
export type StoredFilePath = Static<typeof StoredFilePath>;

/** GET /files/public/{type}/{owner}/{file}: the parts of a public upload's key (only event images are public). */
export const PublicFileParams = Type.Object({
  type: Type.String({ maxLength: 64 }),
  owner: Type.String({ maxLength: 64 }),
  file: Type.String({ maxLength: 128 }),
});
export type PublicFileParams = Static<typeof PublicFileParams>;

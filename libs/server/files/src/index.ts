export {
  URL_TTL_SECONDS,
  type FileStorage,
  type ListedFile,
  type StoredFile,
  type UploadTarget,
} from './lib/file-storage';
export {
  documentPath,
  FILE_RULES,
  imageVariantPath,
  isImageVariantPath,
  isStorageKey,
  newExportPath,
  newFilePath,
  parseFilePath,
  type FilePath,
} from './lib/file-rules';
export { matchesMagicBytes } from './lib/magic-bytes';
export { LocalFileStorage, type LocalStorageOptions } from './lib/local-storage';
export { S3FileStorage, type S3StorageConfig } from './lib/s3-storage';
export { createFileStorage, FilesConfigError, loadFilesConfig, type FilesConfig } from './lib/files-config';
export {
  checkOwnFile,
  checkStoredFile,
  isPublicFilePath,
  ownFileChecker,
  publicFileUrl,
  storedFileChecker,
  storedFileValue,
  PUBLIC_FILES_PREFIX,
  FILE_NOT_FOUND_MESSAGE,
  INVALID_FILE_PATH_MESSAGE,
  READ_ANY_FILE_PERMISSION,
} from './lib/files.service';
export { filesRoutes, PUBLIC_FILE_CACHE_CONTROL, type FilesRoutesOptions } from './lib/files.routes';
export { EXPIRED_LINK_MESSAGE, INVALID_LINK_MESSAGE } from './lib/local-files.routes';
export {
  ORPHAN_GRACE_MS,
  removeOrphanedFiles,
  startOrphanSweeper,
  type OrphanSweeper,
  type ReferencedPaths,
} from './lib/orphan-sweeper';
export {
  forgetImageVariants,
  heldWithImageVariants,
  IMAGE_VARIANT_WIDTHS,
  IMAGE_VARIANTS_JOB,
  imageVariantsJob,
  imageVariantsLookup,
  imageVariantsRequester,
  MAX_INPUT_PIXELS,
  requestMissingImageVariants,
  variantWidths,
  type ImageVariantsJobDeps,
} from './lib/image-variants';
export * from './lib/image-variants.tables';

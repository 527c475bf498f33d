import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@festival/shared-data-access-api-client';
import { uploadFile } from '@festival/attendee-data-access-files';
import { FileUploadField, ImageLightbox, type UploadedFile, type UploadProgressOptions } from '@festival/shared-ui-kit';
import { IMAGE_COMPRESSION, UPLOAD_RULES } from '@festival/shared-util-form-schemas';
import { compressImage } from '@festival/shared-util-images';

const recompress = (file: File) => compressImage(file, IMAGE_COMPRESSION);

export interface AvatarUploadProps {
  /** The Formik field holding an `UploadedFile | null`. */
  name: string;
  /** A signed URL of the avatar already saved, to show while the field still holds it. */
  stored?: { filePath: string; url: string } | null;
  disabled?: boolean;
}

/** The avatar of the profile form (SPEC.md §9: up to 16 MB, recompressed): upload with progress, thumbnail, lightbox. */
export function AvatarUpload({ name, stored = null, disabled = false }: AvatarUploadProps) {
  const { t } = useTranslation('files');
  const client = useApiClient();
  const [field, meta, helpers] = useField<UploadedFile | null>(name);
  const [viewing, setViewing] = useState<UploadedFile | null>(null);

  const value =
    field.value && !field.value.previewUrl && stored?.filePath === field.value.filePath
      ? { ...field.value, previewUrl: stored.url }
      : field.value;
  const upload = (file: File, { onProgress, signal }: UploadProgressOptions) =>
    uploadFile(client, file, { type: 'avatars', onProgress, signal });

  return (
    <>
      <FileUploadField
        label={t('profile.avatar')}
        rules={UPLOAD_RULES.avatars}
        upload={upload}
        prepare={recompress}
        value={value}
        onChange={(value) => {
          void helpers.setValue(value);
          void helpers.setTouched(true, false);
        }}
        errorText={meta.touched ? meta.error : undefined}
        disabled={disabled}
        onPreview={(value) => value.previewUrl && setViewing(value)}
      />
      {viewing?.previewUrl && (
        <ImageLightbox
          open
          onClose={() => setViewing(null)}
          src={viewing.previewUrl}
          alt={t('profile.avatarAlt')}
          fileName={viewing.name}
        />
      )}
    </>
  );
}

import { Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile, useApiClient } from '@festival/shared-data-access-api-client';
import { FormTextField } from '@festival/shared-ui-form-fields';
import { FileUploadField, type UploadedFile, type UploadProgressOptions } from '@festival/shared-ui-kit';
import type { ImageVariant } from '@festival/shared-util-api-contracts';
import { UPLOAD_RULES } from '@festival/shared-util-form-schemas';

export interface EventImageFieldProps {
  /** The Formik field holding the picture as the API takes it: an upload's path, a URL, or '' for none. */
  name: string;
  /** The upload's label, e.g. "Banner image". */
  label: string;
  /** The URL field's label, e.g. "Banner image URL". */
  urlLabel: string;
  /** The sized copies of the saved picture (the field's initial value), as the API answered them; none by default. */
  variants?: readonly ImageVariant[];
}

const nameOf = (value: string) => decodeURIComponent(value.split(/[?#]/)[0].split('/').pop() || value);

/**
 * A picture of an event or activity: upload one (png, jpg, webp up to 5 MB; the server makes it
 * public), see it, remove it, or give the URL of one hosted elsewhere. The API answers the saved
 * picture as a URL any browser loads, so the preview is the value itself, in its sized copies
 * while the field holds the saved picture; a fresh upload shows the local file until it is saved.
 */
export function EventImageField({ name, label, urlLabel, variants = [] }: EventImageFieldProps) {
  const { t } = useTranslation('admin');
  const client = useApiClient();
  const [field, meta, helpers] = useField<string>(name);
  // The object URL of a picture uploaded here (the field's own, revoked when it unmounts), by its path.
  const [justUploaded, setJustUploaded] = useState<UploadedFile | null>(null);
  const stored = field.value;

  const value: UploadedFile | null = !stored
    ? null
    : justUploaded?.filePath === stored
      ? justUploaded
      : {
          filePath: stored,
          name: nameOf(stored),
          previewUrl: /^(https?:\/\/|\/)/i.test(stored) ? stored : null,
          previewVariants: stored === meta.initialValue ? variants : [],
        };
  const upload = (file: File, { onProgress, signal }: UploadProgressOptions) =>
    uploadFile(client, file, { type: 'event-images', onProgress, signal });

  return (
    <Stack gap="2">
      <FileUploadField
        label={label}
        rules={UPLOAD_RULES['event-images']}
        upload={upload}
        value={value}
        onChange={(next) => {
          setJustUploaded(next);
          void helpers.setValue(next?.filePath ?? '');
          void helpers.setTouched(true, false);
        }}
        errorText={meta.touched ? meta.error : undefined}
        helperText={t('events.form.imageHelper')}
      />
      <FormTextField name={name} type="url" label={urlLabel} />
    </Stack>
  );
}

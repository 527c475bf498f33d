import { Image, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile, useApiClient, useFileUrl } from '@festival/shared-data-access-api-client';
import { SignaturePad } from '@festival/shared-ui-kit';

export interface SignatureFieldProps {
  /** The Formik path of the attendee's signatureUrl. */
  name: string;
  /** Tells the form an upload is running (submit waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
}

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'saved' } | { state: 'failed' };

/** The delegate's drawn (or typed) signature, uploaded as a PNG; the form keeps the file path. */
export function SignatureField({ name, onUploadingChange }: SignatureFieldProps) {
  const { t } = useTranslation('registration');
  const client = useApiClient();
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [replaced, setReplaced] = useState(false);
  const latest = useRef(0);
  const onFileAtStart = useRef(field.value ?? null);
  const existing = useFileUrl(replaced ? null : onFileAtStart.current);

  const uploading = upload.state === 'uploading';
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const onChange = async (png: Blob | null) => {
    const attempt = ++latest.current;
    setReplaced(true);
    void helpers.setValue(null, false);
    if (!png) {
      setUpload({ state: 'idle' });
      return;
    }
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const file = new File([png], 'signature.png', { type: 'image/png' });
      const { filePath } = await uploadFile(client, file, {
        type: 'signature',
        onProgress: (percent) => attempt === latest.current && setUpload({ state: 'uploading', percent }),
      });
      // Only the newest drawing counts when strokes overtake each other.
      if (attempt !== latest.current) return;
      await helpers.setValue(filePath, true);
      setUpload({ state: 'saved' });
    } catch {
      if (attempt === latest.current) setUpload({ state: 'failed' });
    }
  };

  const invalid = Boolean(meta.touched && meta.error) && !uploading;
  return (
    <Stack gap="2">
      {!replaced && existing.data && (
        <Stack gap="1">
          <Text fontSize="sm">{t('signature.onFile')}</Text>
          <Image src={existing.data} alt={t('signature.onFileAlt')} maxH="24" objectFit="contain" alignSelf="flex-start" bg="white" borderWidth="1px" borderRadius="md" />
        </Stack>
      )}
      <SignaturePad
        label={t('signature.label')}
        labels={{ clear: t('signature.clear'), typed: t('signature.typed'), hint: t('signature.hint') }}
        onChange={(png) => void onChange(png)}
        invalid={invalid || upload.state === 'failed'}
        errorText={upload.state === 'failed' ? t('signature.failed') : meta.error}
      />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {upload.state === 'uploading' ? t('signature.uploading', { percent: upload.percent }) : upload.state === 'saved' ? t('signature.saved') : ''}
      </Text>
    </Stack>
  );
}

import { Image, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@festival/shared-data-access-api-client';
import { uploadFile, useFileUrl } from '@festival/attendee-data-access-files';
import { FileUploadField, ImageLightbox, SignaturePad, type UploadedFile } from '@festival/shared-ui-kit';
import { IMAGE_COMPRESSION, UPLOAD_RULES } from '@festival/shared-util-form-schemas';
import { compressImage } from '@festival/shared-util-images';

export interface SignatureFieldProps {
  /** The Formik path of the attendee's signatureUrl. */
  name: string;
  /** Tells the form an upload is running (submit waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
}

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'saved' } | { state: 'failed' };

const recompress = (file: File) => compressImage(file, IMAGE_COMPRESSION);
/** A drawing is sent once the pen rests this long, not after every stroke. */
export const SIGNATURE_SETTLE_MS = 600;

/**
 * The delegate's signature: drawn or typed on the pad (uploaded as a PNG once the pen rests), or a
 * picture of a signature on paper (png, jpg, jpeg up to 50 MB, recompressed before upload). The
 * form keeps the file path of whichever came last.
 */
export function SignatureField({ name, onUploadingChange }: SignatureFieldProps) {
  const { t } = useTranslation('registration');
  const client = useApiClient();
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [replaced, setReplaced] = useState(false);
  const [picture, setPicture] = useState<UploadedFile | null>(null);
  const [viewing, setViewing] = useState<UploadedFile | null>(null);
  // A new key clears the pad when a picture takes the drawing's place, and clears the picture
  // field (its error, or an upload still running) when a drawing takes the picture's place.
  const [padKey, setPadKey] = useState(0);
  const [pictureKey, setPictureKey] = useState(0);
  const latest = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  const onFileAtStart = useRef(field.value ?? null);
  const existing = useFileUrl(replaced ? null : onFileAtStart.current);

  const [pictureUploading, setPictureUploading] = useState(false);
  const uploading = upload.state === 'uploading' || pictureUploading;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const sendDrawing = async (png: Blob, attempt: number) => {
    try {
      const file = new File([png], 'signature.png', { type: 'image/png' });
      const { filePath } = await uploadFile(client, file, {
        type: 'signature',
        onProgress: (percent) => attempt === latest.current && setUpload({ state: 'uploading', percent }),
      });
      // Only the newest drawing counts when uploads overtake each other.
      if (attempt !== latest.current) return;
      await helpers.setValue(filePath, true);
      setUpload({ state: 'saved' });
    } catch {
      if (attempt === latest.current) setUpload({ state: 'failed' });
    }
  };

  const onDrawn = (png: Blob | null) => {
    const attempt = ++latest.current;
    clearTimeout(settle.current);
    setReplaced(true);
    void helpers.setValue(null, false);
    if (!png) {
      setUpload({ state: 'idle' });
      return;
    }
    setPictureKey((key) => key + 1);
    // Counted as uploading from the first stroke, so that the form's submit waits for it.
    setUpload({ state: 'uploading', percent: 0 });
    settle.current = setTimeout(() => void sendDrawing(png, attempt), SIGNATURE_SETTLE_MS);
  };

  const onPicture = (value: UploadedFile | null) => {
    // A drawing still waiting or uploading must not overwrite the picture when it lands.
    latest.current += 1;
    clearTimeout(settle.current);
    setReplaced(true);
    setPicture(value);
    setPadKey((key) => key + 1);
    setUpload(value ? { state: 'saved' } : { state: 'idle' });
    void helpers.setValue(value?.filePath ?? null, true);
  };

  const invalid = Boolean(meta.touched && meta.error) && !uploading;
  return (
    <Stack gap="4">
      {!replaced && existing.data && (
        <Stack gap="1">
          <Text fontSize="sm">{t('signature.onFile')}</Text>
          <Image
            src={existing.data}
            alt={t('signature.onFileAlt')}
            maxH="24"
            objectFit="contain"
            alignSelf="flex-start"
            bg="white"
            borderWidth="1px"
            borderRadius="md"
          />
        </Stack>
      )}
      <SignaturePad
        key={`pad-${padKey}`}
        label={t('signature.label')}
        labels={{ clear: t('signature.clear'), typed: t('signature.typed'), hint: t('signature.hint') }}
        onChange={onDrawn}
        invalid={invalid || upload.state === 'failed'}
        errorText={upload.state === 'failed' ? t('signature.failed') : meta.error}
      />
      <FileUploadField
        key={`picture-${pictureKey}`}
        label={t('signature.picture')}
        helperText={t('signature.pictureHint')}
        rules={UPLOAD_RULES.signature}
        upload={(file, { onProgress, signal }) => uploadFile(client, file, { type: 'signature', onProgress, signal })}
        prepare={recompress}
        value={picture && field.value === picture.filePath ? picture : null}
        onChange={onPicture}
        onPreview={setViewing}
        onUploadingChange={setPictureUploading}
      />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {upload.state === 'uploading'
          ? t('signature.uploading', { percent: upload.percent })
          : upload.state === 'saved'
            ? t('signature.saved')
            : ''}
      </Text>
      {viewing?.previewUrl && (
        <ImageLightbox
          open
          onClose={() => setViewing(null)}
          src={viewing.previewUrl}
          alt={t('signature.pictureAlt')}
          fileName={viewing.name}
        />
      )}
    </Stack>
  );
}

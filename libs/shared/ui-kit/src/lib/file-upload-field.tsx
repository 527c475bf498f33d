import { Box, Button, Field, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageVariant } from '@festival/shared-util-api-contracts';
import { MEGABYTE, validateFile, type FileRules } from '@festival/shared-util-form-schemas';
import { imageAttributes } from '@festival/shared-util-site';

/** A file the field holds: where the server keeps it, and how to show it. */
export interface UploadedFile {
  filePath: string;
  name: string;
  /** An image URL for the thumbnail (a local object URL right after upload, or a signed download URL). */
  previewUrl?: string | null;
  /** The image's sized copies, if the server made some: the thumbnail loads the smallest that covers it, not the original. */
  previewVariants?: readonly ImageVariant[];
}

export interface UploadProgressOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export interface FileUploadFieldProps {
  label: string;
  /** Allowed extensions and the size limit, the same rules the server applies (util-form-schemas). */
  rules: FileRules;
  /** Stores the file (the data-access `uploadFile`); ui code never fetches by itself. */
  upload: (file: File, options: UploadProgressOptions) => Promise<{ filePath: string }>;
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  /** Runs on a chosen file once its type and size are checked, before it is uploaded, e.g. image recompression. */
  prepare?: (file: File) => Promise<File>;
  /** With `submitted`, an empty field shows "Field cannot be blank." */
  required?: boolean;
  submitted?: boolean;
  /** An error from outside, e.g. the server's field error. */
  errorText?: string;
  helperText?: string;
  disabled?: boolean;
  /** Makes the thumbnail a button, e.g. to open an ImageLightbox. */
  onPreview?: (value: UploadedFile) => void;
  /** Busy from the moment a file is taken (preparing, then uploading) until it is stored or fails: a form waits for it. */
  onUploadingChange?: (uploading: boolean) => void;
}

type Upload =
  { status: 'idle' } | { status: 'uploading'; name: string; progress: number } | { status: 'failed'; message: string };

const isImageName = (name: string) => /\.(png|jpe?g|webp)$/i.test(name);

/** The thumbnail's box (boxSize 16), for its srcset's `sizes`. */
const THUMBNAIL_SIZES = '4rem';

/**
 * One file: a drop zone that is also a button (Enter or Space opens the file picker), the SPEC's
 * messages for a wrong type, a size over the limit and nothing chosen (§5 "Files"), a progress
 * bar while uploading, a thumbnail for images, and Remove.
 */
export function FileUploadField({
  label,
  rules,
  upload,
  value,
  onChange,
  prepare,
  required = false,
  submitted = false,
  errorText,
  helperText,
  disabled = false,
  onPreview,
  onUploadingChange,
}: FileUploadFieldProps) {
  const { t } = useTranslation('files');
  const inputId = useId();
  const labelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<Upload>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  // The object URL of a just-uploaded image lives as long as the field shows it.
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );
  useEffect(() => () => abortRef.current?.abort(), []);

  const uploading = state.status === 'uploading';
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  const blank = required && submitted && !value && !uploading ? validateFile(null, rules) : null;
  const message =
    state.status === 'failed' ? state.message : errorText || (blank && !blank.ok ? blank.message : undefined);

  async function take(file: File) {
    // The limit is the one the user is told about: it applies to the file they chose (SPEC.md §5),
    // and again to what `prepare` made of it.
    const check = validateFile(file, rules);
    if (!check.ok) return setState({ status: 'failed', message: check.message });
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'uploading', name: file.name, progress: 0 });
    try {
      const prepared = prepare ? await prepare(file) : file;
      const sizeCheck = validateFile(prepared, rules);
      if (!sizeCheck.ok) return setState({ status: 'failed', message: sizeCheck.message });
      const onProgress = (progress: number) =>
        !controller.signal.aborted && setState({ status: 'uploading', name: file.name, progress });
      const { filePath } = await upload(prepared, { onProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      const preview =
        isImageName(prepared.name) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(prepared) : null;
      setLocalPreview(preview);
      setState({ status: 'idle' });
      onChange({ filePath, name: prepared.name, previewUrl: preview });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        status: 'failed',
        message: error instanceof Error && error.message ? error.message : t('upload.failed'),
      });
    }
  }

  const choose = () => !disabled && !uploading && inputRef.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !uploading) void take(file);
  };
  const remove = () => {
    abortRef.current?.abort();
    setState({ status: 'idle' });
    onChange(null);
  };

  const preview = value?.previewUrl
    ? imageAttributes(value.previewUrl, value.previewVariants ?? [], THUMBNAIL_SIZES)
    : null;
  const maxMb = Math.round((rules.maxBytes / MEGABYTE) * 100) / 100;

  return (
    <Field.Root invalid={!!message} required={required} disabled={disabled}>
      <Field.Label id={labelId} htmlFor={inputId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          tabIndex={-1}
          accept={rules.accept.map((ext) => `.${ext}`).join(',')}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void take(file);
          }}
        />
      </VisuallyHidden>
      <Stack gap="3" width="full">
        {value && !uploading ? (
          // Wraps on a phone: the buttons go under the name rather than past the card's edge.
          <HStack gap="3" borderWidth="1px" borderRadius="md" p="3" flexWrap="wrap">
            {preview &&
              (onPreview ? (
                <Button
                  variant="ghost"
                  p="0"
                  h="auto"
                  onClick={() => onPreview(value)}
                  aria-label={t('upload.preview', { name: value.name })}
                >
                  <Image {...preview} alt="" boxSize="16" objectFit="cover" borderRadius="md" />
                </Button>
              ) : (
                <Image
                  {...preview}
                  alt={t('upload.preview', { name: value.name })}
                  boxSize="16"
                  objectFit="cover"
                  borderRadius="md"
                />
              ))}
            <Text flex="1" minW="8rem" truncate>
              {t('upload.uploaded', { name: value.name })}
            </Text>
            <Button size="sm" variant="outline" onClick={choose} disabled={disabled} aria-describedby={labelId}>
              {t('upload.replace')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={remove}
              disabled={disabled}
              aria-describedby={labelId}
            >
              {t('upload.remove')}
            </Button>
          </HStack>
        ) : (
          <Box
            role="button"
            tabIndex={disabled || uploading ? -1 : 0}
            aria-labelledby={labelId}
            aria-describedby={`${inputId}-hint`}
            aria-disabled={disabled || uploading || undefined}
            onClick={choose}
            onKeyDown={onKeyDown}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={message ? 'border.error' : dragging ? 'brand.solid' : 'border'}
            bg={dragging ? 'brand.subtle' : undefined}
            borderRadius="md"
            p="6"
            textAlign="center"
            cursor={disabled || uploading ? 'not-allowed' : 'pointer'}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
          >
            <Text fontWeight="medium">{dragging ? t('upload.dropZoneActive') : t('upload.dropZone')}</Text>
            <Text id={`${inputId}-hint`} fontSize="sm" color="fg.muted">
              {t('upload.accepted', { types: rules.accept.join(', '), maxMb })}
            </Text>
          </Box>
        )}
        {state.status === 'uploading' && (
          <HStack gap="3">
            <Box
              role="progressbar"
              aria-label={t('upload.progress', { name: state.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.progress}
              aria-valuetext={`${state.progress}%`}
              flex="1"
              h="2"
              bg="bg.muted"
              borderRadius="full"
              overflow="hidden"
            >
              <Box h="full" w={`${state.progress}%`} bg="brand.solid" transition="width 0.2s" />
            </Box>
            <Text fontSize="sm" aria-hidden>
              {state.progress}%
            </Text>
            <Button size="xs" variant="ghost" onClick={remove}>
              {t('upload.cancel')}
            </Button>
          </HStack>
        )}
      </Stack>
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText role="alert">{message}</Field.ErrorText>
    </Field.Root>
  );
}

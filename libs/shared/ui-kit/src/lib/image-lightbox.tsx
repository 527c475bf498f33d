import { Button, CloseButton, Dialog, Image, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ImageLightboxProps {
  open: boolean;
  onClose: () => void;
  /** The image URL, e.g. a signed download URL. */
  src: string;
  /** Describes the image; also the dialog's title. */
  alt: string;
  /** The name the Download button saves under. */
  fileName?: string;
}

/** SPEC.md §2 "image lightbox with download": the image large in a dialog; Escape or Close ends it. */
export function ImageLightbox({ open, onClose, src, alt, fileName }: ImageLightboxProps) {
  const { t } = useTranslation('files');
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{alt}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center">
              <Image src={src} alt={alt} maxH="70vh" maxW="100%" objectFit="contain" borderRadius="md" />
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="brand">
                <a href={src} download={fileName ?? true} target="_blank" rel="noopener noreferrer">
                  {t('lightbox.download')}
                </a>
              </Button>
              <Button variant="outline" onClick={onClose}>
                {t('lightbox.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('lightbox.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

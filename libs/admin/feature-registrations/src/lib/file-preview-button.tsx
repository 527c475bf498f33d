import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '@festival/admin-data-access-registrations';
import { ImageLightbox, showErrorToast } from '@festival/shared-ui-kit';

export interface FilePreviewButtonProps {
  /** The stored file's path (e.g. an attendee's signature). */
  filePath: string;
  /** The button's words, e.g. "View signature of Ann Kealoha". */
  label: string;
  /** The lightbox's title and the image's description. */
  title: string;
}

/**
 * Opens a stored file in the lightbox through a signed link asked for only when it is opened.
 * No file, or a link that cannot be signed, says "No file to preview! Please reload." (SPEC.md §8).
 */
export function FilePreviewButton({ filePath, label, title }: FilePreviewButtonProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const url = useFileUrl(open && filePath ? filePath : null);
  const failed = open && (!filePath || url.isError || (url.isSuccess && !url.data));
  useEffect(() => {
    if (!failed) return;
    showErrorToast(t('registration.noFileToPreview'));
    setOpen(false);
  }, [failed, t]);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        onClick={() => setOpen(true)}
        loading={open && url.isPending}
        loadingText={t('registration.fileLoading')}
      >
        {label}
      </Button>
      {open && url.data && (
        <ImageLightbox
          open
          onClose={() => setOpen(false)}
          src={url.data}
          alt={title}
          fileName={filePath.split('/').pop()}
        />
      )}
    </>
  );
}

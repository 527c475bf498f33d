import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="brand.solid"
      color="brand.contrast"
      borderRadius="md"
      fontWeight="semibold"
      _focusVisible={{ top: '2' }}
    >
      {t('skipToContent')}
    </Link>
  );
}

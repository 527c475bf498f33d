import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A navigation shorter than this shows nothing: a bar that flashes is noise. */
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(350%); }
`;

export interface NavigationProgressProps {
  /** True while the next page is on its way (e.g. the router fetching a page's file). */
  active: boolean;
}

/** A thin bar along the top of the window while a page takes a moment to open. */
export function NavigationProgress({ active }: NavigationProgressProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return setShown(false);
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loadingPage')}
      position="fixed"
      top="0"
      insetX="0"
      h="1"
      zIndex="toast"
      overflow="hidden"
      bg="brand.100"
    >
      <Box
        h="full"
        w="30%"
        bg="brand.solid"
        css={{
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}

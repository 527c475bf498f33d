import { Box, type BoxProps } from '@chakra-ui/react';
import { MAIN_CONTENT_ID } from './skip-link';

/** The `main` landmark the skip link targets. One per page. */
export function PageMain(props: BoxProps) {
  return <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" {...props} />;
}

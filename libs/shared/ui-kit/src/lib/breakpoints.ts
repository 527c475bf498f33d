import { useBreakpointValue } from '@chakra-ui/react';

/** Below this breakpoint (Chakra `md`, 48em = 768px) the layouts switch to their mobile form. */
export const MOBILE_BREAKPOINT = 'md';
export const MOBILE_BREAKPOINT_PX = 768;

export function useIsMobile(): boolean {
  return useBreakpointValue({ base: true, [MOBILE_BREAKPOINT]: false }, { fallback: MOBILE_BREAKPOINT }) ?? false;
}

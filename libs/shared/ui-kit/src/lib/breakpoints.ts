import { useBreakpoint, useBreakpointValue } from '@chakra-ui/react';

/** Below this breakpoint (Chakra `md`, 48em = 768px) the layouts switch to their mobile form. */
export const MOBILE_BREAKPOINT = 'md';
export const MOBILE_BREAKPOINT_PX = 768;

/** Chakra's breakpoints, narrowest first. */
const BREAKPOINTS = ['base', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/**
 * Whether the window is narrower than the mobile breakpoint, read from the window on the first
 * render (`ssr: false`: the sites render only in the browser). Chakra's default answers the
 * fallback first and the window's width in an effect, which on a phone painted the desktop layout
 * and then re-rendered the page in a second, blocking render (issue 14).
 */
export function useIsMobile(): boolean {
  return (
    useBreakpointValue({ base: true, [MOBILE_BREAKPOINT]: false }, { fallback: MOBILE_BREAKPOINT, ssr: false }) ?? false
  );
}

/**
 * Whether the window reaches a breakpoint, read from the window on the first render as `useIsMobile`
 * reads it (and, like it, taking the mobile breakpoint where no width is known).
 */
export function useBreakpointReached(): (breakpoint: Breakpoint) => boolean {
  const current = useBreakpoint({ breakpoints: [...BREAKPOINTS], fallback: MOBILE_BREAKPOINT, ssr: false });
  const reached = BREAKPOINTS.indexOf(current as Breakpoint);
  return (breakpoint) => reached >= BREAKPOINTS.indexOf(breakpoint);
}

import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageMain, SkipLink } from '@festival/shared-ui-kit';
import { Footer } from './footer';
import { isFooterHidden, isNavbarHidden } from './layout-visibility';
import { Navbar } from './navbar';

export interface AttendeeLayoutProps {
  /** Rendered in the navbar, e.g. the language menu; the app decides. */
  navbarEndSlot?: ReactNode;
  children?: ReactNode;
}

/** Skip link, navbar, the page (`main`), footer — each bar only where it belongs. */
export function AttendeeLayout({ navbarEndSlot, children }: AttendeeLayoutProps) {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {!isNavbarHidden(pathname) && <Navbar endSlot={navbarEndSlot} />}
      <PageMain>{children ?? <Outlet />}</PageMain>
      {!isFooterHidden(pathname) && <Footer />}
    </Flex>
  );
}

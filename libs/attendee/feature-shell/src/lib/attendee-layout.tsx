import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { NavigationProgress, PageMain, SkipLink } from '@festival/shared-ui-kit';
import { Footer } from './footer';
import { isFooterHidden, isNavbarHidden } from './layout-visibility';
import { Navbar } from './navbar';

export interface AttendeeLayoutProps {
  /** Rendered in the navbar, e.g. the language menu; the app decides. */
  navbarEndSlot?: ReactNode;
  children?: ReactNode;
}

/** Progress while a page opens, skip link, navbar, the page (`main`), footer — each bar only where it belongs. */
export function AttendeeLayout({ navbarEndSlot, children }: AttendeeLayoutProps) {
  const { pathname } = useLocation();
  // The signed-in pages are fetched on their first visit: a slow connection sees the bar.
  const navigation = useNavigation();
  return (
    <Flex direction="column" minH="100dvh">
      <NavigationProgress active={navigation.state !== 'idle'} />
      <SkipLink />
      {!isNavbarHidden(pathname) && <Navbar endSlot={navbarEndSlot} />}
      {/* At least a screen tall: the footer starts below the fold, so it does not jump down as a page's data arrives. */}
      <PageMain minH="100dvh">{children ?? <Outlet />}</PageMain>
      {!isFooterHidden(pathname) && <Footer />}
    </Flex>
  );
}

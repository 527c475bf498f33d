import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PageMain } from './page-main';
import { SkipLink } from './skip-link';
import { Deferred } from './staged-render';

const currentPageCss = { '&[aria-current=page]': { textDecoration: 'underline' } };

/** A link in a SiteFrame's header: white on the dark header, underlined while its page is open. */
export function HeaderNavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <Link asChild color="white" fontWeight="medium" css={currentPageCss}>
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}

export interface SiteFrameProps {
  /** The site's name, first in the header. */
  title: ReactNode;
  /** The header's links and controls after the title (HeaderNavLinks, a language menu, the account). */
  nav: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The admin and identity sites' frame: skip link, a dark header with the site's name and its
 * navigation (wrapping on a phone), the page (`main`). Its header is the one the server-filled
 * sign-in pages draw before the app starts (libs/server/platform sign-in-shell: `.si-nav`).
 */
export function SiteFrame({ title, nav, children }: SiteFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" bg="ocean.950" color="white" data-surface="dark">
        <Flex
          as="nav"
          aria-label={t('mainNavigation')}
          maxW="6xl"
          mx="auto"
          px={{ base: '4', md: '8' }}
          minH="16"
          py="2"
          align="center"
          justify="space-between"
          gap="4"
          wrap="wrap"
        >
          <Text fontWeight="bold" fontSize="lg">
            {title}
          </Text>
          <HStack gap="4" wrap="wrap">
            {/* A staged first render (issue 14): the header's links and menus in a task of their own. */}
            <Deferred>{nav}</Deferred>
          </HStack>
        </Flex>
      </Box>
      <PageMain>{children}</PageMain>
    </Flex>
  );
}

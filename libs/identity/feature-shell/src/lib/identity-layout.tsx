import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { PageMain, SkipLink } from '@festival/shared-ui-kit';

export interface IdentityLayoutProps {
  /** Rendered at the end of the header, e.g. the language menu. */
  headerEndSlot?: ReactNode;
  children?: ReactNode;
}

/** The identity site's frame: skip link, header with navigation, the page (`main`). */
export function IdentityLayout({ headerEndSlot, children }: IdentityLayoutProps) {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation('common');
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" bg="ocean.950" color="white" data-surface="dark">
        <Flex
          as="nav"
          aria-label={tc('mainNavigation')}
          maxW="6xl"
          mx="auto"
          px={{ base: '4', md: '8' }}
          h="16"
          align="center"
          justify="space-between"
          gap="4"
        >
          <Text fontWeight="bold" fontSize="lg">
            {t('title')}
          </Text>
          <HStack gap="4">
            <Link
              asChild
              color="white"
              fontWeight="medium"
              css={{ '&[aria-current=page]': { textDecoration: 'underline' } }}
            >
              <NavLink to="/" end>
                {t('nav.home')}
              </NavLink>
            </Link>
            {headerEndSlot}
          </HStack>
        </Flex>
      </Box>
      <PageMain>{children ?? <Outlet />}</PageMain>
    </Flex>
  );
}

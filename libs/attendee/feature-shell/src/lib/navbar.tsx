import { Box, Button, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteConfig } from '@festival/shared-data-access-api-client';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { useIsMobile, useScrolledPast } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';

export interface NavbarProps {
  /** Extra controls at the end, e.g. the language menu. */
  endSlot?: ReactNode;
}

interface NavItem {
  key: string;
  href: string;
}

const SIGNED_IN_ITEMS: NavItem[] = [
  { key: 'dashboard', href: attendeeRoutes.dashboard.getHref() },
  { key: 'myEvents', href: attendeeRoutes.myEvents.getHref() },
  { key: 'registeredInformation', href: attendeeRoutes.registeredInformation.getHref() },
  { key: 'profile', href: attendeeRoutes.myProfile.getHref() },
];

const VISITOR_ITEMS: NavItem[] = [
  { key: 'home', href: attendeeRoutes.root.getHref() },
  { key: 'faq', href: attendeeRoutes.faq.getHref() },
];

/** SPEC.md §2: one item set for signed-in users, another for visitors; elevation after 50 px. */
export function Navbar({ endSlot }: NavbarProps) {
  const { t } = useTranslation('attendee');
  const { t: tc } = useTranslation('common');
  const { festivalName } = useSiteConfig();
  const auth = useAuthSession();
  const elevated = useScrolledPast();
  const isMobile = useIsMobile();
  const location = useLocation();
  // The phone menu belongs to the page it was opened on: any navigation (a link in it, a dialog
  // that signs in and goes on, the browser's Back) closes it, as does an action that opens a dialog.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const items = auth.authenticated ? SIGNED_IN_ITEMS : VISITOR_ITEMS;

  const links = items.map((item) => (
    <Link
      key={item.key}
      asChild
      fontWeight="medium"
      color="fg"
      px="3"
      py="2"
      borderRadius="md"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <NavLink to={item.href} end onClick={closeMenu}>
        {t(`nav.${item.key}`)}
      </NavLink>
    </Link>
  ));

  const actions = auth.authenticated ? (
    <Button
      variant="outline"
      colorPalette="brand"
      size="sm"
      onClick={() => {
        closeMenu();
        void auth.signOut();
      }}
    >
      {t('nav.signOut')}
    </Button>
  ) : (
    <>
      <Button
        variant="ghost"
        colorPalette="brand"
        size="sm"
        onClick={() => {
          closeMenu();
          auth.requestSignIn(null);
        }}
      >
        {t('nav.signIn')}
      </Button>
      <Button
        colorPalette="brand"
        size="sm"
        onClick={() => {
          closeMenu();
          auth.requestSignUp(null);
        }}
      >
        {t('nav.signUp')}
      </Button>
    </>
  );

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor={elevated ? 'transparent' : 'border.muted'}
      boxShadow={elevated ? 'md' : 'none'}
      transition="box-shadow 0.2s"
      data-elevated={elevated ? 'true' : 'false'}
      data-testid="navbar"
    >
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
        <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={attendeeRoutes.root.getHref()}>{festivalName}</RouterLink>
        </Link>
        {isMobile ? (
          <IconButton
            variant="ghost"
            aria-label={menuOpen ? tc('closeMenu') : tc('openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          <HStack gap="1" flex="1" justify="flex-end">
            {links}
            <HStack gap="2" ms="4">
              {endSlot}
              {actions}
            </HStack>
          </HStack>
        )}
      </Flex>
      {isMobile && menuOpen && (
        <Stack id="mobile-menu" px="4" pb="4" gap="1" borderTopWidth="1px" borderColor="border.muted">
          {links}
          <HStack gap="2" pt="2" wrap="wrap">
            {endSlot}
            {actions}
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

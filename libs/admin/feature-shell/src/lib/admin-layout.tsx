import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { HeaderNavLink, SiteFrame } from '@festival/shared-ui-kit';
import { hasPermission, type Resource } from '@festival/shared-util-permissions';
import { adminRoutes } from '@festival/shared-util-site';

export interface AdminLayoutProps {
  /** Rendered at the end of the header, e.g. the language menu. */
  headerEndSlot?: ReactNode;
  children?: ReactNode;
}

interface AdminSection {
  href: string;
  /** Key in the admin namespace. */
  labelKey: string;
  /** A staff member sees the section with this resource's view permission (SPEC.md §6; docs/admin-permissions.md). */
  resource: Resource;
}

/** The admin site's sections after Home, in menu order; each is shown only with its permission. */
const ADMIN_SECTIONS: AdminSection[] = [
  { href: adminRoutes.users.getHref(), labelKey: 'nav.users', resource: 'USER' },
  { href: adminRoutes.events.getHref(), labelKey: 'nav.events', resource: 'EVENT' },
  { href: adminRoutes.checkIn.getHref(), labelKey: 'nav.checkIn', resource: 'SCREENER' },
  { href: adminRoutes.registrations.getHref(), labelKey: 'nav.registrations', resource: 'ATTENDEE' },
  { href: adminRoutes.visaRequests.getHref(), labelKey: 'deskNav.assistance', resource: 'ACCOMMODATION' },
  { href: adminRoutes.volunteers.getHref(), labelKey: 'volunteers.nav', resource: 'VOLUNTEER' },
  { href: adminRoutes.roles.getHref(), labelKey: 'nav.roles', resource: 'ROLE' },
  { href: adminRoutes.auditLog.getHref(), labelKey: 'nav.auditLog', resource: 'AUDIT_LOG' },
  { href: adminRoutes.mediaApplications.getHref(), labelKey: 'nav.media', resource: 'MEDIA' },
  { href: adminRoutes.translations.getHref(), labelKey: 'nav.translations', resource: 'TRANSLATION' },
];

/** The sections the signed-in staff member may open, in menu order, with their labels. */
export function useAdminSections(): { href: string; label: string }[] {
  const { t } = useTranslation('admin');
  const { permissions } = useAuthSession();
  return ADMIN_SECTIONS.filter(({ resource }) => hasPermission(permissions, resource, 'view')).map(
    ({ href, labelKey }) => ({ href, label: t(labelKey) }),
  );
}

/** The admin site's frame: skip link, header with the sections the user may open, the page (`main`). */
export function AdminLayout({ headerEndSlot, children }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const { authenticated, user, signOut } = useAuthSession();
  const sections = useAdminSections();
  const nav = (
    <>
      {authenticated && (
        <>
          <HeaderNavLink to={adminRoutes.root.getHref()} end>
            {t('nav.home')}
          </HeaderNavLink>
          {sections.map((section) => (
            <HeaderNavLink key={section.href} to={section.href}>
              {section.label}
            </HeaderNavLink>
          ))}
        </>
      )}
      {headerEndSlot}
      {user && (
        <HStack gap="3">
          <Text fontSize="sm" color="whiteAlpha.900">
            {t('nav.signedInAs', { email: user.email })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => void signOut()}
          >
            {t('nav.signOut')}
          </Button>
        </HStack>
      )}
    </>
  );
  return (
    <SiteFrame title={t('title')} nav={nav}>
      {children ?? <Outlet />}
    </SiteFrame>
  );
}

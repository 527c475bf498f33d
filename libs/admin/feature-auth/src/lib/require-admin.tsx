import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { hasPermission } from '@festival/shared-util-permissions';
import { adminRoutes } from '@festival/shared-util-site';
import { hasAdminAccess, type RequiredPermission } from './admin-access';
import { NoAccessPage } from './no-access-page';
import { usePermissionsStatus } from './use-permissions-status';

export interface RequireAdminProps {
  /** What this page needs beyond being staff; without it the page says "no access". */
  permission?: RequiredPermission;
  children: ReactNode;
}

/** The sign-in page with the wanted page (path and query) to return to afterwards. */
export function adminSignInTarget(pathname: string, search: string): string {
  const wanted = `${pathname}${search}`;
  return wanted === '/'
    ? adminRoutes.signIn.getHref()
    : `${adminRoutes.signIn.getHref()}?redirect=${encodeURIComponent(wanted)}`;
}

/** Every admin page but sign-in: a signed-in user who holds an admin permission (and the page's). */
export function RequireAdmin({ permission, children }: RequireAdminProps) {
  const { t } = useTranslation('admin');
  const { authenticated, permissions } = useAuthSession();
  const status = usePermissionsStatus();
  const location = useLocation();
  if (!authenticated) return <Navigate to={adminSignInTarget(location.pathname, location.search)} replace />;
  if (status === 'loading') {
    return (
      <Center py="16">
        <VStack gap="3" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">{t('noAccess.loading')}</Text>
        </VStack>
      </Center>
    );
  }
  if (!hasAdminAccess(permissions)) return <NoAccessPage />;
  if (permission && !hasPermission(permissions, permission.resource, permission.action)) return <NoAccessPage page />;
  return children;
}

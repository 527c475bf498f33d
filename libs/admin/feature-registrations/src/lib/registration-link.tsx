import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { adminRoutes } from '@festival/shared-util-site';

/** A person's name linking to their registration's staff page: one look in every staff list. */
export function RegistrationLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link asChild fontWeight="medium">
      <RouterLink to={adminRoutes.registration.getHref({ id })}>{children}</RouterLink>
    </Link>
  );
}

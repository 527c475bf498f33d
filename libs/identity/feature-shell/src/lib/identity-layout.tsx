import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { HeaderNavLink, SiteFrame } from '@festival/shared-ui-kit';

export interface IdentityLayoutProps {
  /** Rendered at the end of the header, e.g. the language menu. */
  headerEndSlot?: ReactNode;
  children?: ReactNode;
}

/** The identity site's frame: skip link, header with navigation, the page (`main`). */
export function IdentityLayout({ headerEndSlot, children }: IdentityLayoutProps) {
  const { t } = useTranslation('identity');
  const nav = (
    <>
      <HeaderNavLink to="/" end>
        {t('nav.home')}
      </HeaderNavLink>
      {headerEndSlot}
    </>
  );
  return (
    <SiteFrame title={t('title')} nav={nav}>
      {children ?? <Outlet />}
    </SiteFrame>
  );
}

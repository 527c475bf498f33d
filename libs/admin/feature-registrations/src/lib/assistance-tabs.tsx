import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { adminRoutes } from '@festival/shared-util-site';

const tabCss = {
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  pb: '1',
  '&[aria-current=page]': { borderColor: 'brand.solid', fontWeight: 'semibold' },
};

/** The two assistance desks, one link each (the page's own link is marked current). */
export function AssistanceTabs() {
  const { t } = useTranslation('admin');
  return (
    <HStack as="nav" aria-label={t('assistance.tabs')} gap="6" mb="4" wrap="wrap">
      <Link asChild css={tabCss}>
        <NavLink to={adminRoutes.visaRequests.getHref()}>{t('assistance.visaTab')}</NavLink>
      </Link>
      <Link asChild css={tabCss}>
        <NavLink to={adminRoutes.accommodationRequests.getHref()}>{t('assistance.accommodationTab')}</NavLink>
      </Link>
    </HStack>
  );
}

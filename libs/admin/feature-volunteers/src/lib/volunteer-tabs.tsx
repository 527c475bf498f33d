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

/** The volunteer desk's two pages: the applications and the shift plan. */
export function VolunteerTabs() {
  const { t } = useTranslation('admin');
  return (
    <HStack as="nav" aria-label={t('volunteers.tabs')} gap="6" mb="4" wrap="wrap">
      <Link asChild css={tabCss}>
        <NavLink to={adminRoutes.volunteers.getHref()} end>
          {t('volunteers.listTab')}
        </NavLink>
      </Link>
      <Link asChild css={tabCss}>
        <NavLink to={adminRoutes.volunteerShifts.getHref()}>{t('volunteers.shiftsTab')}</NavLink>
      </Link>
    </HStack>
  );
}

import { Box, Heading, Link, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { useAdminSections } from './admin-layout';

/**
 * The admin home of staff whose role does not show the dashboard (it needs ATTENDEE:R): the
 * sections their role opens, as links, the same as the menu's.
 */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const sections = useAdminSections();
  return (
    <PageContainer>
      <PageHeader title={t('home.heading')} description={t('home.intro')} />
      <Box as="section" aria-labelledby="admin-home-sections" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <Heading as="h2" id="admin-home-sections" size="lg" mb="3">
          {t('home.sections')}
        </Heading>
        <List.Root gap="2" ps="5">
          {sections.map((section) => (
            <List.Item key={section.href}>
              <Link asChild colorPalette="brand" fontWeight="medium">
                <RouterLink to={section.href}>{section.label}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </PageContainer>
  );
}

import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { listIndexes } from '@festival/shared-util-i18n';

/** Says what will live on the admin site; the capabilities that bring it replace this page. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const items = listIndexes(t, 'home.items').map((index) => t(`home.items.${index}`));
  return (
    <PageContainer>
      <PageHeader title={t('home.heading')} description={t('home.intro')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <Heading as="h2" size="lg" mb="3">
          {t('home.upcoming')}
        </Heading>
        <List.Root gap="2" ps="5">
          {items.map((item) => (
            <List.Item key={item}>
              <Text>{item}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </PageContainer>
  );
}

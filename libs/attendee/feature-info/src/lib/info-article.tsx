import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';

interface Section {
  heading: string;
  body: string;
}

/** Date of the current wording of the legal pages. */
export const INFO_LAST_UPDATED = '01/15/2025';

/** A legal page from its translated sections (`info.<page>.sections`). */
export function InfoArticle({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation('attendee');
  const sections = t(`info.${page}.sections`, { returnObjects: true }) as unknown as Section[];
  return (
    <PageContainer maxW="3xl">
      <PageHeader title={t(`info.${page}.title`)} description={t('info.lastUpdated', { date: INFO_LAST_UPDATED })} />
      <Stack as="article" gap="8">
        {(Array.isArray(sections) ? sections : []).map((section) => (
          <Stack as="section" key={section.heading} gap="2">
            <Heading as="h2" size="lg">
              {section.heading}
            </Heading>
            <Text lineHeight="tall">{section.body}</Text>
          </Stack>
        ))}
      </Stack>
    </PageContainer>
  );
}

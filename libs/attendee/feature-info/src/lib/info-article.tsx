import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { listIndexes } from '@festival/shared-util-i18n';

/** Date of the current wording of the legal pages (shown as the site's language writes dates). */
export const INFO_LAST_UPDATED = '2025-01-15';

/** A legal page from its translated sections (`info.<page>.sections`). */
export function InfoArticle({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation('attendee');
  const sections = listIndexes(t, `info.${page}.sections`).map((index) => ({
    heading: t(`info.${page}.sections.${index}.heading`),
    body: t(`info.${page}.sections.${index}.body`),
  }));
  return (
    <PageContainer maxW="3xl">
      <PageHeader
        title={t(`info.${page}.title`)}
        description={t('info.lastUpdated', { date: formatDisplayDate(INFO_LAST_UPDATED) })}
      />
      <Stack as="article" gap="8">
        {sections.map((section) => (
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

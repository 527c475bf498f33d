import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { personName } from '@festival/shared-util-registration';

/** What will be sent, shown before Submit when no payment step follows. */
export function ReviewSummary({ values }: { values: RegistrationFormValues }) {
  const { t } = useTranslation('registration');
  return (
    <Stack
      as="section"
      aria-labelledby="registration-review"
      gap="3"
      p="5"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.subtle"
    >
      <Heading as="h2" size="md" id="registration-review">
        {t('review.title')}
      </Heading>
      <Text>
        <Text as="span" fontWeight="semibold">
          {t('review.type')}:{' '}
        </Text>
        {values.type ? t(`type.${values.type}`) : '—'}
      </Text>
      <Text fontWeight="semibold">{t('review.attendees')}</Text>
      <List.Root ps="5">
        {values.attendees.map((a, i) => (
          <List.Item key={a.id ?? `new-${i}`}>
            {personName(a, '—')} ({a.email?.trim() || t('review.noEmail')})
            {a.isMainProfile ? ` · ${t('review.main')}` : ''}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('review.hint')}
      </Text>
    </Stack>
  );
}

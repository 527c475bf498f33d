import { Alert, Badge, Box, Button, Field, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasStatus, isNotFound, useDevMailbox } from '@festival/shared-data-access-api-client';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { MailboxMessageCard } from './mailbox-message-card';

/** `/dev`: the local mailbox of the embedded server (DESIGN.md §6), filterable by recipient. */
export function DevPage() {
  const { t } = useTranslation('attendee');
  const [email, setEmail] = useState('');
  const [crash, setCrash] = useState(false);
  const filter = useDeferredValue(email.trim());
  const mailbox = useDevMailbox(filter);
  // The endpoint arrives with the identity work; until then, and on production servers, it is absent.
  const unavailable = mailbox.isError && (isNotFound(mailbox.error) || hasStatus(mailbox.error, 405));
  const messages = (mailbox.data ?? []).filter(
    (m) => !filter || m.recipient.toLowerCase().includes(filter.toLowerCase()),
  );

  // A developer tool: lets anyone (and the e2e journey) see the error page for real.
  if (crash) throw new Error(t('dev.simulatedError'));

  return (
    <PageContainer>
      <PageHeader title={t('dev.title')} description={t('dev.intro')} />
      <Flex
        as="form"
        role="search"
        gap="3"
        align="flex-end"
        mb="6"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          void mailbox.refetch();
        }}
      >
        <Field.Root maxW="sm">
          <Field.Label>{t('dev.filterLabel')}</Field.Label>
          <Input
            type="search"
            bg="bg"
            value={email}
            placeholder={t('dev.filterPlaceholder')}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="brand" loading={mailbox.isFetching}>
          {t('dev.refresh')}
        </Button>
        {mailbox.isSuccess && (
          <Badge size="lg" colorPalette="ocean">
            {t('dev.count', { count: messages.length })}
          </Badge>
        )}
      </Flex>
      <Flex gap="3" align="center" mb="6" wrap="wrap">
        <Button variant="outline" colorPalette="red" onClick={() => setCrash(true)}>
          {t('dev.simulateError')}
        </Button>
        <Text color="fg.muted" fontSize="sm">
          {t('dev.simulateErrorHint')}
        </Text>
      </Flex>
      <Heading as="h2" srOnly>
        {t('dev.title')}
      </Heading>
      {mailbox.isPending && (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="24" borderRadius="lg" />
          ))}
        </Stack>
      )}
      {unavailable && (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{t('dev.unavailable')}</Alert.Title>
        </Alert.Root>
      )}
      {mailbox.isError && !unavailable && (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{mailbox.error.message}</Alert.Title>
        </Alert.Root>
      )}
      {mailbox.isSuccess && messages.length === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
          <Text>{filter ? t('dev.emptyFiltered', { email: filter }) : t('dev.empty')}</Text>
        </Box>
      )}
      <Stack as="ul" listStyleType="none" gap="3">
        {messages.map((message) => (
          <li key={`${message.sentAt}-${message.recipient}-${message.subject}`}>
            <MailboxMessageCard message={message} />
          </li>
        ))}
      </Stack>
    </PageContainer>
  );
}

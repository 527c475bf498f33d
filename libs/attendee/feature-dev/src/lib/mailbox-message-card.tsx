import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MailboxMessage } from '@festival/shared-util-api-contracts';

/** One email; shown as text, because the HTML of a mail is not trusted markup. */
export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation('attendee');
  const sent = new Date(message.sentAt);
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" p="4" bg="bg">
      <Heading as="h3" size="md" mb="1">
        {message.subject}
      </Heading>
      <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" mb="3">
        <Text>
          {t('dev.to')}: {message.recipient}
        </Text>
        <Text>
          {t('dev.sentAt')}:{' '}
          <time dateTime={message.sentAt}>{Number.isNaN(sent.getTime()) ? message.sentAt : sent.toLocaleString()}</time>
        </Text>
      </HStack>
      <Text whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm">
        {message.text}
      </Text>
    </Box>
  );
}

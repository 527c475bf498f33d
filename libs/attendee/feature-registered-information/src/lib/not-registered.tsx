import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { attendeeRoutes } from '@festival/shared-util-site';

/** The API answered 404 for the caller's registration of this event. */
export function NotRegistered({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registered');
  return (
    <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
      <Heading as="h2" size="lg" mb="2">
        {t('shared.notRegistered')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('shared.notRegisteredHint')}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={attendeeRoutes.previewEvent.getHref({ id: eventId })}>{t('shared.register')}</RouterLink>
      </Button>
    </Box>
  );
}

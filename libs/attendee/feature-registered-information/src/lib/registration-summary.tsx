import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@festival/shared-util-api-contracts';
import { StatusBadge } from '@festival/shared-ui-kit';

/** The registration as a whole: type, status and, for a delegate, the delegation. */
export function RegistrationSummary({ registration }: { registration: Registration }) {
  const { t } = useTranslation('registered');
  return (
    <Stack as="dl" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }} mb="6">
      <Box>
        <Text as="dt" fontSize="sm" color="fg.muted">
          {t('shared.registrationType')}
        </Text>
        <Text as="dd" fontWeight="semibold">
          {t(`type.${registration.type}`)}
        </Text>
      </Box>
      <Box>
        <Text as="dt" fontSize="sm" color="fg.muted">
          {t('shared.registrationStatus')}
        </Text>
        <Flex as="dd">
          <StatusBadge status={registration.status} size="lg" />
        </Flex>
      </Box>
      {registration.delegationName && (
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t('information.delegation')}
          </Text>
          <Text as="dd" fontWeight="semibold">
            {registration.delegationName}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

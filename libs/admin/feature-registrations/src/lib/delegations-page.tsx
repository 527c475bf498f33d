import { Badge, Box, Center, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDelegations } from '@festival/admin-data-access-registrations';
import { PageContainer, PageHeader, StatusBadge } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';

/** `/delegations` (ATTENDEE:R): each delegation and the people registered with its key. */
export function DelegationsPage() {
  const { t } = useTranslation('admin');
  const delegations = useDelegations();
  return (
    <PageContainer>
      <Link asChild mb="4" display="inline-block">
        <RouterLink to={adminRoutes.registrations.getHref()}>← {t('registration.back')}</RouterLink>
      </Link>
      <PageHeader title={t('delegations.title')} description={t('delegations.intro')} />
      {delegations.isPending && (
        <Center py="8" role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('delegations.loading')}</Text>
        </Center>
      )}
      {delegations.isSuccess && delegations.data.length === 0 && <Text color="fg.muted">{t('delegations.empty')}</Text>}
      <Stack gap="4">
        {delegations.data?.map((delegation) => (
          <Box as="section" key={delegation.delegationKeyId} borderWidth="1px" borderRadius="lg" bg="bg" p="4">
            <HStack justify="space-between" wrap="wrap" mb="3">
              <Heading as="h2" size="md">
                {delegation.delegationName}
              </Heading>
              <Badge variant="outline">{t('delegations.registrations', { count: delegation.registrationCount })}</Badge>
            </HStack>
            <Stack
              as="ul"
              gap="2"
              listStyleType="none"
              aria-label={t('delegations.members', { name: delegation.delegationName })}
            >
              {delegation.members.map((member) => (
                <HStack as="li" key={member.attendeeId} justify="space-between" wrap="wrap">
                  <HStack gap="2">
                    <Link asChild>
                      <RouterLink to={adminRoutes.registration.getHref({ id: member.registrationId })}>
                        {personName(member)}
                      </RouterLink>
                    </Link>
                    {member.isMainProfile && <Badge variant="subtle">{t('registration.main')}</Badge>}
                  </HStack>
                  <StatusBadge status={member.status} />
                </HStack>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </PageContainer>
  );
}

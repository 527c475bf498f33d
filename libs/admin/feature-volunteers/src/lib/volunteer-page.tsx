import { Box, Button, Center, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useVolunteer } from '@festival/admin-data-access-volunteers';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, StatusBadge } from '@festival/shared-ui-kit';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';
import { useDecideVolunteer } from './use-decide-volunteer';
import { useShiftLabel } from './use-shift-label';
import { movesFrom } from './volunteer-moves';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}

/** `/volunteers/:id` (VOLUNTEER:R): one application with the shifts offered and assigned; moves with VOLUNTEER:U. */
export function VolunteerPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'VOLUNTEER', 'update');
  const volunteer = useVolunteer(id);
  const { decide, isPending } = useDecideVolunteer();
  const shiftLabel = useShiftLabel();

  const back = (
    <Link asChild mb="4" display="inline-block">
      <RouterLink to={adminRoutes.volunteers.getHref()}>← {t('volunteers.back')}</RouterLink>
    </Link>
  );
  if (volunteer.isPending)
    return (
      <PageContainer>
        {back}
        <Center py="8" role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('volunteers.loading')}</Text>
        </Center>
      </PageContainer>
    );
  if (!volunteer.data)
    return (
      <PageContainer>
        {back}
        <Text role="alert">{t('volunteers.detail.notFound')}</Text>
      </PageContainer>
    );
  const v = volunteer.data;
  const none = t('volunteers.detail.none');
  const shiftList = (label: string, shifts: typeof v.assignedShifts) => (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {label}
      </Heading>
      {shifts.length === 0 ? (
        <Text color="fg.muted">{none}</Text>
      ) : (
        <Stack as="ul" aria-label={label} gap="1" ps="5">
          {shifts.map((s) => (
            <li key={`${s.startDate}-${s.type}`}>{shiftLabel(s)}</li>
          ))}
        </Stack>
      )}
    </Stack>
  );

  return (
    <PageContainer>
      {back}
      <PageHeader title={personName(v, '—')} />
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <StatusBadge status={v.status} />
          {canChange &&
            movesFrom(v.status).map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'APPROVED' ? 'solid' : 'outline'}
                colorPalette="brand"
                disabled={isPending}
                onClick={() => void decide(v, to)}
              >
                {t(`volunteers.moves.${to}`)}
              </Button>
            ))}
        </HStack>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
          <Fact label={t('volunteers.detail.email')}>{v.email}</Fact>
          <Fact label={t('volunteers.detail.phone')}>{v.phone || none}</Fact>
          <Fact label={t('volunteers.detail.tShirt')}>{v.tShirtSize}</Fact>
          <Fact label={t('volunteers.detail.areas')}>{v.areaIds.join(', ') || none}</Fact>
          <Fact label={t('volunteers.detail.languages')}>{v.languageIds.join(', ') || none}</Fact>
          <Fact label={t('volunteers.detail.experience')}>{v.experience || none}</Fact>
          <Fact label={t('volunteers.detail.emergency')}>
            {t('volunteers.detail.emergencyValue', {
              name: v.emergencyName,
              relationship: v.emergencyRelationship,
              phone: v.emergencyPhone,
            })}
          </Fact>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {shiftList(t('volunteers.detail.offered'), v.timeSlots)}
          {shiftList(t('volunteers.detail.assigned'), v.assignedShifts)}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}

import { Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '@festival/shared-ui-kit';
import type { Dashboard } from '@festival/shared-util-api-contracts';
import { adminRoutes } from '@festival/shared-util-site';

export interface DashboardTilesProps {
  dashboard: Dashboard;
}

/** A list's link with its filter in the query: the list reads it from the URL (SPEC.md §2). */
const listHref = (path: string, filters: Record<string, string>) => `${path}?${new URLSearchParams(filters)}`;

/** The dashboard's counts, each a link to the filtered list behind it. */
export function DashboardTiles({ dashboard }: DashboardTilesProps) {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const registrations = adminRoutes.registrations.getHref();
  const waiting = dashboard.registrationsByStatus.find((r) => r.status === 'WAITING_LIST')?.count ?? 0;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      <ListTile title={t('dashboard.registrationsByStatus')} empty={t('dashboard.registrationsNone')}>
        {dashboard.registrationsByStatus.map(({ status, count }) => (
          <CountRow
            key={status}
            href={listHref(registrations, { status })}
            label={<StatusBadge status={status} />}
            linkLabel={t('dashboard.open', { what: tStatus(`status.${status}`) })}
            count={count}
          />
        ))}
      </ListTile>
      <ListTile title={t('dashboard.registrationsByType')} empty={t('dashboard.registrationsNone')}>
        {dashboard.registrationsByType.map(({ type, count }) => (
          <CountRow
            key={type}
            href={listHref(registrations, { type })}
            label={t(`types.${type}`)}
            linkLabel={t('dashboard.open', { what: t(`types.${type}`) })}
            count={count}
          />
        ))}
      </ListTile>
      <Tile title={t('dashboard.fillingUp')}>
        {dashboard.activitiesFillingUp.length === 0 ? (
          <Text color="fg.muted">{t('dashboard.fillingUpNone')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {dashboard.activitiesFillingUp.map((activity) => (
              <HStack as="li" key={activity.id} justify="space-between" gap="3" wrap="wrap">
                <Link asChild fontWeight="medium">
                  <RouterLink to={listHref(registrations, { activityId: activity.id })}>{activity.name}</RouterLink>
                </Link>
                <HStack gap="2">
                  <Text fontSize="sm">
                    {t('dashboard.places', { held: activity.placesHeld, capacity: activity.capacity })}
                  </Text>
                  {activity.waitlisted > 0 && (
                    <Badge colorPalette="purple">{t('dashboard.waitlisted', { count: activity.waitlisted })}</Badge>
                  )}
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Tile>
      <ListTile title={t('dashboard.waitlists')}>
        <CountRow
          href={listHref(registrations, { status: 'WAITING_LIST' })}
          label={t('dashboard.registrationWaitlist')}
          count={waiting}
        />
        <CountRow label={t('dashboard.activityWaitlist')} count={dashboard.activityWaitlist} />
      </ListTile>
      <ListTile title={t('dashboard.requests')}>
        <CountRow
          href={listHref(adminRoutes.visaRequests.getHref(), { status: 'PENDING' })}
          label={t('dashboard.pendingVisa')}
          count={dashboard.pendingVisaRequests}
        />
        <CountRow
          href={listHref(adminRoutes.accommodationRequests.getHref(), { status: 'NOT_RESERVED' })}
          label={t('dashboard.pendingAccommodation')}
          count={dashboard.pendingAccommodationRequests}
        />
      </ListTile>
      <ListTile title={t('dashboard.checkIns')}>
        <CountRow
          href={listHref(registrations, { status: 'CHECKED_IN' })}
          label={t('dashboard.checkInsEvent')}
          count={dashboard.checkInsToday}
        />
        <CountRow label={t('dashboard.checkInsActivities')} count={dashboard.activityCheckInsToday} />
      </ListTile>
    </SimpleGrid>
  );
}

/** A tile whose content is a list of counts; with `empty`, a list with no rows says so instead. */
function ListTile({ title, empty, children }: { title: string; empty?: string; children: ReactNode }) {
  return (
    <Tile title={title}>
      {empty !== undefined && Children.count(children) === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {children}
        </Stack>
      )}
    </Tile>
  );
}

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg" p="5">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** One count; with a list behind it, the whole row is the link (its name says where it goes). */
function CountRow({
  href,
  label,
  linkLabel,
  count,
}: {
  href?: string;
  label: ReactNode;
  linkLabel?: string;
  count: number;
}) {
  if (href === undefined) {
    return (
      <HStack as="li" justify="space-between">
        <Text>{label}</Text>
        <Text fontWeight="bold" fontSize="lg">
          {count}
        </Text>
      </HStack>
    );
  }
  return (
    <Box as="li">
      <Link
        asChild
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="3"
        width="full"
        px="2"
        mx="-2"
        py="1"
        borderRadius="md"
        _hover={{ bg: 'bg.muted', textDecoration: 'underline' }}
      >
        <RouterLink to={href} aria-label={linkLabel ? `${linkLabel}: ${count}` : undefined}>
          <span>{label}</span>
          <Text as="span" fontWeight="bold" fontSize="lg">
            {count} <span aria-hidden="true">›</span>
          </Text>
        </RouterLink>
      </Link>
    </Box>
  );
}

import { Box, Button, Center, Field, Flex, Heading, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSaveAssignments,
  useSuggestAssignments,
  useVolunteerAvailability,
} from '@festival/admin-data-access-volunteers';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, showSuccessToast, useConfirm } from '@festival/shared-ui-kit';
import type { AssignmentSuggestion, ShiftAvailability } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName, SHIFTS } from '@festival/shared-util-registration';
import { useShiftLabel } from './use-shift-label';
import { VolunteerTabs } from './volunteer-tabs';

const MAX_NEED = 10_000;

/**
 * `/volunteers/shifts` (VOLUNTEER:R): the availability of all volunteers per day and shift, a
 * suggested plan for a need per shift, and (VOLUNTEER:U) saving it.
 */
export function VolunteerShiftsPage() {
  const { t } = useTranslation('admin');
  const { t: tVolunteer } = useTranslation('volunteer');
  const { permissions } = useAuthSession();
  const canSave = hasPermission(permissions, 'VOLUNTEER', 'update');
  const availability = useVolunteerAvailability();
  const suggest = useSuggestAssignments();
  const save = useSaveAssignments();
  const confirm = useConfirm();
  const shiftLabel = useShiftLabel();
  const [need, setNeed] = useState('1');
  const [suggestion, setSuggestion] = useState<AssignmentSuggestion | null>(null);
  const needValue = Number(need);
  const needValid = need.trim() !== '' && Number.isInteger(needValue) && needValue >= 0 && needValue <= MAX_NEED;
  const timeZone = availability.data?.festival?.timezone;

  const days = [...new Set((availability.data?.shifts ?? []).map((s) => s.day))];
  const cellOf = (day: string, type: string) =>
    availability.data?.shifts.find((s) => s.day === day && s.type === type) as ShiftAvailability | undefined;

  async function onSuggest() {
    setSuggestion(await suggest.mutateAsync({ need: needValue }));
  }

  async function onSave() {
    if (!suggestion) return;
    const ok = await confirm({
      title: t('volunteers.plan.confirmSaveTitle'),
      body: t('volunteers.plan.confirmSaveBody'),
      confirmLabel: t('volunteers.plan.save'),
    });
    if (!ok) return;
    const result = await save.mutateAsync({
      assignments: suggestion.assignments.map(({ volunteerId, startDate, type }) => ({ volunteerId, startDate, type })),
    });
    showSuccessToast(t('volunteers.plan.saved', { count: result.changedVolunteers }));
  }

  // The suggestion grouped by shift, in the grid's order.
  const byShift = new Map<string, { label: string; names: string[] }>();
  for (const a of suggestion?.assignments ?? []) {
    const key = `${a.startDate}|${a.type}`;
    const entry = byShift.get(key) ?? { label: shiftLabel(a, timeZone), names: [] };
    entry.names.push(personName(a, '—'));
    byShift.set(key, entry);
  }

  return (
    <PageContainer>
      <PageHeader title={t('volunteers.plan.title')} description={t('volunteers.plan.intro')} />
      <VolunteerTabs />
      {availability.isPending && (
        <Center py="8" role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('volunteers.plan.loading')}</Text>
        </Center>
      )}
      {availability.isSuccess && !availability.data.festival && <Text>{t('volunteers.plan.noFestival')}</Text>}
      {availability.isSuccess && availability.data.festival && (
        <Stack gap="6">
          <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
            <Table.Root size="sm" aria-label={t('volunteers.plan.gridLabel')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('volunteers.plan.day')}</Table.ColumnHeader>
                  {SHIFTS.map((shift) => (
                    <Table.ColumnHeader key={shift.type}>{tVolunteer(`shifts.${shift.type}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days.map((day) => (
                  <Table.Row key={day}>
                    <Table.Cell as="th" scope="row" fontWeight="medium">
                      {formatDisplayDate(day)}
                    </Table.Cell>
                    {SHIFTS.map((shift) => {
                      const cell = cellOf(day, shift.type);
                      if (!cell) return <Table.Cell key={shift.type}>—</Table.Cell>;
                      return (
                        <Table.Cell key={shift.type}>
                          <Text fontSize="sm">
                            {t('volunteers.plan.cellOffered', { offered: cell.offered, approved: cell.approved })}
                          </Text>
                          <Text fontSize="sm" color={cell.assigned > 0 ? 'fg' : 'fg.muted'}>
                            {t('volunteers.plan.cellAssigned', { assigned: cell.assigned })}
                          </Text>
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>

          <Flex
            as="form"
            gap="3"
            align="end"
            wrap="wrap"
            onSubmit={(event) => {
              event.preventDefault();
              if (needValid) void onSuggest();
            }}
          >
            <Field.Root invalid={!needValid} width={{ base: 'full', sm: '64' }}>
              <Field.Label>{t('volunteers.plan.need')}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_NEED}
                step={1}
                value={need}
                onChange={(event) => setNeed(event.currentTarget.value)}
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={suggest.isPending} disabled={!needValid}>
              {t('volunteers.plan.suggest')}
            </Button>
          </Flex>

          {suggestion && (
            <Stack gap="4">
              <Heading as="h2" size="md">
                {t('volunteers.plan.suggestionTitle')}
              </Heading>
              {suggestion.assignments.length === 0 ? (
                <Text>{t('volunteers.plan.suggestionEmpty')}</Text>
              ) : (
                <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
                  <Table.Root size="sm" aria-label={t('volunteers.plan.suggestionLabel')}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('volunteers.plan.columns.shift')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('volunteers.plan.columns.volunteer')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {[...byShift].map(([key, entry]) => (
                        <Table.Row key={key}>
                          <Table.Cell>{entry.label}</Table.Cell>
                          <Table.Cell>{entry.names.join(', ')}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
              <Stack gap="1">
                <Heading as="h3" size="sm">
                  {t('volunteers.plan.unfilledTitle')}
                </Heading>
                {suggestion.unfilled.length === 0 ? (
                  <Text>{t('volunteers.plan.allFilled')}</Text>
                ) : (
                  <Stack
                    as="ul"
                    aria-label={t('volunteers.plan.unfilledTitle')}
                    gap="0"
                    ps="5"
                    maxH="60"
                    // A scrolling region must be reachable with the keyboard (axe: scrollable-region-focusable).
                    tabIndex={0}
                    overflowY="auto"
                  >
                    {suggestion.unfilled.map((u) => (
                      <li key={`${u.startDate}|${u.type}`}>
                        {t('volunteers.plan.unfilled', { shift: shiftLabel(u, timeZone), count: u.missing })}
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
              {canSave && (
                <Box>
                  <Button colorPalette="brand" loading={save.isPending} onClick={() => void onSave()}>
                    {t('volunteers.plan.save')}
                  </Button>
                </Box>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </PageContainer>
  );
}

import { Badge, Box, Button, Code, Field, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDelegationKey, useDelegationKeys, useRevokeDelegationKey } from '@festival/admin-data-access-events';
import { isApiError } from '@festival/shared-data-access-api-client';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { showSuccessToast, useConfirm, useDialogStack, useIsMobile } from '@festival/shared-ui-kit';
import { ExportButton } from '@festival/shared-ui-kit/staff';
import type { DelegationKey, NewDelegationKey } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';

export interface DelegationKeysPanelProps {
  eventId: string;
  canCreate: boolean;
  canRevoke: boolean;
}

/** The keys list has no filters: its export is the whole list. */
const NO_PARAMS = {};

/** The event's delegation keys: create one (shown once, in a dialog), revoke, and how many registrations used each. */
export function DelegationKeysPanel({ eventId, canCreate, canRevoke }: DelegationKeysPanelProps) {
  const { t } = useTranslation('admin');
  const keys = useDelegationKeys(eventId);
  const csv = useCsvExport(`/events/${eventId}/delegation-keys`, NO_PARAMS);
  const create = useCreateDelegationKey(eventId);
  const revoke = useRevokeDelegationKey(eventId);
  const confirm = useConfirm();
  const dialogs = useDialogStack();
  const isMobile = useIsMobile();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const showKey = (created: NewDelegationKey) =>
    dialogs.open({
      title: t('events.keys.newKeyTitle', { name: created.delegationName }),
      role: 'alertdialog',
      body: (
        <Stack gap="3">
          <Text>{t('events.keys.newKeyBody')}</Text>
          <Code fontSize="xl" p="3" textAlign="center" data-testid="new-delegation-key">
            {created.key}
          </Code>
        </Stack>
      ),
      footer: (close) => (
        <HStack gap="3">
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(created.key)
                .then(() => showSuccessToast(t('events.keys.copied')))
                .catch(() => undefined)
            }
          >
            {t('events.keys.copy')}
          </Button>
          <Button colorPalette="brand" onClick={close}>
            {t('events.keys.done')}
          </Button>
        </HStack>
      ),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('validation.required', { ns: 'common', defaultValue: 'This field is required' }));
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync(name.trim());
      setName('');
      showKey(created);
    } catch (failure) {
      if (isApiError(failure) && failure.errors.length) setError(failure.errors[0].message);
    }
  };

  const revokeKey = async (key: DelegationKey) => {
    const ok = await confirm({
      title: t('events.keys.confirmRevokeTitle'),
      body: t('events.keys.confirmRevokeBody', { name: key.delegationName, count: key.registrationCount }),
      confirmLabel: t('events.keys.revoke'),
      destructive: true,
    });
    if (!ok) return;
    await revoke.mutateAsync(key.id);
    showSuccessToast(t('events.keys.revokedToast', { name: key.delegationName }));
  };

  const stateBadge = (key: DelegationKey) => (
    <Badge colorPalette={key.revokedAt ? 'red' : 'green'}>
      {key.revokedAt ? t('events.keys.revoked') : t('events.keys.active')}
    </Badge>
  );
  const revokeButton = (key: DelegationKey) =>
    canRevoke &&
    !key.revokedAt && (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={t('events.keys.revokeLabel', { name: key.delegationName })}
        onClick={() => void revokeKey(key).catch(() => undefined)}
      >
        {t('events.keys.revoke')}
      </Button>
    );

  const rows = keys.data ?? [];
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align={{ sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Text as="h2" textStyle="xl" fontWeight="semibold">
            {t('events.keys.title')}
          </Text>
          <Text color="fg.muted">{t('events.keys.intro')}</Text>
        </Box>
        <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />
      </Flex>
      {canCreate && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root invalid={Boolean(error)} flex="1" required>
              <Field.Label>{t('events.keys.delegationName')}</Field.Label>
              <Input value={name} maxLength={255} onChange={(e) => setName(e.currentTarget.value)} />
              {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              {t('events.keys.create')}
            </Button>
          </Flex>
        </form>
      )}
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack as="ul" aria-label={t('events.keys.tableLabel')} gap="0" listStyleType="none">
            {rows.map((key) => (
              <Box as="li" key={key.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Text fontWeight="semibold">{key.delegationName}</Text>
                <HStack gap="3" fontSize="sm" flexWrap="wrap" color="fg.muted">
                  <Text>
                    {t('events.keys.created')}: {formatDisplayDate(key.createdAt)}
                  </Text>
                  <Text>
                    {t('events.keys.used')}: {key.registrationCount}
                  </Text>
                  {stateBadge(key)}
                </HStack>
                <Box pt="2">{revokeButton(key)}</Box>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('events.keys.tableLabel')} aria-busy={keys.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('events.keys.delegationName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.keys.created')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.keys.used')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.keys.state')}</Table.ColumnHeader>
                {canRevoke && <Table.ColumnHeader>{t('events.columns.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((key) => (
                <Table.Row key={key.id}>
                  <Table.Cell>{key.delegationName}</Table.Cell>
                  <Table.Cell>{formatDisplayDate(key.createdAt)}</Table.Cell>
                  <Table.Cell>{key.registrationCount}</Table.Cell>
                  <Table.Cell>{stateBadge(key)}</Table.Cell>
                  {canRevoke && <Table.Cell>{revokeButton(key)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {keys.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="6" color="fg.muted">
            {t('events.keys.empty')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

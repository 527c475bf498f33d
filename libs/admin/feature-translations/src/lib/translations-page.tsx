import { Box, Center, Code, Flex, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { useLocales, useSaveTranslation, useTranslationTable } from '@festival/shared-data-access-translations';
import {
  PageContainer,
  PageHeader,
  showSuccessToast,
  TablePagination,
  TableSearch,
  useTableParams,
} from '@festival/shared-ui-kit';
import { hasPermission } from '@festival/shared-util-permissions';
import { PAGE_SEARCH_DEBOUNCE_MS, pageWindow } from '@festival/shared-util-table-params';
import { TranslationCell } from './translation-cell';

/** `/translations` (TRANSLATION:R): every key × language, edited in place with TRANSLATION:U; each save is audited. */
export function TranslationsPage() {
  const { t } = useTranslation('admin');
  const { permissions } = useAuthSession();
  const canEdit = hasPermission(permissions, 'TRANSLATION', 'update');
  const { params, setPage, setRows, setSearch } = useTableParams();
  const [query, setQuery] = useSearchParams();
  const missing = query.get('missing') ?? '';
  const locales = (useLocales().data ?? []).filter((locale) => locale.code !== 'en');
  const table = useTranslationTable({
    ...pageWindow(params),
    ...(params.search ? { search: params.search } : {}),
    ...(missing ? { missing } : {}),
  });
  const save = useSaveTranslation();
  const rows = table.data?.data ?? [];

  const setMissing = (code: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set('missing', code);
        else next.delete('missing');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PageHeader title={t('translations.title')} description={t('translations.intro')} />
      <Flex gap="4" mb="4" wrap="wrap" align="end">
        <Box flex="1" minW="60">
          <TableSearch
            value={params.search}
            onChange={setSearch}
            label={t('translations.search')}
            placeholder={t('translations.searchPlaceholder')}
            debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
          />
        </Box>
        <NativeSelect.Root size="md" width="auto">
          <NativeSelect.Field
            aria-label={t('translations.missingIn')}
            value={missing}
            onChange={(event) => setMissing(event.currentTarget.value)}
          >
            <option value="">{t('translations.allKeys')}</option>
            {locales.map((locale) => (
              <option key={locale.code} value={locale.code}>
                {t('translations.missingInOption', { name: locale.name })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        <Table.Root size="sm" aria-label={t('translations.tableLabel')} aria-busy={table.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('translations.columns.key')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('translations.columns.english')}</Table.ColumnHeader>
              {locales.map((locale) => (
                <Table.ColumnHeader key={locale.code} lang={locale.code}>
                  {locale.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell verticalAlign="top">
                  <Code fontSize="xs" wordBreak="break-all">
                    {row.key}
                  </Code>
                </Table.Cell>
                <Table.Cell verticalAlign="top" minW="48">
                  {row.english ?? <Text color="fg.muted">{t('translations.notInSource')}</Text>}
                </Table.Cell>
                {locales.map((locale) => (
                  <Table.Cell key={locale.code} verticalAlign="top" lang={locale.code}>
                    <TranslationCell
                      label={t('translations.cellLabel', { key: row.key, name: locale.name })}
                      value={row.values[locale.code] ?? ''}
                      canEdit={canEdit}
                      saving={save.isPending && save.variables?.code === locale.code && save.variables.key === row.key}
                      onSave={(value) =>
                        save.mutate(
                          { code: locale.code, key: row.key, value },
                          // A failure is toasted by the query client, like every mutation's.
                          { onSuccess: () => showSuccessToast(t('translations.saved', { name: locale.name })) },
                        )
                      }
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {table.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('translations.loading')}</Text>
          </Center>
        )}
        {table.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('translations.empty')}
          </Text>
        )}
      </Box>
      <TablePagination
        page={params.page}
        rows={params.rows}
        total={table.data?.totalRecords ?? 0}
        onPage={setPage}
        onRows={setRows}
      />
    </PageContainer>
  );
}

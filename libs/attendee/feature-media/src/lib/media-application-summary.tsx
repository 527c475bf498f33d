import { Badge, DataList, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MediaApplication } from '@festival/shared-util-api-contracts';

const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The application as submitted, read-only. */
export function MediaApplicationSummary({ application }: { application: MediaApplication }) {
  const { t } = useTranslation('media');
  const rows: [string, string][] = [
    [t('form.organisation'), application.organisation],
    [t('form.role'), t(`roles.${application.role}`)],
    [t('form.outletCountry'), application.outletCountry],
    [t('form.website'), application.website ?? '—'],
    [t('form.coveragePlan'), application.coveragePlan],
    [t('form.pressCredential'), fileNameOf(application.pressCredentialFile)],
    [t('form.portfolioUrl'), application.portfolioUrl ?? '—'],
    [t('form.portfolioFile'), application.portfolioFile ? fileNameOf(application.portfolioFile) : '—'],
  ];
  return (
    <Stack gap="4" maxW="2xl">
      <Badge alignSelf="flex-start" size="lg" colorPalette={application.status === 'APPROVED' ? 'green' : 'gray'}>
        {t(`statuses.${application.status}`)}
      </Badge>
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

import { Badge, Box, Stack } from '@chakra-ui/react';
import { Fragment } from 'react';
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
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap="2">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Box as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', md: '0' }}>
              {label}
            </Box>
            <Box as="dd" wordBreak="break-word" whiteSpace="pre-line">
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Stack>
  );
}

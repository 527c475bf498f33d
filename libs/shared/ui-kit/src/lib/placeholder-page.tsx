import { Badge, Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

export interface PlaceholderPageProps {
  title: string;
  /** The capability (issue) that brings this page, already translated. */
  capability: string;
}

/** A page whose real content arrives with a later capability; it says so on screen. */
export function PlaceholderPage({ title, capability }: PlaceholderPageProps) {
  const { t } = useTranslation('common');
  return (
    <PageContainer>
      <PageHeader title={title} />
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="brand.emphasized"
        bg="brand.subtle"
        borderRadius="lg"
        p="8"
      >
        <Badge colorPalette="brand" mb="3">
          {t('placeholder.badge')}
        </Badge>
        <Text fontSize="lg">{t('placeholder.body', { capability })}</Text>
      </Box>
    </PageContainer>
  );
}

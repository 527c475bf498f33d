import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface NotFoundPageProps {
  homeHref?: string;
  onHome?: () => void;
}

export function NotFoundPage({ homeHref = '/', onHome }: NotFoundPageProps) {
  const { t } = useTranslation('common');
  return (
    <Flex
      as="section"
      aria-labelledby="not-found-title"
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      py="20"
      px="6"
      minH="60vh"
    >
      <Text aria-hidden="true" fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" id="not-found-title" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {t('notFound.body')}
      </Text>
      {onHome ? (
        <Button colorPalette="brand" onClick={onHome}>
          {t('notFound.backHome')}
        </Button>
      ) : (
        <Button asChild colorPalette="brand">
          <a href={homeHref}>{t('notFound.backHome')}</a>
        </Button>
      )}
    </Flex>
  );
}

import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorPageProps {
  /** Where "Back to Home" goes. */
  homeHref?: string;
  onRetry: () => void;
  /** Used instead of a link when the app has a router, so the visit stays in the app. */
  onHome?: () => void;
}

/** SPEC.md §2: shown for unhandled render errors. */
export function ErrorPage({ homeHref = '/', onRetry, onHome }: ErrorPageProps) {
  const { t } = useTranslation('common');
  return (
    <Flex
      as="section"
      aria-labelledby="error-page-title"
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      py="20"
      px="6"
      minH="60vh"
    >
      <Heading as="h1" id="error-page-title" size="2xl" tabIndex={-1}>
        {t('errorPage.title')}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {t('errorPage.body')}
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        {onHome ? (
          <Button variant="outline" colorPalette="brand" onClick={onHome}>
            {t('errorPage.backHome')}
          </Button>
        ) : (
          <Button asChild variant="outline" colorPalette="brand">
            <a href={homeHref}>{t('errorPage.backHome')}</a>
          </Button>
        )}
        <Button colorPalette="brand" onClick={onRetry}>
          {t('errorPage.tryAgain')}
        </Button>
      </Flex>
    </Flex>
  );
}

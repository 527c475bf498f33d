import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './home-button';
import { MessagePage } from './message-page';

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
    <MessagePage
      titleId="error-page-title"
      title={t('errorPage.title')}
      body={t('errorPage.body')}
      headingTabIndex={-1}
    >
      <Flex gap="3" wrap="wrap" justify="center">
        <HomeButton variant="outline" homeHref={homeHref} onHome={onHome}>
          {t('errorPage.backHome')}
        </HomeButton>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('errorPage.tryAgain')}
        </Button>
      </Flex>
    </MessagePage>
  );
}

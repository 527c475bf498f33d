import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './home-button';
import { MessagePage } from './message-page';

export interface NotFoundPageProps {
  homeHref?: string;
  onHome?: () => void;
}

export function NotFoundPage({ homeHref = '/', onHome }: NotFoundPageProps) {
  const { t } = useTranslation('common');
  return (
    <MessagePage
      titleId="not-found-title"
      title={t('notFound.title')}
      body={t('notFound.body')}
      mark={
        <Text aria-hidden="true" fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          404
        </Text>
      }
    >
      <HomeButton homeHref={homeHref} onHome={onHome}>
        {t('notFound.backHome')}
      </HomeButton>
    </MessagePage>
  );
}

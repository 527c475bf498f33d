import { InfoArticle } from './info-article';

export function PrivacyPage() {
  return <InfoArticle page="privacy" />;
}

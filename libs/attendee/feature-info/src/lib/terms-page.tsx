import { InfoArticle } from './info-article';

export function TermsPage() {
  return <InfoArticle page="terms" />;
}

import { allowHttpWebLinks } from '@festival/shared-util-api-contracts';
import { emptyMediaApplication, mediaApplicationSchema } from './media-schema';

describe("the media application's links", () => {
  const application = {
    ...emptyMediaApplication(),
    organisation: 'Pacific Wave Radio',
    role: 'JOURNALIST',
    outletCountry: 'FJ',
    coveragePlan: 'Daily reports',
    pressCredentialFile: 'documents/caller/press.pdf',
    portfolioUrl: 'https://pina.example/portfolio',
  };
  afterEach(() => allowHttpWebLinks(false));

  it.each<[string, string]>([
    ['portfolioUrl', 'javascript:alert(document.domain)'],
    ['portfolioUrl', 'data:text/html,<script>alert(1)</script>'],
    ['website', 'javascript:alert(1)'],
    ['website', 'http://pina.example'],
  ])('refuses %s %s', (field, value) => {
    expect(() => mediaApplicationSchema.validateSyncAt(field, { ...application, [field]: value })).toThrow(
      'Enter a web address starting with https://',
    );
  });

  it('takes https links, and http ones on the embedded default', () => {
    expect(mediaApplicationSchema.isValidSync({ ...application, website: 'https://pina.example' })).toBe(true);
    allowHttpWebLinks(true);
    expect(mediaApplicationSchema.isValidSync({ ...application, website: 'http://pina.example' })).toBe(true);
  });
});

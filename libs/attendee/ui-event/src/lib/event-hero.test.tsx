import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@festival/shared-testing-react';
import { EventFacts } from './event-facts';
import { EventHero } from './event-hero';

const event = {
  name: 'Pacific Arts & Culture Festival 2027',
  bannerImage: '/banner.svg',
  bannerImageVariants: [],
  logoImage: '/logo.svg',
};

describe('EventHero', () => {
  it('is an article named by its heading, with the banner and logo, and what the page puts below the name', async () => {
    await renderWithProviders({
      ui: (
        <EventHero
          event={event}
          bannerAlt="Banner of the festival"
          logoAlt="Logo of the festival"
          headingId="hero-name"
          headingLevel="h2"
          bannerHeight="48"
        >
          <EventFacts
            facts={[
              { label: 'Dates', value: '06/06/2027 – 06/15/2027' },
              { label: 'Location', value: 'Honolulu' },
            ]}
          />
        </EventHero>
      ),
    });
    const article = await screen.findByRole('article', { name: event.name });
    expect(within(article).getByRole('heading', { level: 2, name: event.name })).toHaveAttribute('id', 'hero-name');
    expect(within(article).getByRole('img', { name: 'Banner of the festival' })).toHaveAttribute('src', '/banner.svg');
    expect(within(article).getByRole('img', { name: 'Logo of the festival' })).toHaveAttribute('src', '/logo.svg');
    const terms = within(article)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(article)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual(['Dates', 'Location']);
    expect(definitions).toEqual(['06/06/2027 – 06/15/2027', 'Honolulu']);
  });
});

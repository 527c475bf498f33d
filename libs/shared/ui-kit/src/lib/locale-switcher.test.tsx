import { render, screen } from '@testing-library/react';
import { LocaleSwitcher } from './locale-switcher';
import { UiProvider } from './ui-provider';

describe('LocaleSwitcher', () => {
  it('says which languages are only partly translated (their other texts show in English)', async () => {
    render(
      <LocaleSwitcher
        locales={[
          { code: 'en', name: 'English' },
          { code: 'sm', name: 'Gagana Sāmoa', partial: true },
        ]}
        value="en"
        onChange={vi.fn()}
      />,
      { wrapper: UiProvider },
    );
    const menu = await screen.findByRole('combobox', { name: 'Language' });
    expect([...(menu as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'English',
      'Gagana Sāmoa (partly translated)',
    ]);
  });

  it("shows the chosen language by its name alone when closed, the mark staying in the list and the trigger's name", async () => {
    render(
      <LocaleSwitcher
        locales={[
          { code: 'en', name: 'English' },
          { code: 'sm', name: 'Gagana Sāmoa', partial: true },
          { code: 'haw', name: 'ʻŌlelo Hawaiʻi', partial: true },
        ]}
        value="sm"
        onChange={vi.fn()}
      />,
      { wrapper: UiProvider },
    );
    // The closed trigger shows the selected option's text: the name, not cut short by "(partly translated)".
    const menu = (await screen.findByRole('combobox', {
      name: 'Language: Gagana Sāmoa (partly translated)',
    })) as HTMLSelectElement;
    expect(menu.selectedOptions[0]?.textContent).toBe('Gagana Sāmoa');
    expect([...menu.options].map((option) => option.textContent)).toEqual([
      'English',
      'Gagana Sāmoa',
      'ʻŌlelo Hawaiʻi (partly translated)',
    ]);
  });
});

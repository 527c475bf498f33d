import { lightOnly, withoutPalettes } from './theme-tokens';

describe('theme tokens', () => {
  it('leaves out the named palettes and keeps the others', () => {
    const tokens = {
      colors: { red: { 500: { value: '#f00' } }, pink: { 500: { value: '#f0f' } }, white: { value: '#fff' } },
      spacing: { 1: { value: '0.25rem' } },
    };
    expect(withoutPalettes(tokens, ['pink'])).toEqual({
      colors: { red: { 500: { value: '#f00' } }, white: { value: '#fff' } },
      spacing: { 1: { value: '0.25rem' } },
    });
  });

  it('keeps the light value of a semantic token, and plain values as they are', () => {
    const semantic = {
      colors: {
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
        brand: { solid: { value: '{colors.brand.700}' } },
      },
      shadows: { md: { value: { _light: '0 1px red', _dark: '0 1px blue' }, description: 'kept' } },
    };
    expect(lightOnly(semantic)).toEqual({
      colors: { bg: { DEFAULT: { value: '{colors.white}' } }, brand: { solid: { value: '{colors.brand.700}' } } },
      shadows: { md: { value: '0 1px red', description: 'kept' } },
    });
  });
});

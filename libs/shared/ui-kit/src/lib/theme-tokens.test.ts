import { lightOnly, withoutKeyframes, withoutPalettes, withoutTokens } from './theme-tokens';

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

  it('leaves out the named tokens of each category, and a token of a group by its dotted name', () => {
    const tokens = {
      colors: { red: { 500: { value: '#f00' }, 900: { value: '#300' } }, white: { value: '#fff' } },
      sizes: { '1/2': { value: '50%' }, full: { value: '100%' } },
      spacing: { 1: { value: '0.25rem' } },
    };
    expect(withoutTokens(tokens, { colors: ['red.900', 'white'], sizes: ['1/2'], radii: ['sm'] })).toEqual({
      colors: { red: { 500: { value: '#f00' } } },
      sizes: { full: { value: '100%' } },
      spacing: { 1: { value: '0.25rem' } },
    });
    expect(tokens.colors.red[900]).toEqual({ value: '#300' });
  });

  it('leaves out the named keyframes', () => {
    const keyframes = { spin: { to: { transform: 'rotate(360deg)' } }, ping: { '75%': { opacity: 0 } } };
    expect(withoutKeyframes(keyframes, ['ping'])).toEqual({ spin: keyframes.spin });
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

import { Button, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_GLOBAL_STYLES_ATTRIBUTE, getPageSystem, getSystem } from './theme';

/** Renders a button with the given system through an Emotion cache of its own; the CSS it wrote. */
function cssWritten(system: SystemContext, key: string): string {
  render(
    <CacheProvider value={createCache({ key })}>
      <ChakraProvider value={system}>
        <Button colorPalette="brand">Sign In</Button>
      </ChakraProvider>
    </CacheProvider>,
  );
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  return [...document.querySelectorAll(`style[data-emotion^="${key}"]`)].map((style) => style.textContent).join('');
}

describe('getPageSystem', () => {
  afterEach(() => {
    document.querySelector(`style[${BUILT_GLOBAL_STYLES_ATTRIBUTE}]`)?.remove();
  });

  it('is the system itself on a page that carries no global styles of the build: ChakraProvider writes them', () => {
    expect(getPageSystem()).toBe(getSystem());
    const css = cssWritten(getPageSystem(), 'plain');
    expect(css.includes('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css.includes('--chakra-colors-brand-700:')).toBe(true);
  });

  it('on a built page, lets ChakraProvider write no global styles, and the components their own', () => {
    const built = document.createElement('style');
    built.setAttribute(BUILT_GLOBAL_STYLES_ATTRIBUTE, '');
    document.head.append(built);
    const system = getPageSystem();

    expect(system).not.toBe(getSystem());
    expect(system.token('colors.brand.700')).toBe(getSystem().token('colors.brand.700'));
    const css = cssWritten(system, 'built');
    expect(css.includes('@layer reset')).toBe(false);
    expect(css.includes('--chakra-colors-brand-700:')).toBe(false);
    expect(css.includes('background:var(--chakra-colors-color-palette-solid)')).toBe(true);
  });
});

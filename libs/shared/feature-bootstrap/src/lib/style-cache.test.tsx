import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { getSystem } from '@festival/shared-ui-kit';
import { CSP_NONCE_PLACEHOLDER } from '@festival/shared-util-site';
import { createStyleCache, pageStyleNonce } from './style-cache';

function pageWithMeta(nonce: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (nonce !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    doc.head.append(meta);
  }
  return doc;
}

describe('the style cache', () => {
  it("reads the page's nonce, and none where the server did not put one", () => {
    expect(pageStyleNonce(pageWithMeta('Qm9vdHN0cmFwTm9uY2UxMg'))).toBe('Qm9vdHN0cmFwTm9uY2UxMg');
    // The Vite dev server leaves the placeholder; Storybook has no meta.
    expect(pageStyleNonce(pageWithMeta(CSP_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(pageStyleNonce(pageWithMeta(null))).toBeUndefined();
  });

  it('gives every style element Chakra adds the nonce', () => {
    render(
      <CacheProvider value={createStyleCache('Qm9vdHN0cmFwTm9uY2UxMg')}>
        <ChakraProvider value={getSystem()}>
          <Box color="red.500">styled</Box>
        </ChakraProvider>
      </CacheProvider>,
    );
    expect(screen.getByText('styled')).toBeInTheDocument();
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('Qm9vdHN0cmFwTm9uY2UxMg');
  });
});

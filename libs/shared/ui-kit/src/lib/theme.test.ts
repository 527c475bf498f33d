import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getSystem } from './theme';
import { UNUSED_KEYFRAMES, UNUSED_PALETTES, UNUSED_TOKENS } from './theme-tokens';

/** The recipe each styled Chakra component reads; the theme carries only these (theme.ts). */
const RECIPE_OF: Record<string, string> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  Code: 'code',
  Container: 'container',
  Dialog: 'dialog',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  Link: 'link',
  List: 'list',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Table: 'table',
  Tag: 'tag',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
};
/** Layout and plain parts that need no recipe, and the non-component exports in use. */
const NO_RECIPE = new Set(
  (
    'Box Center Flex Grid GridItem HStack VStack Stack SimpleGrid Span Text Image Portal VisuallyHidden Wrap ' +
    'AbsoluteCenter Circle Square Spacer Show ClientOnly For ChakraProvider chakra createSystem createToaster ' +
    'defaultBaseConfig defineConfig useBreakpoint useBreakpointValue useChakraContext useRecipe useSlotRecipe'
  ).split(' '),
);

function sources(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the Chakra system', () => {
  const system = getSystem();

  it('has the recipe of every Chakra component the libs and apps import', () => {
    const root = join(import.meta.dirname, '../../../../..');
    const names = new Set<string>();
    for (const file of [...sources(join(root, 'libs')), ...sources(join(root, 'apps'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !part.trim().startsWith('type ') && !name.endsWith('Props')) names.add(name);
        }
      }
    }
    expect(names.has('Button')).toBe(true);
    const unknown = [...names].filter((name) => !(name in RECIPE_OF) && !NO_RECIPE.has(name));
    // A new component: add its recipe to theme.ts and its name to RECIPE_OF (or NO_RECIPE).
    expect(unknown).toEqual([]);
    const missing = [...names]
      .filter((name) => name in RECIPE_OF)
      .filter((name) => !system.isRecipe(RECIPE_OF[name]) && !system.isSlotRecipe(RECIPE_OF[name]));
    expect(missing).toEqual([]);
  });

  it('carries only the palettes the sources name, and no dark values (no page has a dark mode)', () => {
    const root = join(import.meta.dirname, '../../../../..');
    const named = new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`);
    const naming = [...sources(join(root, 'libs')), ...sources(join(root, 'apps'))]
      .filter((file) => !/theme-tokens(\.test)?\.ts$/.test(file))
      .filter((file) => named.test(readFileSync(file, 'utf8')));
    // A page that needs one of these palettes: take it off UNUSED_PALETTES (theme-tokens.ts).
    expect(naming).toEqual([]);
    for (const palette of UNUSED_PALETTES) expect(system.token(`colors.${palette}.500`)).toBeUndefined();
    expect(system.token('colors.teal.500')).toBe('#14b8a6');
    expect(system.tokens.cssVarMap.has('_dark')).toBe(false);
    expect(system.token('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
  });

  it('leaves out only the tokens and keyframes that no source, recipe, style or Chakra component names', () => {
    const root = join(import.meta.dirname, '../../../../..');
    const chakra = join(root, 'node_modules/@chakra-ui/react/dist/esm');
    const theme = system._config.theme ?? {};
    const text = [
      ...[...sources(join(root, 'libs')), ...sources(join(root, 'apps'))]
        .filter((file) => !/theme(-tokens)?(\.test)?\.ts$/.test(file))
        .map((file) => readFileSync(file, 'utf8')),
      // What the system carries: its recipes, styles and semantic tokens name tokens by their names.
      JSON.stringify([theme.recipes, theme.slotRecipes, theme.semanticTokens, theme.textStyles, theme.layerStyles]),
      JSON.stringify([theme.animationStyles, theme.tokens?.['animations'], system._config.globalCss]),
      // Chakra's components and utilities style their parts with token names too.
      ...[...sources(join(chakra, 'components'), /\.js$/), ...sources(join(chakra, 'styled-system'), /\.js$/)].map(
        (file) => readFileSync(file, 'utf8'),
      ),
      readFileSync(join(chakra, 'preset-base.js'), 'utf8'),
    ].join('\n');
    // A token is named as a whole string ("wide", 'red.900', {colors.red.900}) or through a palette (colorPalette.900).
    const named = (name: string) => new RegExp(`["'\`{.]${escape(name)}["'\`}]`).test(text);
    for (const [category, names] of Object.entries(UNUSED_TOKENS))
      for (const name of names) {
        // A page that needs one of these: take it off UNUSED_TOKENS (theme-tokens.ts).
        expect(named(name), `${category}.${name}`).toBe(false);
        expect(name.includes('.') && named(`colorPalette.${name.split('.')[1]}`), `colorPalette of ${name}`).toBe(
          false,
        );
        expect(system.token(`${category}.${name}`), `${category}.${name}`).toBeUndefined();
      }
    for (const name of UNUSED_KEYFRAMES) {
      expect(new RegExp(`\\b${escape(name)}\\b`).test(text), name).toBe(false);
      expect(theme.keyframes?.[name]).toBeUndefined();
    }
    expect(system.token('sizes.full')).toBe('100%');
    expect(system.token('colors.red.700')).toBe('#991919');
  });

  it('keeps the festival brand on top of Chakra', () => {
    expect(system.token('colors.brand.700')).toBe('#b42c09');
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('dialog')).toBe(true);
  });
});

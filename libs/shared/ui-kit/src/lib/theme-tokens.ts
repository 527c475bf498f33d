/**
 * Trims Chakra's default tokens to what the portal can show, before `createSystem` turns each one
 * into CSS variables, utility values and style rules on every page load (issue 14: the system was
 * about 100 ms of a phone's first task, most of it spent per token). The look does not change: what
 * goes can never apply (theme.test.ts checks that no source, recipe or Chakra component names it).
 */

/** Chakra's colour palettes that no page, recipe or semantic token of the portal names. */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'pink'] as const;

/**
 * Chakra's tokens (by category; colours as `palette.shade`) that no page, recipe, semantic token,
 * style or Chakra component names: each was a CSS variable, a utility value and a step of the
 * system's start-up (about a quarter of its tokens).
 */
export const UNUSED_TOKENS = {
  sizes: [
    ...['52', '96', '3xs', 'fit', 'prose', 'dvh', 'svh', 'lvh', 'dvw', 'svw', 'lvw', 'vw', 'vh'],
    ...['1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5', '4/5', '1/6', '2/6', '3/6', '4/6', '5/6'],
    ...['1/12', '2/12', '3/12', '4/12', '5/12', '6/12', '7/12', '8/12', '9/12', '10/12', '11/12'],
  ],
  aspectRatios: ['landscape', 'portrait', 'wide', 'ultrawide', 'golden'],
  cursor: ['menuitem'],
  zIndex: ['hide', 'docked', 'dropdown', 'modal'],
  durations: ['fastest', 'fast', 'slower'],
  easings: ['ease-in', 'ease-out', 'ease-in-out', 'ease-in-smooth'],
  fontSizes: ['9xl'],
  letterSpacings: ['tighter', 'wide', 'wider', 'widest'],
  lineHeights: ['shorter', 'taller'],
  fontWeights: ['thin', 'extralight', 'light', 'extrabold'],
  colors: [
    ...['whiteAlpha.50', 'whiteAlpha.100', 'whiteAlpha.400', 'whiteAlpha.500', 'whiteAlpha.600', 'whiteAlpha.950'],
    ...['blackAlpha.100', 'blackAlpha.200', 'blackAlpha.300', 'blackAlpha.400', 'blackAlpha.600', 'blackAlpha.700'],
    ...['blackAlpha.800', 'blackAlpha.900', 'blackAlpha.950', 'gray.500', 'gray.950'],
    ...['red', 'orange', 'green', 'teal', 'blue', 'purple'].flatMap((palette) =>
      ['400', '800', '900', '950'].map((shade) => `${palette}.${shade}`),
    ),
  ],
} as const satisfies Record<string, readonly string[]>;

/** Chakra's keyframes that no recipe, animation style, page or Chakra component plays. */
export const UNUSED_KEYFRAMES = [
  ...['circular-progress', 'expand-width', 'collapse-width', 'marqueeX', 'marqueeY'],
  ...['slide-from-left-full', 'slide-from-right-full', 'slide-from-top-full', 'slide-from-bottom-full'],
  ...['slide-to-left-full', 'slide-to-right-full', 'slide-to-top-full', 'slide-to-bottom-full'],
] as const;

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

const without = (tree: Tree, names: readonly string[]): Tree =>
  Object.fromEntries(Object.entries(tree).filter(([name]) => !names.includes(name)));

/** `tokens` without the colour palettes named in `palettes` (their shades, or their semantic roles). */
export function withoutPalettes<T extends { colors?: unknown }>(tokens: T, palettes: readonly string[]): T {
  if (!isTree(tokens.colors)) return tokens;
  return { ...tokens, colors: without(tokens.colors, palettes) };
}

/**
 * `tokens` without the tokens named in `unused`, by category; a dotted name (`red.900`) is a token
 * inside a group (a palette's shade).
 */
export function withoutTokens<T extends object>(tokens: T, unused: Readonly<Record<string, readonly string[]>>): T {
  const result: Tree = { ...(tokens as Tree) };
  for (const [category, names] of Object.entries(unused)) {
    const tree = result[category];
    if (!isTree(tree)) continue;
    const flat = names.filter((name) => !name.includes('.'));
    const trimmed = without(tree, flat);
    for (const name of names.filter((name) => name.includes('.'))) {
      const [group, token] = name.split('.');
      const inner = trimmed[group];
      if (isTree(inner)) trimmed[group] = without(inner, [token]);
    }
    result[category] = trimmed;
  }
  return result as T;
}

/** `keyframes` without those named in `unused`. */
export const withoutKeyframes = <T extends object>(keyframes: T, unused: readonly string[]): T =>
  without(keyframes as Tree, unused) as T;

/**
 * Semantic tokens with their light value only. The portal has no dark mode: Chakra's `_dark`
 * condition applies under a `.dark` class, which nothing sets, so the dark values were variables
 * and rules that never applied.
 */
export function lightOnly<T>(semanticTokens: T): T {
  const walk = (node: unknown): unknown => {
    if (!isTree(node)) return node;
    if ('value' in node) {
      const value = node['value'];
      return isTree(value) && '_light' in value ? { ...node, value: value['_light'] } : node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(semanticTokens) as T;
}

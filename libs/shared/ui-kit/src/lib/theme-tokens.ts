/**
 * Trims Chakra's default tokens to what the portal can show, before `createSystem` turns each one
 * into CSS variables, utility values and style rules on every page load (issue 14: the system was
 * about 100 ms of a phone's first task). The look does not change: what goes can never apply.
 */

/** Chakra's colour palettes that no page, recipe or semantic token of the portal names. */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'pink'] as const;

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `tokens` without the colour palettes named in `palettes` (their shades, or their semantic roles). */
export function withoutPalettes<T extends { colors?: unknown }>(tokens: T, palettes: readonly string[]): T {
  if (!isTree(tokens.colors)) return tokens;
  const colors = Object.fromEntries(Object.entries(tokens.colors).filter(([name]) => !palettes.includes(name)));
  return { ...tokens, colors };
}

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

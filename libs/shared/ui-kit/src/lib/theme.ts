import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import {
  lightOnly,
  UNUSED_KEYFRAMES,
  UNUSED_PALETTES,
  UNUSED_TOKENS,
  withoutKeyframes,
  withoutPalettes,
  withoutTokens,
} from './theme-tokens';

/**
 * Chakra's default theme with only the recipes of the components the portal uses (issue 14: the
 * full set of 80 recipes was about 30 kB gzip of every site's first download). A component whose
 * recipe is missing renders unstyled: add its recipe here when a page starts using a new one
 * (theme.test.ts checks the imports of every lib against this list). Its tokens and keyframes leave
 * out what nothing names and the dark values no page shows (theme-tokens.ts).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: withoutKeyframes(keyframes, UNUSED_KEYFRAMES),
    tokens: withoutTokens(withoutPalettes(tokens, UNUSED_PALETTES), UNUSED_TOKENS),
    semanticTokens: lightOnly(withoutPalettes(semanticTokens, UNUSED_PALETTES)),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The festival look: a warm coral "sunset" brand on sand, with a deep ocean teal accent.
 * Solid fills use the 700 shades so white text keeps at least 4.5:1 contrast (WCAG AA).
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff4ed' },
          100: { value: '#ffe5d3' },
          200: { value: '#fec7a6' },
          300: { value: '#fda06e' },
          400: { value: '#fb6f35' },
          500: { value: '#f14c12' },
          600: { value: '#d93a08' },
          700: { value: '#b42c09' },
          800: { value: '#8f2510' },
          900: { value: '#742110' },
          950: { value: '#3f0d05' },
        },
        ocean: {
          50: { value: '#effcfb' },
          100: { value: '#d6f6f4' },
          200: { value: '#b1ecea' },
          300: { value: '#7bdcdb' },
          400: { value: '#3ec3c4' },
          500: { value: '#22a7aa' },
          600: { value: '#1f868f' },
          700: { value: '#1f6b74' },
          800: { value: '#215860' },
          900: { value: '#1f4a52' },
          950: { value: '#0e2f36' },
        },
        sand: {
          50: { value: '#fdfaf4' },
          100: { value: '#f8f1e3' },
          200: { value: '#efe0c2' },
        },
      },
      fonts: {
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: lightOnly({
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.700}' },
        },
        ocean: {
          solid: { value: '{colors.ocean.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.ocean.800}', _dark: '{colors.ocean.200}' } },
          muted: { value: '{colors.ocean.100}' },
          subtle: { value: '{colors.ocean.50}' },
          emphasized: { value: '{colors.ocean.200}' },
          focusRing: { value: '{colors.ocean.700}' },
        },
        // WCAG 2.2 focus appearance: the rings are dark enough for 3:1 on the light surfaces
        // (gray.700 is 10:1 on white; Chakra's gray.400 was 2.5:1).
        gray: { focusRing: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.200}' } } },
        // Chakra's default red.500 error text is 3.8:1 on white; red.700 keeps small error text at AA.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        page: { value: { _light: '{colors.sand.50}', _dark: '{colors.gray.950}' } },
      },
    }),
  },
  globalCss: {
    'html, body': { bg: 'page', color: 'fg' },
    // Every focus ring at least 2 px (Chakra draws 1 px inside fields and 2 px elsewhere); on the
    // dark header and footer, a surface sets `data-surface="dark"` and the ring turns white.
    '*': { '--focus-ring-width': '3px' },
    '[data-surface=dark] :focus-visible': { outlineColor: 'white !important' },
  },
});

let built: SystemContext | undefined;
let withStylesOnPage: SystemContext | undefined;

/**
 * The attribute of the `<style>` element a built page carries Chakra's global styles in (the
 * cascade layers' order, the reset, the global CSS and the theme's variables), written at build
 * time from this system by tools/vite/chakra-global-styles.ts.
 */
export const BUILT_GLOBAL_STYLES_ATTRIBUTE = 'data-chakra-global';

/**
 * The Chakra system, built on first use rather than when the bundle is evaluated: building it
 * takes 60-80 ms (more on a phone), and start-up gives it a task of its own so that no single task
 * blocks the page for long (issue 14: total blocking time).
 */
export function getSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return built;
}

/**
 * The system to give ChakraProvider on this page. A built page already carries Chakra's global
 * styles (BUILT_GLOBAL_STYLES_ATTRIBUTE): it gets the same system with none, so that the first
 * render neither computes nor inserts them again (issue 14: they were the largest piece of each
 * site's first render, and the build no longer makes createSystem compute them up front). Elsewhere
 * (the dev server, tests, Storybook) ChakraProvider inserts them as usual.
 */
export function getPageSystem(doc: Document | undefined = globalThis.document): SystemContext {
  const system = getSystem();
  if (!doc?.querySelector(`style[${BUILT_GLOBAL_STYLES_ATTRIBUTE}]`)) return system;
  withStylesOnPage ??= Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
  return withStylesOnPage;
}

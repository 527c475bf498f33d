import { Button, ChakraProvider, Flex, Heading, Text } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSiteConfig } from '@festival/shared-data-access-api-client';
import { setDisplayLocale } from '@festival/shared-util-dates';
import { setCurrencyLocale } from '@festival/shared-util-fee-calculator';
import {
  adoptLanguage,
  createI18n,
  DEFAULT_LANGUAGE,
  hasStoredLocale,
  localeCookie,
  localeFromCookie,
  readStoredLocale,
  type Namespace,
} from '@festival/shared-util-i18n';
import { allowHttpWebLinks, type SiteConfig } from '@festival/shared-util-api-contracts';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DATA_ID,
  SIGNED_IN_ATTRIBUTE,
  keepShellFields,
  readPrerenderedData,
  siteForHost,
  type Site,
} from '@festival/shared-util-site';
import {
  createStagedRender,
  Deferred,
  getPageSystem,
  keepPrerenderedShell,
  SplashScreen,
  StagedRenderProvider,
  type StagedRender,
} from '@festival/shared-ui-kit';
import { AppProviders } from './app-providers';
import { createAppContext, type AuthHooks } from './create-app-context';
import { createStyleCache } from './style-cache';
import { fetchTranslationFile, setDocumentCookie } from './translation-file';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The translation namespaces each site's first page shows, downloaded before it renders so
 * nothing flickers; a page needing another fetches it when it first renders (issue 14).
 */
export const FIRST_PAGE_NAMESPACES: Record<Site, readonly Namespace[]> = {
  attendee: ['common', 'attendee', 'auth'],
  admin: ['common', 'admin', 'auth'],
  identity: ['common', 'identity', 'auth'],
};

/** How long a page with nothing on screen waits for the app before it shows the splash screen. */
export const SPLASH_DELAY_MS = 1000;

/**
 * Boots a site: `/config.json` from its own origin, then the app. One build runs in every
 * environment because nothing environment-specific is baked in.
 *
 * Issue 14 (total blocking time): the work is cut into tasks the browser can paint and answer
 * input between (the entry's evaluation, the Chakra system, then the rest of the start-up; the
 * app's first render is staged: its Deferred parts render in tasks of their own, out of sight
 * beside the page the server filled until the app is whole, see stagedInto). The splash screen
 * shows only when the app keeps the visitor waiting past SPLASH_DELAY_MS: a splash painted for a
 * moment is a flash, and it cost a render of Chakra's global styles that the app then did again.
 */
export async function startApp(
  rootElement: HTMLElement,
  expected: Site,
  App: ComponentType,
  hooks: AuthHooks = {},
): Promise<void> {
  await yieldToBrowser();
  const system = getPageSystem();
  await yieldToBrowser();
  const staged = stagedInto(rootElement);
  const reactRoot = createRoot(staged.container);
  // Chakra's style elements carry the page's nonce (the Content-Security-Policy allows no others).
  const styleCache = createStyleCache();
  const root = {
    render: (node: ReactNode, stages?: StagedRender) => {
      // The splash screen and the error page are shown at once.
      if (!stages) staged.render.showNow();
      if (!staged.container.isConnected) rootElement.append(staged.container);
      reactRoot.render(
        <CacheProvider value={styleCache}>
          {stages ? <StagedRenderProvider value={stages}>{node}</StagedRenderProvider> : node}
        </CacheProvider>,
      );
    },
  };
  // A page the server filled (the attendee home, a sign-in page) stays on screen until the app
  // replaces it; what is typed into it is carried into the app's form. A sign-in page hidden from a
  // signed-in visitor shows nothing, as a page not filled. The splash is never rendered once the
  // app's render has started: as a later update, it would win.
  keepShellFields(rootElement);
  const shellShown =
    rootElement.hasAttribute(PRERENDERED_ATTRIBUTE) && !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);
  const splash = shellShown
    ? undefined
    : setTimeout(
        () =>
          root.render(
            <ChakraProvider value={system}>
              <SplashScreen />
            </ChakraProvider>,
          ),
        SPLASH_DELAY_MS,
      );

  const site = siteForHost(window.location.host);
  if (site !== expected) {
    // Happens with the Vite dev server on plain localhost; the server itself routes by host.
    console.info(`This build is the ${expected} site; the host ${window.location.host} maps to ${site}.`);
  }

  // The language the server wrote a filled page in (read before anything here changes <html lang>):
  // with no choice stored, the page keeps it until the app knows whether it can follow it.
  const servedLanguage = rootElement.hasAttribute(PRERENDERED_ATTRIBUTE) ? document.documentElement.lang : '';
  applyLanguage(
    servedLanguage && !hasStoredLocale(safeStorage()) ? servedLanguage : readStoredLocale(safeStorage()).language,
  );

  try {
    const config = await loadSiteConfig();
    allowHttpWebLinks(config.environment === 'embedded');
    await followServedLanguage(servedLanguage, config);
    applyLanguage(readStoredLocale(safeStorage()).language);
    const context = await createAppContext(config, {
      ...hooks,
      storage: safeStorage(),
      namespaces: FIRST_PAGE_NAMESPACES[expected],
    });
    // The answers the server filled the page from: the first render shows the same content.
    const prerendered = readPrerenderedData(document.getElementById(PRERENDERED_DATA_ID)?.textContent);
    for (const { queryKey, data } of prerendered.queries) context.queryClient.setQueryData(queryKey, data);
    await shellPicturesShown(rootElement);
    await yieldToBrowser();
    clearTimeout(splash);
    // While the app waits at start-up (a stored session, a signed-in page's file), it shows the filled page.
    if (rootElement.hasAttribute(PRERENDERED_ATTRIBUTE)) keepPrerenderedShell(rootElement);
    // A transition under React (the dev server): it renders the app in short slices; the production
    // builds' preact/compat has none, hence the staged render. What is on screen (the filled page,
    // the splash screen or nothing yet) stays until the app replaces it.
    startTransition(() =>
      root.render(
        <AppProviders context={context}>
          {/* Staged (issue 14): the app's own tree renders in a task after the providers'. */}
          <Deferred>
            <App />
          </Deferred>
        </AppProviders>,
        staged.render,
      ),
    );
    setTimeout(() => staged.render.showNow(), STAGED_RENDER_LIMIT_MS);
  } catch (error) {
    clearTimeout(splash);
    console.error(error);
    applyLanguage(readStoredLocale(safeStorage()).language);
    const i18n = await createI18n(readStoredLocale(safeStorage()).language, { namespaces: ['common'] });
    root.render(
      <ChakraProvider value={system}>
        <Flex
          as="main"
          direction="column"
          align="center"
          justify="center"
          minH="100dvh"
          gap="4"
          p="6"
          textAlign="center"
        >
          <Heading as="h1" size="2xl">
            {i18n.t('errors.configTitle')}
          </Heading>
          <Text>{i18n.t('errors.configBody')}</Text>
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {i18n.t('errors.reload')}
          </Button>
        </Flex>
      </ChakraProvider>,
    );
  }
}

/** How long a staged first render may take before the app is shown anyway (a part that never renders). */
export const STAGED_RENDER_LIMIT_MS = 5000;

/**
 * The app's first render, staged (ui-kit's staged-render; preact/compat, in the production builds,
 * renders a tree in one task) into a container of its own in `rootElement`, hidden beside the page the
 * server filled until the app is whole; then the filled page is removed and the app shown in the
 * same task (no paint between).
 */
function stagedInto(rootElement: HTMLElement): { container: HTMLElement; render: StagedRender } {
  const container = document.createElement('div');
  container.hidden = true;
  const render = createStagedRender({
    nextTask: yieldToBrowser,
    show: () => {
      for (const node of [...rootElement.childNodes]) if (node !== container) node.remove();
      container.hidden = false;
      // No box of its own: the app lays out as if it were the root's child.
      container.style.display = 'contents';
    },
  });
  return { container, render };
}

/**
 * Dates and amounts written the chosen language's way (English keeps SPEC.md's forms), and the
 * page's language for screen readers (WCAG 3.1.1); switching reloads the page. A chosen language
 * is also kept in the locale cookie (a choice made before the cookie existed gets it here), so the
 * server fills the home page in it.
 */
function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  setDisplayLocale(language);
  setCurrencyLocale(language);
  if (hasStoredLocale(safeStorage()) && localeFromCookie(document.cookie) !== language)
    setDocumentCookie(localeCookie(language));
}

/**
 * A visitor who never chose a language gets the filled home in their browser's language (the
 * server's Accept-Language choice); the app carries on in it rather than switching to English
 * under their eyes. A failed download leaves English.
 */
async function followServedLanguage(served: string, config: SiteConfig): Promise<boolean> {
  const storage = safeStorage();
  if (!storage || !served || served === DEFAULT_LANGUAGE || hasStoredLocale(storage)) return false;
  return adoptLanguage(served, {
    storage,
    fetchTranslation: fetchTranslationFile,
    translationBaseUrl: config.translationBaseUrl,
    setCookie: setDocumentCookie,
  });
}

/** How long the app waits for a filled page's pictures before it takes over anyway. */
const SHELL_PICTURES_WAIT_MS = 2500;

/**
 * A filled page's pictures (the home's banner, its largest paint), loaded and painted before the
 * app replaces them with its own: otherwise a fast bundle removes the banner unseen, and the page's
 * largest paint waits for the app to show it again.
 */
async function shellPicturesShown(rootElement: HTMLElement): Promise<void> {
  if (!rootElement.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  const pictures = [...rootElement.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined));
  if (pictures.length === 0) return;
  await Promise.race([Promise.all(pictures), new Promise((resolve) => setTimeout(resolve, SHELL_PICTURES_WAIT_MS))]);
  // Two frames: the decoded pictures are painted before the app's first render replaces them (a
  // hidden tab paints no frames: there, a moment).
  await new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(resolve));
    setTimeout(resolve, 100);
  });
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

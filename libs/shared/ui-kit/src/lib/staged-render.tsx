import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Issue 14 (total blocking time): the production builds render on preact/compat, which renders a
 * tree in one task, however long. A site's first render can instead be made in stages: a `Deferred`
 * part renders nothing at first and its content in a later task, so the browser can answer input
 * between the stages. Meanwhile the app is out of sight (the page the server filled stays on
 * screen); it is shown at once, whole, when no part waits any more. Afterwards (and without a staged
 * render: tests, Storybook, the attendee site) a `Deferred` part renders its content at once.
 */
export interface StagedRender {
  /** Whether the app is on screen (every part rendered, or shown anyway). */
  shown(): boolean;
  /** A part waits to render: shows the app once every hold is released. Returns the release. */
  hold(): () => void;
  /** Resolves in a later task (the browser paints and handles input in between). */
  nextTask(): Promise<void>;
  /** Calls `listener` once the app is shown. */
  subscribe(listener: () => void): () => void;
  /** Shows the app now, whatever still waits. */
  showNow(): void;
}

/**
 * A staged render whose `show` puts the app on screen (in place of the filled page). Tasks follow
 * one another through `nextTask`.
 */
export function createStagedRender(options: { nextTask: () => Promise<void>; show: () => void }): StagedRender {
  let waiting = 0;
  let isShown = false;
  const listeners = new Set<() => void>();
  const showNow = () => {
    if (isShown) return;
    isShown = true;
    options.show();
    for (const listener of [...listeners]) listener();
  };
  return {
    shown: () => isShown,
    nextTask: options.nextTask,
    showNow,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hold: () => {
      waiting += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        waiting -= 1;
        if (waiting === 0) showNow();
      };
    },
  };
}

const StagedRenderContext = createContext<StagedRender | null>(null);

/**
 * Around a site's app: the staged render its `Deferred` parts wait in. The app is shown once its
 * first render is committed and no part waits (the provider's own hold ends with that commit).
 */
export function StagedRenderProvider({ value, children }: { value: StagedRender; children?: ReactNode }) {
  const [release] = useState(() => value.hold());
  // After every commit, not once: a commit that did not reach this effect (a part suspended) ends no hold.
  useLayoutEffect(() => release());
  return <StagedRenderContext.Provider value={value}>{children}</StagedRenderContext.Provider>;
}

/**
 * Its content renders in a later task than the parts around it while the site's first render is
 * staged; at once otherwise. Placed where a first page's work divides in parts of similar size.
 */
export function Deferred({ children }: { children?: ReactNode }) {
  const staged = useContext(StagedRenderContext);
  const [release] = useState(() => (staged && !staged.shown() ? staged.hold() : null));
  const [ready, setReady] = useState(release === null);
  useLayoutEffect(() => {
    if (ready || !staged) return undefined;
    let live = true;
    void staged.nextTask().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, staged]);
  // Once its content is committed (its own Deferred parts hold by then): after every commit, since a
  // commit its content suspended in does not count. Unmounted while waiting, it waits no more.
  useLayoutEffect(() => {
    if (ready) release?.();
  });
  useLayoutEffect(() => () => release?.(), [release]);
  return ready ? children : null;
}

const alwaysShown = () => true;
const noSubscription = () => () => undefined;

/**
 * Whether the app is on screen: false while its first render is staged out of sight (for what must
 * wait for the visitor to see it, e.g. moving focus into the app's form).
 */
export function useStagedRenderShown(): boolean {
  const staged = useContext(StagedRenderContext);
  return useSyncExternalStore(staged?.subscribe ?? noSubscription, staged?.shown ?? alwaysShown);
}

/**
 * Keeps the app out of sight while the calling part is mounted during a staged first render (the
 * page the server filled stays on screen meanwhile: a start-up wait); true once the app is shown.
 */
export function useStagedRenderHold(): boolean {
  const staged = useContext(StagedRenderContext);
  const [release] = useState(() => (staged && !staged.shown() ? staged.hold() : null));
  useLayoutEffect(() => () => release?.(), [release]);
  return useStagedRenderShown();
}

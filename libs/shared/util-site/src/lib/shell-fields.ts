/**
 * The inputs of a pre-rendered page (the sign-in form the server drew), kept when the app takes
 * over: what a visitor typed there before the app's first render, and where they were typing, is
 * carried into the app's own form (issue 14: the shell replaced without a visible change).
 */
let kept = new Map<string, HTMLInputElement>();
/** The kept input the visitor was last in: removing the shell moves the focus to the body, not elsewhere. */
let lastFocused: Element | null = null;

/** Keeps the named inputs of `root`'s pre-rendered content, before the app's first render replaces them. */
export function keepShellFields(root: ParentNode & Node): void {
  kept = new Map([...root.querySelectorAll<HTMLInputElement>('input[name]')].map((input) => [input.name, input]));
  const document = root.ownerDocument ?? (root as Document);
  lastFocused = document.activeElement;
  root.addEventListener('focusin', (event) => (lastFocused = event.target as Element));
}

export interface ShellField {
  /** What is in the shell's input now (the element outlives its removal from the page). */
  value: () => string;
  /**
   * Whether the visitor is in that input, or was when the app's render removed it: the app's
   * render is a transition, in which the visitor may still move from one field to the other.
   */
  focused: () => boolean;
}

/** The kept shell input named `name`, or none (no shell, or its fields were taken already). */
export function shellField(name: string): ShellField | undefined {
  const input = kept.get(name);
  if (!input) return undefined;
  return {
    value: () => input.value,
    focused: () => input.ownerDocument.activeElement === input || (!input.isConnected && lastFocused === input),
  };
}

/** Forgets the kept inputs once the app's form has their values: a later form starts empty. */
export function releaseShellFields(): void {
  kept = new Map();
  lastFocused = null;
}

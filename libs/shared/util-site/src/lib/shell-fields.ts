/**
 * The inputs of a pre-rendered page (the sign-in form the server drew), kept when the app takes
 * over: what a visitor typed there before the app's first render, and where they were typing, is
 * carried into the app's own form (issue 14: the shell replaced without a visible change).
 */
let kept = new Map<string, HTMLInputElement>();

/** Keeps the named inputs of `root`'s pre-rendered content, before the app's first render replaces them. */
export function keepShellFields(root: ParentNode): void {
  kept = new Map([...root.querySelectorAll<HTMLInputElement>('input[name]')].map((input) => [input.name, input]));
}

export interface ShellField {
  /** What is in the shell's input now (the element outlives its removal from the page). */
  value: () => string;
  /** Whether the visitor is in that input (true only while the shell is still on the page). */
  focused: () => boolean;
}

/** The kept shell input named `name`, or none (no shell, or its fields were taken already). */
export function shellField(name: string): ShellField | undefined {
  const input = kept.get(name);
  if (!input) return undefined;
  return { value: () => input.value, focused: () => input.ownerDocument.activeElement === input };
}

/** Forgets the kept inputs once the app's form has their values: a later form starts empty. */
export function releaseShellFields(): void {
  kept = new Map();
}

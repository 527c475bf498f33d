import '@testing-library/jest-dom/vitest';

// React prints some mistakes only as console errors: children sharing a key (which can leave stale
// elements behind), a list without keys, invalid nesting, an unknown DOM property. A test that
// causes one fails, so the mistake is found where it is made.
const REACT_MISTAKES = [
  /two children with the same key/,
  /should have a unique "key" prop/,
  /cannot be a descendant of|cannot contain a nested/,
  /React does not recognize the `[^`]+` prop/,
];
const mistakes: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? arg.message : '')).join(' ');
  if (REACT_MISTAKES.some((pattern) => pattern.test(text))) mistakes.push(text.slice(0, 300));
  consoleError(...args);
};

afterEach(() => {
  if (mistakes.length === 0) return;
  const found = mistakes.splice(0);
  throw new Error(`React reported a mistake while this test ran:\n${found.join('\n')}`);
});

/**
 * Downloads a language's translation file. Revalidated by ETag each time, so a translation saved a
 * moment ago is the one stored.
 */
export async function fetchTranslationFile(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Remembers the language for the server too (the locale cookie). */
export function setDocumentCookie(cookie: string): void {
  document.cookie = cookie;
}

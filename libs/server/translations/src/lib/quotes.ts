import type { Quote } from '@festival/shared-util-api-contracts';

/** Where the random quote comes from (SPEC.md §7 "a third-party quote service"). */
export interface QuoteProvider {
  random(language: string): Promise<Quote>;
}

interface BundledQuote {
  text: string;
  language: string;
  source: string;
  /** The meaning per reader language; `en` is required. */
  meaning: Record<string, string> & { en: string };
}

/** Well-known Pacific proverbs and one quote, with their usual English renderings. */
export const BUNDLED_QUOTES: readonly BundledQuote[] = [
  {
    text: 'He aha te mea nui o te ao? He tangata, he tangata, he tangata.',
    language: 'mi',
    source: 'Māori whakataukī',
    meaning: {
      en: 'What is the greatest thing in the world? It is people, it is people, it is people.',
      fr: 'Quelle est la chose la plus importante au monde ? Ce sont les gens, les gens, les gens.',
    },
  },
  {
    text: 'Nāu te rourou, nāku te rourou, ka ora ai te iwi.',
    language: 'mi',
    source: 'Māori whakataukī',
    meaning: {
      en: 'With your food basket and my food basket, the people will thrive.',
      fr: 'Avec ton panier et mon panier, le peuple prospérera.',
    },
  },
  {
    text: 'ʻAʻohe hana nui ke alu ʻia.',
    language: 'haw',
    source: 'ʻŌlelo Noʻeau (Hawaiian proverb)',
    meaning: {
      en: 'No task is too big when done together by all.',
      fr: 'Aucune tâche n’est trop grande quand tous la font ensemble.',
    },
  },
  {
    text: 'I ka ʻōlelo nō ke ola, i ka ʻōlelo nō ka make.',
    language: 'haw',
    source: 'ʻŌlelo Noʻeau (Hawaiian proverb)',
    meaning: {
      en: 'In language there is life, in language there is death.',
      fr: 'Dans la parole est la vie, dans la parole est la mort.',
    },
  },
  {
    text: 'O le ala i le pule o le tautua.',
    language: 'sm',
    source: 'Samoan proverb',
    meaning: {
      en: 'The path to leadership is through service.',
      fr: 'Le chemin vers l’autorité passe par le service.',
    },
  },
  {
    text: 'We are the sea, we are the ocean.',
    language: 'en',
    source: 'Epeli Hauʻofa, “The Ocean in Us”',
    meaning: {
      en: 'We are the sea, we are the ocean.',
      fr: 'Nous sommes la mer, nous sommes l’océan.',
    },
  },
];

const toQuote = (quote: BundledQuote, language: string): Quote => ({
  text: quote.text,
  language: quote.language,
  meaning: quote.meaning[language] ?? quote.meaning.en,
  source: quote.source,
});

/** The embedded default: the bundled set, no network. */
export function bundledQuoteProvider(
  pick: (count: number) => number = (n) => Math.floor(Math.random() * n),
): QuoteProvider {
  return {
    async random(language) {
      return toQuote(BUNDLED_QUOTES[pick(BUNDLED_QUOTES.length)], language);
    },
  };
}

export interface HttpQuoteProviderOptions {
  /** GET `<url>?language=<code>` answering `{ text, meaning?, source?|author?, language? }` (or that inside `data`). */
  url: string;
  timeoutMs: number;
  fallback: QuoteProvider;
  fetch?: typeof fetch;
  onError?: (error: unknown) => void;
}

/** A quote service over HTTP; whatever goes wrong (timeout, status, shape), the fallback answers. */
export function httpQuoteProvider(options: HttpQuoteProviderOptions): QuoteProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    async random(language) {
      try {
        const url = new URL(options.url);
        url.searchParams.set('language', language);
        const response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`quote service answered ${response.status}`);
        const body = (await response.json()) as Record<string, unknown>;
        const raw = (body['data'] && typeof body['data'] === 'object' ? body['data'] : body) as Record<string, unknown>;
        const text = raw['text'] ?? raw['quote'] ?? raw['content'];
        if (typeof text !== 'string' || text.trim() === '' || text.length > 1000)
          throw new Error('quote service answered no text');
        const str = (value: unknown) => (typeof value === 'string' && value.length <= 500 ? value : undefined);
        return {
          text,
          language: str(raw['language']) ?? language,
          meaning: str(raw['meaning']) ?? text,
          source: str(raw['source']) ?? str(raw['author']) ?? '',
        };
      } catch (error) {
        options.onError?.(error);
        return options.fallback.random(language);
      }
    },
  };
}

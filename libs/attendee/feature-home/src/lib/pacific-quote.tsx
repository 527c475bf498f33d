import { Box, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRandomQuote } from '@festival/shared-data-access-translations';
import { useNearViewport } from '@festival/shared-ui-kit';

/**
 * A Pacific proverb or quote (SPEC.md §7 "random quotes"). It sits below the fold on a phone: it
 * is fetched (and with it the API client, about 21 kB gzip) only once the visitor scrolls to it
 * (issue 14: the home's first download). Until it arrives, and on failure, an empty space of a
 * short quote's height keeps what follows from jumping when it does.
 */
export function PacificQuote() {
  const { t, i18n } = useTranslation('attendee');
  const space = useRef<HTMLDivElement>(null);
  const quote = useRandomQuote(i18n.language, { enabled: useNearViewport(space) });
  if (!quote.data) return <Box ref={space} mt="8" minH="6rem" aria-hidden />;
  const { text, meaning, source, language } = quote.data;
  return (
    <Box
      as="figure"
      aria-label={t('home.quoteLabel')}
      borderStartWidth="4px"
      borderColor="brand.solid"
      ps="4"
      py="2"
      mt="8"
    >
      <Text
        as="blockquote"
        lang={language}
        fontSize={{ base: 'lg', md: 'xl' }}
        fontStyle="italic"
        overflowWrap="anywhere"
      >
        {text}
      </Text>
      {meaning !== text && (
        <Text mt="1" color="fg.muted" overflowWrap="anywhere">
          {meaning}
        </Text>
      )}
      <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted">
        — {source}
      </Text>
    </Box>
  );
}

import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRandomQuote } from '@festival/shared-data-access-translations';

/** A Pacific proverb or quote (SPEC.md §7 "random quotes"); nothing at all while loading or on failure. */
export function PacificQuote() {
  const { t, i18n } = useTranslation('attendee');
  const quote = useRandomQuote(i18n.language);
  if (!quote.data) return null;
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

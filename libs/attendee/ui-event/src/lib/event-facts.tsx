import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EventFact {
  /** What is told, e.g. "Dates" (translated by the page); also the item's key, so unique. */
  label: string;
  value: ReactNode;
}

/** An event's facts (dates, location, places left) as a description list: a column on a phone, a row beside. */
export function EventFacts({ facts }: { facts: EventFact[] }) {
  return (
    <Stack as="dl" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }}>
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text as="dd" fontWeight="semibold">
            {fact.value}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

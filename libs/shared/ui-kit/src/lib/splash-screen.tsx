import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';

export interface SplashScreenProps {
  /** Shown under the title; plain text because the splash may appear before translations load. */
  message?: string;
  title?: string;
}

/** The first thing a visitor sees while the site loads its configuration. */
// The same words as DEFAULT_FESTIVAL_NAME in util-api-contracts, written out: importing the constant
// would pull the contracts' TypeBox schemas into every site's first download (tools/bench/first-load.ts).
export function SplashScreen({ title = 'Pacific Arts & Culture Festival', message }: SplashScreenProps) {
  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-busy="true"
      direction="column"
      align="center"
      justify="center"
      minH="100dvh"
      gap="6"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="ocean.800"
      color="white"
      px="6"
      textAlign="center"
    >
      <Box aria-hidden="true" w="16" h="16" borderRadius="full" bg="whiteAlpha.300" display="grid" placeItems="center">
        <Spinner size="lg" color="white" borderWidth="3px" />
      </Box>
      <Heading as="p" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {message && <Text fontSize="md">{message}</Text>}
    </Flex>
  );
}

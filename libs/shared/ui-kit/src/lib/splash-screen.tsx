import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { DEFAULT_FESTIVAL_NAME } from '@festival/shared-util-api-contracts';

export interface SplashScreenProps {
  /** Shown under the title; plain text because the splash may appear before translations load. */
  message?: string;
  title?: string;
}

/** The first thing a visitor sees while the site loads its configuration. */
export function SplashScreen({ title = DEFAULT_FESTIVAL_NAME, message }: SplashScreenProps) {
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

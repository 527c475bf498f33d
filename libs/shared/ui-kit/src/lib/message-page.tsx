import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MessagePageProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: string;
  body: string;
  /** -1 lets the page move focus to the heading after a failure. */
  headingTabIndex?: number;
  /** Shown above the heading (e.g. a large "404"). */
  mark?: ReactNode;
  /** The actions under the body. */
  children: ReactNode;
}

/** The centred full-page message shared by the error and not-found pages. */
export function MessagePage({ titleId, title, body, headingTabIndex, mark, children }: MessagePageProps) {
  return (
    <Flex
      as="section"
      aria-labelledby={titleId}
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      py="20"
      px="6"
      minH="60vh"
    >
      {mark}
      <Heading as="h1" id={titleId} size="2xl" tabIndex={headingTabIndex}>
        {title}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {body}
      </Text>
      {children}
    </Flex>
  );
}

import { Container, type ContainerProps } from '@chakra-ui/react';

/** The centred content column of a page. */
export function PageContainer(props: ContainerProps) {
  return <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} {...props} />;
}

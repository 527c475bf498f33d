import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4" mb="8">
      <Stack gap="2">
        <Heading as="h1" size="3xl" letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="lg">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Stack>
  );
}

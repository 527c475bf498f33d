import { Button, Text } from '@chakra-ui/react';

/** The line under a sign-in or sign-up form that switches to the other one ("No account yet? Sign up"). */
export function OtherFormLine({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <Text fontSize="sm">
      {text}{' '}
      <Button variant="plain" colorPalette="brand" size="sm" px="0" onClick={onClick}>
        {action}
      </Button>
    </Text>
  );
}

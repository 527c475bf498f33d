import { Button, type ButtonProps } from '@chakra-ui/react';

export interface HomeButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  /** Where the link goes when there is no `onHome`. */
  homeHref?: string;
  /** Used instead of a link when the app has a router, so the visit stays in the app. */
  onHome?: () => void;
}

/** "Back to Home": a button when the app navigates itself, otherwise a plain link. */
export function HomeButton({ homeHref = '/', onHome, children, ...buttonProps }: HomeButtonProps) {
  return onHome ? (
    <Button {...buttonProps} colorPalette="brand" onClick={onHome}>
      {children}
    </Button>
  ) : (
    <Button asChild {...buttonProps} colorPalette="brand">
      <a href={homeHref}>{children}</a>
    </Button>
  );
}

import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';

export interface DialogSpec {
  title: string;
  body: ReactNode;
  /** Buttons at the bottom; gets the function that closes this dialog. Defaults to one Close button. */
  footer?: (close: () => void) => ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  role?: 'dialog' | 'alertdialog';
  /** 'inside': the dialog keeps to the viewport and its body scrolls (header and footer stay in view). */
  scrollBehavior?: 'inside' | 'outside';
  onClose?: () => void;
}

export interface StackedDialogProps {
  dialog: DialogSpec;
  isTop: boolean;
  onClose: () => void;
  closeLabel: string;
}

/** One dialog of the stack: the Chakra dialog, in its own file, fetched after the first page has rendered. */
export function StackedDialog({ dialog, isTop, onClose, closeLabel }: StackedDialogProps) {
  const below = !isTop;
  const footer = dialog.footer ? (
    dialog.footer(onClose)
  ) : (
    <Button colorPalette="brand" onClick={onClose}>
      {closeLabel}
    </Button>
  );
  return (
    <Dialog.Root
      open
      modal={false}
      trapFocus
      preventScroll
      role={dialog.role ?? 'dialog'}
      size={dialog.size ?? 'md'}
      scrollBehavior={dialog.scrollBehavior ?? 'outside'}
      placement="center"
      onOpenChange={(e) => !e.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner inert={below} aria-hidden={below || undefined}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{dialog.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* A body that waits (its strings, a field's strings) waits here: the dialog itself, its
                  title and its state are in place at once, and are not taken down meanwhile. */}
              <Suspense fallback={null}>{dialog.body}</Suspense>
            </Dialog.Body>
            {footer != null && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

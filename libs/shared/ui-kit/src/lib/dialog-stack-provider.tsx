import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from './toaster';

/** SPEC.md §2, §9: up to five dialogs can be stacked. */
export const MAX_STACKED_DIALOGS = 5;

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

export interface DialogStack {
  /** Opens a dialog on top of the others; returns its id, or null when five are open already. */
  open: (spec: DialogSpec) => string | null;
  close: (id: string) => void;
  closeAll: () => void;
  count: number;
}

interface OpenDialog extends DialogSpec {
  id: string;
  returnFocus: HTMLElement | null;
}

const DialogStackContext = createContext<DialogStack | null>(null);

export function DialogStackProvider({ children, max = MAX_STACKED_DIALOGS }: { children: ReactNode; max?: number }) {
  const { t } = useTranslation('common');
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const stack = useRef<OpenDialog[]>([]);
  const nextId = useRef(0);

  const commit = useCallback((next: OpenDialog[]) => {
    stack.current = next;
    setDialogs(next);
  }, []);

  const open = useCallback(
    (spec: DialogSpec) => {
      if (stack.current.length >= max) {
        showErrorToast(t('dialogs.limitReached'));
        return null;
      }
      nextId.current += 1;
      const id = `dialog-${nextId.current}`;
      const returnFocus = typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null;
      commit([...stack.current, { ...spec, id, returnFocus }]);
      return id;
    },
    [commit, max, t],
  );

  const close = useCallback(
    (id: string) => {
      const dialog = stack.current.find((d) => d.id === id);
      if (!dialog) return;
      commit(stack.current.filter((d) => d.id !== id));
      dialog.onClose?.();
      // Focus goes back to what opened the dialog, as keyboard and screen-reader users expect.
      queueMicrotask(() => dialog.returnFocus?.isConnected && dialog.returnFocus.focus());
    },
    [commit],
  );

  const closeAll = useCallback(() => {
    const all = stack.current;
    commit([]);
    all.forEach((d) => d.onClose?.());
  }, [commit]);

  const value = useMemo(
    () => ({ open, close, closeAll, count: dialogs.length }),
    [open, close, closeAll, dialogs.length],
  );

  // The stack decides who is exposed, in the same render that opens or closes a dialog: the page
  // and every dialog below the top are inert and hidden from assistive technology. (Left to each
  // modal, the hiding runs a frame late and a lower dialog's late hide can land on the one above.)
  const covered = dialogs.length > 0;
  return (
    <DialogStackContext.Provider value={value}>
      <div inert={covered} aria-hidden={covered || undefined}>
        {children}
      </div>
      {dialogs.map((dialog, index) => (
        <StackedDialog
          key={dialog.id}
          dialog={dialog}
          isTop={index === dialogs.length - 1}
          onClose={() => close(dialog.id)}
          closeLabel={t('close')}
        />
      ))}
    </DialogStackContext.Provider>
  );
}

interface StackedDialogProps {
  dialog: OpenDialog;
  isTop: boolean;
  onClose: () => void;
  closeLabel: string;
}

function StackedDialog({ dialog, isTop, onClose, closeLabel }: StackedDialogProps) {
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
            <Dialog.Body>{dialog.body}</Dialog.Body>
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

export function useDialogStack(): DialogStack {
  const value = useContext(DialogStackContext);
  if (!value) throw new Error('useDialogStack needs a <DialogStackProvider>');
  return value;
}

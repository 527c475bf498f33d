import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogSpec, StackedDialogProps } from './stacked-dialog';
import { showErrorToast } from './toaster';

export type { DialogSpec } from './stacked-dialog';

// The Chakra dialog (Zag's dialog, focus trap, dismissable layer) is not part of any first page:
// its file is fetched once the stack mounts, after the first render, and used as soon as it is
// there; a dialog opened before that waits for it in a Suspense boundary.
type StackedDialogModule = typeof import('./stacked-dialog');
let loadedModule: StackedDialogModule | null = null;
let loading: Promise<StackedDialogModule> | null = null;
function loadStackedDialog(): Promise<StackedDialogModule> {
  loading ??= import('./stacked-dialog').then((module) => (loadedModule = module));
  return loading;
}
const LazyStackedDialog = lazy(() => loadStackedDialog().then((module) => ({ default: module.StackedDialog })));

// Dialogs render beside the app, outside its Suspense boundary: a body that waits for its strings
// or a form fetched on demand waits in the dialog's own boundary. (React would suspend the whole
// root instead; preact/compat, in the production build, has no such fallback and throws.)
function StackedDialogSlot(props: StackedDialogProps) {
  return (
    <Suspense fallback={null}>
      {loadedModule ? <loadedModule.StackedDialog {...props} /> : <LazyStackedDialog {...props} />}
    </Suspense>
  );
}

/** SPEC.md §2, §9: up to five dialogs can be stacked. */
export const MAX_STACKED_DIALOGS = 5;

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
  useEffect(() => void loadStackedDialog(), []);

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
        <StackedDialogSlot
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

export function useDialogStack(): DialogStack {
  const value = useContext(DialogStackContext);
  if (!value) throw new Error('useDialogStack needs a <DialogStackProvider>');
  return value;
}

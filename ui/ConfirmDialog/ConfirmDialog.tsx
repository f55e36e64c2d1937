import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  /** The question ("Excluir endereço?"). */
  title: ReactNode;
  /** What will happen, naming the thing it happens to. */
  children: ReactNode;
  /** The button that opens it, when the dialog owns its open state. */
  trigger?: ReactElement;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The way out, which changes nothing ("Cancelar", "Manter"). */
  cancelLabel: ReactNode;
  /** The destructive action ("Excluir", "Limpar carrinho"). */
  confirmLabel: ReactNode;
  /** Called with `close`: the caller closes when its action is done, or at once. */
  onConfirm: (close: () => void) => void;
  /** While the action runs: the confirm button spins and a second press does nothing. */
  isPending?: boolean;
}

/**
 * A question before something that cannot be undone (remove an address, clear the cart, cancel a
 * subscription): an alert dialog with a safe way out first and the destructive action last.
 */
export function ConfirmDialog({ title, children, trigger, isOpen, onOpenChange, cancelLabel, confirmLabel, onConfirm, isPending = false }: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      trigger={trigger}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel}
          </Button>
          <Button variant="danger" isPending={isPending} onPress={() => onConfirm(close)}>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}

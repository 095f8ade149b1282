import { t } from '@lingui/core/macro';
import { useRef, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that changes the node. Escape or Cancel backs out; focus starts on Cancel. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} role="alertdialog" onClose={onCancel} initialFocus={cancelRef} className="max-w-md">
      <div className="text-sm">{children}</div>
      <div className="flex justify-end gap-2">
        <Button ref={cancelRef} variant="secondary" size="lg" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button variant="primary" size="lg" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

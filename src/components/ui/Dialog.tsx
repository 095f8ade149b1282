import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { withClasses } from './with-classes';

export interface DialogProps {
  /** The heading; it names the dialog. */
  title: string;
  /** Called on Escape, on a click beside a `dialog`, and wherever the content closes it (Cancel, Close). */
  onClose: () => void;
  children: ReactNode;
  /** A question that needs an answer: a click beside it does not dismiss it (Escape still does). */
  role?: 'alertdialog';
  /** Takes the focus on open, instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Beside the title, e.g. a Close button. */
  titleAction?: ReactNode;
  /** The box's width (a `max-w-*` class). */
  className?: string;
}

/**
 * A modal dialog, shown while mounted: the parent renders it to open it and stops to close it.
 * `showModal()` makes the rest of the page inert, so the browser keeps the focus inside and closes
 * it on Escape; on close the focus goes back to the element that had it before.
 */
export function Dialog({ title, onClose, children, role, initialFocus, titleAction, className }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [initialFocus]);
  // The close event comes a task later: one queued by a close that StrictMode's remount undid finds the dialog open again.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };
  // A click on the backdrop lands on the dialog element itself: the content has its own box inside.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (role !== 'alertdialog' && event.target === event.currentTarget) onClose();
  };
  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={titleId}
      onClose={onNativeClose}
      onClick={onBackdropClick}
      className={withClasses(
        'm-auto w-full rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {titleAction}
        </div>
        {children}
      </div>
    </dialog>
  );
}

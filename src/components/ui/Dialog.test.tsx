// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ role }: { role?: 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  const doneRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Settings" role={role} onClose={() => setOpen(false)} initialFocus={doneRef}>
          <button ref={doneRef} type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

// jsdom does not focus a button on click, as a browser does.
function openFrom(opener: HTMLElement) {
  opener.focus();
  fireEvent.click(opener);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dialog', () => {
  it('default: opens as a modal dialog named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    openFrom(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(showModal).toHaveBeenCalledOnce();
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Settings' }).id).toBe(dialog.getAttribute('aria-labelledby'));
  });

  it('behavior: Escape closes it and the focus goes back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    openFrom(opener);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Done' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('behavior: closing from its content returns the focus too', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    openFrom(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('behavior: a click on the backdrop closes a dialog but not an alert dialog', async () => {
    const { unmount } = render(<Harness />);
    openFrom(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness role="alertdialog" />);
    openFrom(screen.getByRole('button', { name: 'Open' }));
    const alert = screen.getByRole('alertdialog', { name: 'Settings' });
    fireEvent.click(alert);
    expect(alert).toBeInTheDocument();
    fireEvent.keyDown(alert, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

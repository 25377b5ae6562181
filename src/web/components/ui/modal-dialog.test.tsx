import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

// The modal dialog from the keyboard: Tab stays inside it, Escape closes it, and the
// focus goes back to the button that opened it (jsdom has no showModal: the dialog is only open).

function Opener({ refocus }: { refocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <ModalDialog
          className="test-dialog"
          labelledBy="test-title"
          onClose={() => {
            setOpen(false);
            if (refocus) screen.getByRole('button', { name: 'Elsewhere' }).focus();
          }}
        >
          <h2 id="test-title">A question</h2>
          <button type="button">Yes</button>
          <button type="button" data-dialog-close>
            Cancel
          </button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog focus', () => {
  it('returns the focus to the opener after a close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'A question' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns the focus to the opener after Escape from inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('leaves the focus where the caller put it', async () => {
    const user = userEvent.setup();
    render(<Opener refocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { Dialog } from './dialog';

afterEach(cleanup);

/** The page as the app has it: everything in #root, dialogs in document.body. */
function Page({ onClose, closable = true }: { onClose?: () => void; closable?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit
      </button>
      <Dialog
        open={open}
        title="Submit the exam?"
        onClose={closable ? close : undefined}
        footer={
          <button type="button" onClick={close}>
            Cancel
          </button>
        }
      >
        <p>Unanswered: 2</p>
      </Dialog>
    </>
  );
}

const renderPage = (props: Parameters<typeof Page>[0] = {}) => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return render(<Page {...props} />, { container: root });
};

describe('the plain dialog', () => {
  it('takes focus, makes the page behind inert, closes on Escape and gives focus back', () => {
    const onClose = vi.fn();
    renderPage({ onClose });
    const opener = screen.getByRole('button', { name: 'Submit' });
    opener.focus();
    act(() => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog', { name: 'Submit the exam?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.getElementById('root')!.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    act(() => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('root')!.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('stays on Escape and offers no close button while it may not be dismissed', () => {
    renderPage({ closable: false });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    const dialog = screen.getByRole('dialog');
    act(() => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

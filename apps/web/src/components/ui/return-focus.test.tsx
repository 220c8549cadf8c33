import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened by state (as `?id=` does), with no DialogTrigger for Radix to return focus to. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        Office closed on Friday
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Office closed on Friday</DialogTitle>
          <DialogDescription>Both offices are closed.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('focus after a dialog', () => {
  it('goes back to what opened it, though it was no trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Office closed on Friday' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Office closed on Friday' });
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

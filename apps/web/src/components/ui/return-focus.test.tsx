import { act, render, screen, waitFor } from '@testing-library/react';
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

/** An action asked for in a dialog: its button waits, disabled, until the action is done. */
function SlowAction() {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  return (
    <>
      <button type="button" disabled={running} onClick={() => setOpen(true)}>
        Run payroll
      </button>
      <button type="button" onClick={() => setRunning(false)}>
        The run ends
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Run payroll?</DialogTitle>
          <DialogDescription>Slips are made for everyone.</DialogDescription>
          <button
            type="button"
            onClick={() => {
              setRunning(true);
              setOpen(false);
            }}
          >
            Start
          </button>
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

  it('goes back to an opener disabled while its action runs once it is enabled again', async () => {
    const user = userEvent.setup();
    render(<SlowAction />);
    const opener = screen.getByRole('button', { name: 'Run payroll' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(document.body);
    // The run ends (the app enables the button; no one clicked elsewhere).
    act(() => screen.getByRole('button', { name: 'The run ends' }).click());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

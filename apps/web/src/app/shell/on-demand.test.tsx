import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadOverlays, OnDemandOverlays, useIntent, useOnDemand } from './on-demand';

/** The "real" control: like a Radix root, it reads whether to open only when it mounts. */
function RealMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const [open] = useState(defaultOpen);
  const { openOnMount } = useOnDemand();
  return (
    <div>
      <button type="button" data-on-demand="menu" data-open={String(open)} data-flag={String(openOnMount)}>
        Real menu
      </button>
    </div>
  );
}

/** A header with one control: a look-alike until the overlays arrive, then the "real" one. */
function Control() {
  const { overlays, lookAlike, openOnMount } = useOnDemand();
  const intent = useIntent();
  return (
    <header {...intent}>
      {overlays ? (
        // Another tree than the look-alike's, as a Radix root around its trigger is: a new element.
        <RealMenu defaultOpen={openOnMount === 'menu'} />
      ) : (
        <button type="button" data-on-demand="menu" {...lookAlike('menu')}>
          Look-alike
        </button>
      )}
    </header>
  );
}

function renderShell() {
  return render(
    <OnDemandOverlays>
      <Control />
    </OnDemandOverlays>,
  );
}

describe('shell overlays on demand', () => {
  it('draws look-alikes until the person shows intent', async () => {
    renderShell();
    expect(screen.getByRole('button', { name: 'Look-alike' })).toBeTruthy();
    // Nothing asked for them: after a while they are still look-alikes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Real menu' })).toBeNull();
  });

  it('opens the control that was clicked before it could, once, and then starts closed', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Look-alike' }));
    const real = await screen.findByRole('button', { name: 'Real menu' });
    expect(real.dataset.open).toBe('true');
    // The flag is then cleared, so a later mount (the sidebar folding) starts closed.
    await waitFor(() => expect(real.dataset.flag).toBe('null'));
  });

  it('opens the control clicked after its module arrived but before it was drawn', async () => {
    renderShell();
    const lookAlike = screen.getByRole('button', { name: 'Look-alike' });
    await act(async () => {
      // Focus asks for the module; it arrives, and the click (an Enter on the focused look-alike)
      // comes before React has drawn the real control.
      fireEvent.focus(lookAlike);
      await loadOverlays();
      fireEvent.click(lookAlike);
    });
    const real = await screen.findByRole('button', { name: 'Real menu' });
    expect(real.dataset.open).toBe('true');
  });

  it('opens the control pressed as a look-alike and released on the real one', async () => {
    renderShell();
    const lookAlike = screen.getByRole('button', { name: 'Look-alike' });
    // The pointer's way in asks for the module, which arrives between the press and the release: the
    // click then falls on neither button, so the press alone must open it.
    fireEvent.pointerEnter(lookAlike.closest('header')!);
    fireEvent.pointerDown(lookAlike, { button: 0 });
    const real = await screen.findByRole('button', { name: 'Real menu' });
    fireEvent.pointerUp(real);
    expect(real.dataset.open).toBe('true');
  });

  it('moves focus from the look-alike to the real trigger', async () => {
    const user = userEvent.setup();
    renderShell();
    // Focus arriving in the header is intent: the look-alike it lands on is replaced under it.
    await user.tab();
    const real = await screen.findByRole('button', { name: 'Real menu' });
    await waitFor(() => expect(document.activeElement).toBe(real));
  });
});

/** Steps the page tests take the same way on every page. */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Deletes a row from its actions menu, sees the refusal that names what to do instead, takes that
 * way out and waits for the dialog to close.
 */
export async function deleteRefusedThenInstead(
  user: UserEvent,
  { row, confirm, refusal, instead }: { row: string; confirm: string; refusal: RegExp; instead: string },
) {
  await user.click(screen.getByRole('button', { name: `More actions for ${row}` }));
  await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
  await user.click(await screen.findByRole('button', { name: confirm }));
  expect(await screen.findByText(refusal)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: instead }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

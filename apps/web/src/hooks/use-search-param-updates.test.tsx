import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamUpdates } from './use-search-param-updates';

/** Two changes in one go, before the address renders again: a person picked, then a day typed. */
function Both({ ours }: { ours: boolean }) {
  const [params, setParams] = useSearchParams();
  const [, update] = useSearchParamUpdates();
  const pick = () => {
    if (ours) {
      update((next) => next.set('employee', 'e1'));
      update((next) => next.set('lastDay', '2026-11-15'));
    } else {
      setParams((prev) => new URLSearchParams([...prev, ['employee', 'e1']]));
      setParams((prev) => new URLSearchParams([...prev, ['lastDay', '2026-11-15']]));
    }
  };
  return (
    <button type="button" onClick={pick}>
      {params.toString()}
    </button>
  );
}

function renderAt(ours: boolean) {
  const router = createMemoryRouter([{ path: '/payroll', element: <Both ours={ours} /> }], {
    initialEntries: ['/payroll?tab=settlements'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSearchParamUpdates', () => {
  it('keeps both of two changes made before the address renders again', async () => {
    const router = renderAt(true);
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?tab=settlements&employee=e1&lastDay=2026-11-15');
  });

  it('is needed: the router’s own functional update drops the first of them', async () => {
    const router = renderAt(false);
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?tab=settlements&lastDay=2026-11-15');
  });
});

import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../features/auth/components/auth-provider';
import { renderRoutes, sampleUser, stubApi } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** Caches one answer while signed in, and signs out on request. */
function Probe() {
  const { status, signOut } = useAuth();
  const cached = useQuery({
    queryKey: ['probe'],
    queryFn: async () => 'cached',
    enabled: status === 'signed-in',
  });
  return (
    <>
      <p>{`${status}: ${cached.data ?? 'nothing cached'}`}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

describe('the data layer', () => {
  it('keeps what a session cached while it lasts, and drops it when it ends', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/auth/profile': { body: sampleUser },
      'POST /api/auth/logout': { body: { ok: true } },
    });
    const { queryClient } = renderRoutes([{ path: '/', element: <Probe /> }], '/');
    expect(await screen.findByText('signed-in: cached')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByText(/^signed-out/)).toBeTruthy());
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
  });
});

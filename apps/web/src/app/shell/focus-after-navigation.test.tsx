import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './focus-after-navigation';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <>
      <nav>
        <Link to="/b">Menu link to B</Link>
      </nav>
      <main ref={main} tabIndex={-1} aria-label="Content">
        <Outlet />
      </main>
    </>
  );
}

function PageA() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/b')}>
      Open B
    </button>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <PageA /> },
          { path: '/b', element: <h1>Page B</h1> },
        ],
      },
    ],
    // The first location is the one the page was loaded at.
    { initialEntries: ['/a'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, main: () => screen.getByRole('main', { name: 'Content' }) };
}

describe('focus after moving to another page', () => {
  it('leaves a page loaded from the address bar alone, so the first Tab starts at the top', () => {
    const { main } = renderApp();
    expect(screen.getByRole('button', { name: 'Open B' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(main()).not.toBe(document.activeElement);
  });

  it('moves a focus left on a control that has gone to the page’s content', async () => {
    const user = userEvent.setup();
    const { main } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Open B' }));
    await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(document.activeElement).toBe(main()));
  });

  it('keeps the focus where the person put it when that control is still there', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Menu link to B' }));
    await screen.findByRole('heading', { name: 'Page B' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Menu link to B' }));
  });
});

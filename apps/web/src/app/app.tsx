import { RouterProvider } from 'react-router/dom';
import { RootProviders } from './providers/root-providers';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <RootProviders>
      <RouterProvider router={router} />
    </RootProviders>
  );
}

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { QueryDialogBody } from './query-dialog-body';
import { Dialog, DialogContent } from './ui/dialog';

function Checklist({ fetch }: { fetch: () => Promise<{ name: string }> }) {
  const query = useQuery({ queryKey: ['checklist'], queryFn: fetch, retry: false });
  return (
    <Dialog open>
      <DialogContent>
        <QueryDialogBody
          query={query}
          noun="checklist"
          notFound="It may have been removed, or it is not yours to see."
        >
          {(record) => <p>{record.name}</p>}
        </QueryDialogBody>
      </DialogContent>
    </Dialog>
  );
}

const show = (fetch: () => Promise<{ name: string }>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Checklist fetch={fetch} />
    </QueryClientProvider>,
  );

const refused = (status: number) =>
  Promise.reject(new ApiError({ status, code: 'NOT_FOUND', message: 'Checklist not found.' }));

describe('QueryDialogBody', () => {
  it('names the dialog while the record loads, then shows it', async () => {
    let arrive: (value: { name: string }) => void = () => undefined;
    show(() => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('dialog', { name: 'Loading the checklist' })).toBeTruthy();
    arrive({ name: 'Joining Asha Rao' });
    expect(await screen.findByText('Joining Asha Rao')).toBeTruthy();
  });

  it('says the record is not available when the server will not show it', async () => {
    show(() => refused(404));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This checklist is not availableIt may have been removed, or it is not yours to see.',
    );
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('offers to try again after any other failure, and shows the record once it comes', async () => {
    let calls = 0;
    show(() => (++calls === 1 ? refused(500) : Promise.resolve({ name: 'Joining Asha Rao' })));
    expect(await screen.findByText('We could not load this checklist')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Checklist' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Joining Asha Rao')).toBeTruthy();
  });
});

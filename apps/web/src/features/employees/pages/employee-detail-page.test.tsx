import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { EmployeeDetailPage } from './employee-detail-page';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  renderRoutes([{ path: '/employees/:id', element: <EmployeeDetailPage /> }], path);

describe('employee page for a path that names no one', () => {
  it('says the employee cannot be shown without asking the server', async () => {
    const fetchMock = stubApi({});
    renderAt('/employees/not-a-real-id');
    expect(await screen.findByText('This employee cannot be shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same for an unknown id, asked once', async () => {
    const fetchMock = stubApi({});
    renderAt('/employees/0b8f3c2e-6a1d-4f7e-9c3b-2d5e8a1f4c70');
    expect(await screen.findByText('This employee cannot be shown')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import {
  DepartmentListResponseSchema,
  DepartmentSchema,
  DesignationListResponseSchema,
} from '@hrms/contracts/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { OrganizationSettingsSection } from './organization-settings-section';

describe('settings: departments and designations', () => {
  it('lists departments and designations; one with people is merged, not deleted', async () => {
    const user = userEvent.setup();
    const department = (
      id: string,
      name: string,
      code: string,
      people: number,
      parentId: string | null = null,
    ) => ({
      id,
      name,
      code,
      parentId,
      headEmployeeId: null,
      headName: null,
      headcount: people,
      people,
    });
    const sales = department('10000000-0000-4000-8000-000000000001', 'Sales', 'SAL', 4);
    const inside = department('10000000-0000-4000-8000-000000000002', 'Inside Sales', 'ISAL', 2, sales.id);
    server.use(
      answer('get', '/organization/departments', DepartmentListResponseSchema, { items: [inside, sales] }),
      answer('get', '/organization/designations', DesignationListResponseSchema, {
        items: [{ id: '20000000-0000-4000-8000-000000000001', name: 'Analyst', headcount: 1, people: 3 }],
      }),
      answer('post', '/organization/departments/:id/merge', DepartmentSchema, sales),
    );
    const requests = recordRequests();
    renderRoutes([{ path: '/settings', element: <OrganizationSettingsSection canWrite /> }], '/settings');
    const rows = await screen.findAllByTestId('department-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Inside SalesISALPart of SalesNo head2/),
      expect.stringMatching(/^SalesSALNo head4/),
    ]);
    expect((await screen.findByTestId('designation-row')).textContent).toMatch(/Analyst1\+2 who left/);

    await user.click(screen.getByRole('button', { name: 'Delete Inside Sales' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(within(refusal).getByText('Inside Sales cannot be deleted')).toBeTruthy();
    await user.click(within(refusal).getByRole('button', { name: 'Merge instead' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Merge departments' }));
    expect(await within(dialog).findByText('Choose the department to merge into')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Merge into'), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Merge departments' }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.path === `/api/organization/departments/${inside.id}/merge`)?.body,
      ).toEqual({
        intoId: sales.id,
      }),
    );
  });
});

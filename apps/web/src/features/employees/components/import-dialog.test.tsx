import type { ImportResult } from '@hrms/contracts/employees';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { ImportDialog } from './import-dialog';

afterEach(() => vi.unstubAllGlobals());

const preview = [
  {
    row: 2,
    employeeCode: 'ACME-0500',
    name: 'Meera Iyer',
    workEmail: 'meera@acme.test',
    department: 'Engineering',
    manager: null,
    joinDate: '2025-07-01',
  },
];

function result(overrides: Partial<ImportResult>): ImportResult {
  return {
    mode: 'dry-run',
    totalRows: 2,
    validRows: 2,
    errors: [],
    committed: false,
    created: 0,
    preview,
    summary: null,
    ...overrides,
  };
}

function renderDialog(onOpenChange = vi.fn()) {
  renderRoutes([{ path: '/', element: <ImportDialog open onOpenChange={onOpenChange} /> }], '/');
  return onOpenChange;
}

function chooseFile() {
  const file = new File(['employee_code,first_name\nACME-0500,Meera\n'], 'people.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('2. Choose the file'), { target: { files: [file] } });
}

function modeOf(init: RequestInit | undefined): string | null {
  return init?.body instanceof FormData ? (init.body.get('mode') as string) : null;
}

describe('the import dialog', { timeout: 15_000 }, () => {
  it('lists the rows with problems and will not import until the file is fixed', async () => {
    const fetchMock = stubApi({
      'POST /api/employees/upload-csv': {
        body: result({
          validRows: 1,
          errors: [{ row: 3, column: 'work_email', message: 'Enter a valid work email address' }],
        }),
      },
    });
    renderDialog();
    const dialog = await screen.findByTestId('import-dialog');
    expect(
      within(dialog)
        .getByRole('button', { name: /Check file/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: /Check file/ }));

    const errors = await screen.findByTestId('import-errors');
    expect(
      within(errors)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowColumnProblem', '3work_emailEnter a valid work email address']);
    expect(within(dialog).getByText('Meera Iyer')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /Import 1 employee/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(modeOf(fetchMock.mock.calls[0]?.[1])).toBe('dry-run');
  });

  it('imports a clean file after the check, sums it up, then closes', async () => {
    const fetchMock = stubApi({
      'POST /api/employees/upload-csv': (init) => ({
        body:
          modeOf(init) === 'commit'
            ? result({
                mode: 'commit',
                committed: true,
                created: 2,
                summary: { imported: 2, invited: 0, skipped: 0, reasons: [] },
              })
            : result({ newDesignations: ['Data Analyst'] }),
      }),
    });
    const onOpenChange = renderDialog();
    const dialog = await screen.findByTestId('import-dialog');
    chooseFile();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /invitation/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Check file/ }));
    expect(await within(dialog).findByText('All 2 rows are ready to import')).toBeTruthy();
    expect(within(dialog).getByText(/New designations to be added: Data Analyst/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Import 2 employees/ }));
    const summary = await within(dialog).findByTestId('import-summary');
    expect(within(dialog).getByText('Imported 2 employees')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2', '0', '0']);
    expect(within(dialog).getByText(/Nobody was sent an invitation/)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const commit = fetchMock.mock.calls.find(([, init]) => modeOf(init) === 'commit');
    const form = commit?.[1]?.body;
    expect(form instanceof FormData && form.get('sendInvitations')).toBe('false');
  });

  it('sums up a refused commit: nothing imported, every row skipped and why', async () => {
    stubApi({
      'POST /api/employees/upload-csv': (init) => ({
        body:
          modeOf(init) === 'commit'
            ? result({
                mode: 'commit',
                validRows: 1,
                errors: [
                  { row: 3, column: 'join_date', message: '31/02/2025 is not a date of the calendar' },
                ],
                summary: {
                  imported: 0,
                  invited: 0,
                  skipped: 2,
                  reasons: [
                    { row: 3, reason: '31/02/2025 is not a date of the calendar' },
                    {
                      row: null,
                      reason:
                        '1 row without problems was held back: a file is imported only when every row is right',
                    },
                  ],
                },
              })
            : result({}),
      }),
    });
    renderDialog();
    const dialog = await screen.findByTestId('import-dialog');
    chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: /Check file/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /Import 2 employees/ }));
    const summary = await within(dialog).findByTestId('import-summary');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Imported', 'Invited', 'Skipped']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['0', '0', '2']);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3: 31/02/2025 is not a date of the calendar',
      '1 row without problems was held back: a file is imported only when every row is right',
    ]);
  });

  it('shows why the server refused the file', async () => {
    stubApi({
      'POST /api/employees/upload-csv': {
        status: 413,
        body: {
          statusCode: 413,
          error: 'Payload Too Large',
          code: 'PAYLOAD_TOO_LARGE',
          message: 'The file is too large.',
        },
      },
    });
    renderDialog();
    const dialog = await screen.findByTestId('import-dialog');
    chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: /Check file/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The file is too large.');
  });
});

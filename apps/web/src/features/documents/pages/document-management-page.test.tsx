import type { AuthUser } from '@hrms/contracts/auth';
import type { Document } from '@hrms/contracts/documents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, sampleUser, stubApi } from '../../../test/render';
import { DocumentManagementPage } from './document-management-page';

afterEach(() => vi.unstubAllGlobals());

const employeeId = sampleUser.employee.id;

function doc(overrides: Partial<Document> = {}): Document {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    employeeId,
    employee: { id: employeeId, name: 'Riya Sharma', employeeCode: 'EMP-0042' },
    category: 'id_proof',
    title: 'Passport',
    fileName: 'passport.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 245_760,
    status: 'pending',
    reviewComments: null,
    reviewedBy: null,
    reviewedAt: null,
    uploadedBy: { id: sampleUser.id, name: 'Riya Sharma' },
    createdAt: '2026-03-05T08:00:00Z',
    ...overrides,
  };
}

function renderPage(path = '/document-management', user: AuthUser = sampleUser) {
  return renderRoutes(
    [{ path: '/document-management', element: <DocumentManagementPage user={user} /> }],
    path,
  );
}

function fileOf(size: number, name = 'scan.pdf', type = 'application/pdf') {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('documents page for an employee', () => {
  it('lists their documents with status, size and the reason for a rejection, and has no review queue', async () => {
    stubApi({
      [`GET /api/employees/${employeeId}/documents`]: {
        body: {
          maxUploadBytes: 10 * 1024 * 1024,
          items: [
            doc(),
            doc({
              id: '30000000-0000-4000-8000-000000000002',
              title: 'Degree certificate',
              category: 'education',
              status: 'rejected',
              reviewComments: 'The scan is cut off at the bottom',
              reviewedBy: { id: '50000000-0000-4000-8000-000000000001', name: 'Harini HR' },
              reviewedAt: '2026-03-06T08:00:00Z',
            }),
          ],
        },
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'My documents' });
    const rows = within(table).getAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Passport')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Pending review')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getAllByText(/240 KB/).length).toBeGreaterThan(0);
    expect(within(rows[1] as HTMLElement).getByText('The scan is cut off at the bottom')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/by Harini HR/)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Review queue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('keeps a row to the document and its actions on a phone, the status under the name', async () => {
    // A 390 px phone: `(max-width: 639px)` matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubApi({
      [`GET /api/employees/${employeeId}/documents`]: {
        body: { maxUploadBytes: 10 * 1024 * 1024, items: [doc()] },
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'My documents' });
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull();
    const [row] = within(table).getAllByTestId('document-row');
    const cells = [...(row as HTMLElement).querySelectorAll('td')].filter(
      (td) => !td.classList.contains('hidden'),
    );
    expect(cells).toHaveLength(2);
    expect(within(cells[0] as HTMLElement).getByText('Pending review')).toBeTruthy();
    expect(
      within(cells[1] as HTMLElement).getAllByRole('button', { name: /Passport/ }).length,
    ).toBeGreaterThan(0);
  });

  it("checks the size against the server's limit before uploading and shows what the server says about the type", async () => {
    let posted: FormData | null = null;
    const fetchMock = stubApi({
      // The company's setting, below the default of 10 MB.
      [`GET /api/employees/${employeeId}/documents`]: {
        body: { items: [], maxUploadBytes: 5 * 1024 * 1024 },
      },
      [`POST /api/employees/${employeeId}/documents`]: (init) => {
        posted = init?.body as FormData;
        return {
          status: 415,
          body: {
            statusCode: 415,
            error: 'Unsupported Media Type',
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'This file is not a PDF, PNG, JPEG, DOCX, XLSX or CSV',
          },
        };
      },
    });
    renderPage();
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    const input = within(dialog).getByLabelText('File', { selector: 'input' }) as HTMLInputElement;
    expect(input.accept).toContain('.pdf');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a file to upload')).toBeTruthy();
    expect(within(dialog).getByText('Choose what kind of document this is')).toBeTruthy();

    expect(dialog.textContent).toContain('up to 5 MB');
    fireEvent.change(input, { target: { files: [fileOf(6 * 1024 * 1024)] } });
    expect(await within(dialog).findByText('This file is 6 MB. Files can be at most 5 MB.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'id_proof' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { files: [fileOf(2048, 'photo.pdf')] } });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'My passport' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('This file is not a PDF, PNG, JPEG, DOCX, XLSX or CSV'),
    ).toBeTruthy();
    const sent = posted as FormData | null;
    expect(sent?.get('category')).toBe('id_proof');
    expect(sent?.get('title')).toBe('My passport');
    expect((sent?.get('file') as File | null)?.name).toBe('photo.pdf');
  });

  it('lets them delete a document only while it is pending', async () => {
    stubApi({
      [`GET /api/employees/${employeeId}/documents`]: {
        body: {
          maxUploadBytes: 10 * 1024 * 1024,
          items: [
            doc(),
            doc({ id: '30000000-0000-4000-8000-000000000003', title: 'Lease', status: 'verified' }),
          ],
        },
      },
    });
    renderPage();
    await screen.findByRole('table', { name: 'My documents' });
    expect(screen.getByRole('button', { name: 'More actions for Passport (Riya Sharma)' })).toBeTruthy();
    // A verified PDF has nothing beyond download: no menu at all.
    expect(screen.queryByRole('button', { name: 'More actions for Lease (Riya Sharma)' })).toBeNull();
  });
});

describe('documents page for hr', () => {
  const hr = { ...sampleUser, role: 'hr' as const };

  it('opens the review queue with pending documents, and rejecting needs comments', async () => {
    const other = doc({
      id: '30000000-0000-4000-8000-000000000009',
      employeeId: '40000000-0000-4000-8000-000000000001',
      employee: { id: '40000000-0000-4000-8000-000000000001', name: 'Arjun Rao', employeeCode: 'EMP-0007' },
      title: 'Aadhaar card',
    });
    const patches: unknown[] = [];
    const fetchMock = stubApi({
      'GET /api/documents/search': { body: { items: [other], total: 1, page: 1, limit: 25 } },
      [`PATCH /api/employees/${other.employeeId}/documents/${other.id}/status`]: (init) => {
        const body = JSON.parse(String(init?.body));
        patches.push(body);
        return { body: { ...other, status: body.status, reviewComments: body.comments ?? null } };
      },
    });
    renderPage('/document-management?tab=review', hr);
    const table = await screen.findByRole('table', { name: 'Documents to review' });
    expect((await screen.findByTestId('review-count')).textContent).toBe('1 waiting');
    expect(within(table).getAllByRole('link', { name: 'Arjun Rao' })[0]?.getAttribute('href')).toBe(
      `/employees/${other.employee.id}`,
    );
    const search = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/documents/search'));
    expect(String(search?.[0])).toContain('status=pending');

    fireEvent.click(within(table).getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Say why the document is rejected')).toBeTruthy();
    expect(patches).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('What is wrong with it?'), {
      target: { value: 'Blurred photo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'rejected', comments: 'Blurred photo' }]));

    fireEvent.click(within(table).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ status: 'verified' });
  });
});

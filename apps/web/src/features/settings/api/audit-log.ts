/** Settings → Audit log (admin): the trail, filtered, a page at a time, and exported as a file. */
import { AuditListResponseSchema } from '@hrms/contracts/audit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { settingsKeys } from './settings-keys';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

export function useAuditLog(filters: AuditFilters & { page: number }) {
  return useQuery({
    queryKey: settingsKeys.auditLog(filters),
    queryFn: async ({ signal }) =>
      AuditListResponseSchema.parse(
        await api.get<unknown>('/audit', { signal, query: { ...filters, limit: AUDIT_PAGE_SIZE } }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useExportAuditLog() {
  return useMutation({
    mutationFn: async ({ filters, format }: { filters: AuditFilters; format: 'csv' | 'xlsx' }) => {
      const file = await apiFile('/audit/export', { query: { ...filters, format } });
      const fileName = file.fileName ?? `audit-log.${format}`;
      saveBlob(file.blob, fileName);
      return fileName;
    },
  });
}

/** The company, its offices and departments. */
import type { DepartmentListResponse, OfficeListResponse } from '@hrms/contracts/organization';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { findPrimaryCompany, listDepartments, listOffices } from './organization.repository';

export class OrganizationService {
  constructor(private readonly db: Database) {}

  /** Public: the sign-in page shows the company's name before anyone signs in. */
  async companyName(): Promise<string | null> {
    return (await findPrimaryCompany(this.db))?.name ?? null;
  }

  async departments(actor: Actor): Promise<DepartmentListResponse> {
    requirePermission(actor, 'organization:read');
    const company = await findPrimaryCompany(this.db);
    return { items: company ? await listDepartments(this.db, company.id) : [] };
  }

  async offices(actor: Actor): Promise<OfficeListResponse> {
    requirePermission(actor, 'organization:read');
    const company = await findPrimaryCompany(this.db);
    return { items: company ? await listOffices(this.db, company.id) : [] };
  }
}

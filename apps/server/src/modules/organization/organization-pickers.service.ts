/**
 * What everyone signed in picks from and sees before anything else: the company's name, logo and
 * time zone, its departments (with their heads and headcounts) and its offices. Designations, picked
 * the same way, are with their edits (organization-designations.service.ts).
 */

import { isLocale, type Locale, SOURCE_LOCALE } from '@hrms/contracts/locales';
import type {
  DepartmentListItem,
  DepartmentListResponse,
  OfficeListResponse,
} from '@hrms/contracts/organization';
import { COMPANY_LOGO_PATH } from '@hrms/contracts/organization';
import { type Actor, requirePermission } from '../../lib/access';
import { findPrimaryCompany, listDepartments, listOffices } from './organization.repository';
import { type OrganizationServiceDeps, today } from './organization-context';

export class OrganizationPickersService {
  constructor(private readonly deps: OrganizationServiceDeps) {}

  /** Public: the sign-in page and the shell show the company's name and logo before anything else. */
  async brand(): Promise<{ companyName: string | null; logoUrl: string | null; language: Locale }> {
    const company = await findPrimaryCompany(this.deps.db);
    return {
      companyName: company?.name ?? null,
      logoUrl: company?.logoKey ? `${COMPANY_LOGO_PATH}${company.logoKey}` : null,
      language: isLocale(company?.language) ? company.language : SOURCE_LOCALE,
    };
  }

  /** The company's time zone: where "a day" begins and ends for dates people pick. */
  async timezone(): Promise<string> {
    return (await findPrimaryCompany(this.deps.db))?.timezone ?? 'Asia/Kolkata';
  }

  /** Everyone signed in: where colleagues sit (the directory's filters, the org chart's). */
  async departments(actor: Actor): Promise<DepartmentListResponse> {
    requirePermission(actor, 'employees:directory');
    const company = await findPrimaryCompany(this.deps.db);
    const rows = company ? await listDepartments(this.deps.db, company.id, today(this.deps, company)) : [];
    return {
      items: rows.map(
        ({ headFirstName, headLastName, ...row }): DepartmentListItem => ({
          ...row,
          headName: headFirstName === null ? null : `${headFirstName} ${headLastName ?? ''}`.trim(),
        }),
      ),
    };
  }

  async offices(actor: Actor): Promise<OfficeListResponse> {
    requirePermission(actor, 'employees:directory');
    const company = await findPrimaryCompany(this.deps.db);
    return { items: company ? await listOffices(this.deps.db, company.id) : [] };
  }
}

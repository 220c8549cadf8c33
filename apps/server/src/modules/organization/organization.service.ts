/** The company, its offices and departments. Routes for the organisation screens come later. */
import type { Database } from '../../db/client';
import { findPrimaryCompany } from './organization.repository';

export class OrganizationService {
  constructor(private readonly db: Database) {}

  /** Public: the sign-in page shows the company's name before anyone signs in. */
  async companyName(): Promise<string | null> {
    return (await findPrimaryCompany(this.db))?.name ?? null;
  }
}

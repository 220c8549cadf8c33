/**
 * The company, its offices, departments and designations, and the reporting tree of its people.
 *
 * Rules:
 * - Departments and designations are written by admin and hr (`employees:write`), audited. Names
 *   are unique in any letter case, department codes exactly; a department's head is a person of the
 *   company who has not left; its parent exists and is not itself or below it.
 * - Only a department or title nobody was ever given is deleted (409 naming how many otherwise):
 *   the history of people who left points at it too. Merging one into another moves everyone, left
 *   or not, and deletes it; a department's sub-departments move with its people, and announcements
 *   aimed at it aim at the one it became.
 * - The org chart shows people who have not left, those joining later marked as joining and left out
 *   of its counts (people/headcount.ts). admin, hr and employees (as colleagues' cards) see the whole
 *   company; a manager sees the tree below themself. Someone whose manager has left stands at the top.
 *
 * One door for the routes, sign-in and documents, each question answered by the use case that owns it:
 * - the brand, the time zone, and the departments and offices to pick from:
 *   organization-pickers.service.ts;
 * - designations, picked and edited (create, rename, merge, delete):
 *   organization-designations.service.ts;
 * - departments: create, edit, merge (telling `department.merged` inside its transaction) and
 *   delete: organization-departments.service.ts;
 * - the org chart, on screen and as a PDF or CSV: organization-chart.service.ts.
 * What they share (who is told of a change, the company's today) is in organization-context.ts.
 */
import { OrganizationChartService } from './organization-chart.service';
import type { OrganizationServiceDeps } from './organization-context';
import { OrganizationDepartmentsService } from './organization-departments.service';
import { OrganizationDesignationsService } from './organization-designations.service';
import { OrganizationPickersService } from './organization-pickers.service';

export type { OrgChartExport } from './organization-chart.service';
export type { OrganizationServiceDeps } from './organization-context';
export type { DepartmentInput } from './organization-departments.service';

type Pickers = OrganizationPickersService;
type Designations = OrganizationDesignationsService;
type Departments = OrganizationDepartmentsService;
type Chart = OrganizationChartService;

export class OrganizationService {
  private readonly pickers: OrganizationPickersService;
  private readonly designationsService: OrganizationDesignationsService;
  private readonly departmentsService: OrganizationDepartmentsService;
  private readonly chart: OrganizationChartService;

  constructor(deps: OrganizationServiceDeps) {
    this.pickers = new OrganizationPickersService(deps);
    this.designationsService = new OrganizationDesignationsService(deps);
    this.departmentsService = new OrganizationDepartmentsService(deps);
    this.chart = new OrganizationChartService(deps);
  }

  // ---------------------------------------------------------------------------------- pickers

  /** Public: the sign-in page and the shell show the company's name and logo before anything else. */
  brand(...args: Parameters<Pickers['brand']>) {
    return this.pickers.brand(...args);
  }

  timezone(...args: Parameters<Pickers['timezone']>) {
    return this.pickers.timezone(...args);
  }

  departments(...args: Parameters<Pickers['departments']>) {
    return this.pickers.departments(...args);
  }

  offices(...args: Parameters<Pickers['offices']>) {
    return this.pickers.offices(...args);
  }

  // -------------------------------------------------------------------------------- designations

  designations(...args: Parameters<Designations['designations']>) {
    return this.designationsService.designations(...args);
  }

  createDesignation(...args: Parameters<Designations['createDesignation']>) {
    return this.designationsService.createDesignation(...args);
  }

  renameDesignation(...args: Parameters<Designations['renameDesignation']>) {
    return this.designationsService.renameDesignation(...args);
  }

  deleteDesignation(...args: Parameters<Designations['deleteDesignation']>) {
    return this.designationsService.deleteDesignation(...args);
  }

  mergeDesignation(...args: Parameters<Designations['mergeDesignation']>) {
    return this.designationsService.mergeDesignation(...args);
  }

  // --------------------------------------------------------------------------------- departments

  createDepartment(...args: Parameters<Departments['createDepartment']>) {
    return this.departmentsService.createDepartment(...args);
  }

  updateDepartment(...args: Parameters<Departments['updateDepartment']>) {
    return this.departmentsService.updateDepartment(...args);
  }

  deleteDepartment(...args: Parameters<Departments['deleteDepartment']>) {
    return this.departmentsService.deleteDepartment(...args);
  }

  /** Tells `department.merged` inside the merge's transaction. */
  mergeDepartment(...args: Parameters<Departments['mergeDepartment']>) {
    return this.departmentsService.mergeDepartment(...args);
  }

  // ----------------------------------------------------------------------------------- org chart

  orgChart(...args: Parameters<Chart['orgChart']>) {
    return this.chart.orgChart(...args);
  }

  exportOrgChart(...args: Parameters<Chart['exportOrgChart']>) {
    return this.chart.exportOrgChart(...args);
  }
}

/**
 * The organisation: the company, its offices, departments and the people in them. Employees and
 * departments point at each other (an employee's department, a department's head), so they share a
 * file rather than importing each other.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  currency: text('currency').notNull().default('INR'),
  country: text('country').notNull().default('IN'),
  timezone: text('timezone').notNull().default('Asia/Kolkata'),
  ...timestamps(),
});

export const offices = pgTable(
  'offices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city'),
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    address: text('address'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('offices_company_name_key').on(t.companyId, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    headEmployeeId: uuid('head_employee_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('departments_company_code_key').on(t.companyId, t.code),
    uniqueIndex('departments_company_name_key').on(t.companyId, t.name),
    index('departments_head_employee_id_idx').on(t.headEmployeeId),
    index('departments_parent_id_idx').on(t.parentId),
  ],
);

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'intern'] as const;
export const EMPLOYEE_STATUSES = ['active', 'on_notice', 'inactive'] as const;
export const employmentType = pgEnum('employment_type', EMPLOYMENT_TYPES);
export const employeeStatus = pgEnum('employee_status', EMPLOYEE_STATUSES);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeCode: text('employee_code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    workEmail: text('work_email').notNull().unique(),
    personalEmail: text('personal_email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    designation: text('designation'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    employmentType: employmentType('employment_type').notNull().default('full_time'),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    status: employeeStatus('status').notNull().default('active'),
    exitDate: date('exit_date', { mode: 'string' }),
    exitReason: text('exit_reason'),
    ...timestamps(),
  },
  (t) => [
    index('employees_company_id_idx').on(t.companyId),
    index('employees_department_id_idx').on(t.departmentId),
    index('employees_office_id_idx').on(t.officeId),
    index('employees_manager_id_idx').on(t.managerId),
    index('employees_status_idx').on(t.status),
    check('employees_work_email_lowercase', sql`${t.workEmail} = lower(${t.workEmail})`),
    check('employees_not_own_manager', sql`${t.managerId} is null or ${t.managerId} <> ${t.id}`),
  ],
);

/**
 * Settings → Company: the company's details (legal name, address, PAN, TAN and GSTIN, financial year,
 * currency, locale, time zone), its logo, and its offices. Hr and admin change them; every change is
 * audited with the fields before and after. The logo is content-checked (PNG or JPEG) and served by
 * an unguessable key to any `<img>`, the sign-in page's included.
 */

import { isLocale, SOURCE_LOCALE } from '@hrms/contracts/locales';
import {
  COMPANY_LOGO_PATH,
  type CompanySettings,
  type CompanySettingsResponse,
  type CreateOfficeBody,
  type Office,
  UpdateCompanyBodySchema,
  type UpdateOfficeBody,
} from '@hrms/contracts/organization';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { detectFileKind, requireImage } from '../../lib/file-type';
import type { ReceiveUpload, UploadedFile } from '../../lib/multipart-upload';
import { sqlState } from '../../lib/sql-state';
import type { FileStorage } from '../../lib/storage';
import { isStorageKey } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingValue } from '../configuration/setting-value';
import { changedFields, definedOnly } from '../configuration/settings-record';
import {
  activeOfficeHeadcount,
  type CompanyRow,
  countOfficePeople,
  findCompanyRow,
  findOfficeRow,
  findPrimaryCompany,
  isUniqueViolation,
  listOfficesWithHeadcount,
  logoKeyInUse,
  type OfficeRow,
  officeWrites,
  updateCompanyRow,
} from './organization.repository';

const DEFAULT_LOGO_MAX_BYTES = 1024 * 1024;

export interface CompanySettingsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  storage: FileStorage;
  configuration: ConfigurationService;
}

const noCompany = () => new AppError('CONFLICT', 'Set up the company first.');
const officeNotFound = () => new AppError('NOT_FOUND', 'Office not found.');
const sameOfficeName = (name: string) =>
  new AppError('CONFLICT', `There is an office named "${name}" already: choose another name.`);

const COMPANY_FIELDS = [
  'name',
  'legalName',
  'address',
  'pan',
  'tan',
  'gstin',
  'financialYearStartMonth',
  'currency',
  'locale',
  'language',
  'timezone',
] as const;

function toCompany(row: CompanyRow): CompanySettings {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    address: row.address,
    pan: row.pan,
    tan: row.tan,
    gstin: row.gstin,
    financialYearStartMonth: row.financialYearStartMonth,
    currency: row.currency,
    locale: row.locale,
    language: isLocale(row.language) ? row.language : SOURCE_LOCALE,
    timezone: row.timezone,
    logoUrl: row.logoKey ? `${COMPANY_LOGO_PATH}${row.logoKey}` : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function officeSnapshot(
  row: Pick<OfficeRow, 'name' | 'city' | 'region' | 'address' | 'timezone' | 'active'>,
) {
  return {
    name: row.name,
    city: row.city,
    region: row.region,
    address: row.address,
    timezone: row.timezone,
    active: row.active,
  };
}

export class CompanySettingsService {
  private readonly logoLimit: SettingValue<number>;

  constructor(private readonly deps: CompanySettingsDeps) {
    this.logoLimit = new SettingValue(deps, {
      key: 'company.logoMaxBytes',
      category: 'company',
      description: 'The largest logo file, in bytes (a PNG or JPEG).',
      schema: z
        .number({ message: 'Must be a number of bytes' })
        .int({ message: 'Use whole bytes' })
        .min(10 * 1024, { message: 'Must be at least 10240 bytes (10 KB)' })
        .max(5 * 1024 * 1024, { message: 'Must be at most 5242880 bytes (5 MB)' }),
      defaultValue: DEFAULT_LOGO_MAX_BYTES,
      auditAction: 'settings.company.update',
    });
  }

  async get(actor: Actor): Promise<CompanySettingsResponse> {
    requirePermission(actor, 'settings:read');
    const company = await this.company(this.deps.db);
    const [offices, logoMaxBytes] = await Promise.all([
      listOfficesWithHeadcount(
        this.deps.db,
        company.id,
        calendarDateIn(this.deps.clock.now(), company.timezone),
      ),
      this.logoLimit.current(),
    ]);
    return { company: toCompany(company), offices, logoMaxBytes };
  }

  /**
   * `PATCH /settings/company`: the fields given (JSON, or a multipart form's text fields) and a
   * new logo (`logo`) or `removeLogo`. Everything is checked before anything is stored.
   */
  async update(
    actor: Actor,
    input: { body: unknown } | { receive: ReceiveUpload },
  ): Promise<CompanySettings> {
    requirePermission(actor, 'settings:write');
    let body: unknown;
    let logo: UploadedFile | null = null;
    if ('receive' in input) {
      const received = await input.receive(await this.logoLimit.current());
      body = received.fields;
      logo = received.file;
    } else {
      body = input.body;
    }
    const parsed = UpdateCompanyBodySchema.safeParse(body ?? {});
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((i) => ({ field: ['body', ...i.path].join('.'), message: i.message })),
      );
    }
    const { removeLogo, ...fields } = parsed.data;
    // Read through, not only sniffed: a logo that cannot be drawn would be on every slip.
    const logoKind = logo ? requireImage(logo.bytes, 'logo') : null;

    const { db, clock, audit, storage } = this.deps;
    const newKey = logoKind && logo ? await storage.put('logo', logo.bytes) : null;
    let replaced: string | null = null;
    let saved: CompanyRow;
    try {
      saved = await withTransaction(db, async (tx) => {
        const primary = await findPrimaryCompany(tx);
        if (!primary) throw noCompany();
        const before = (await findCompanyRow(tx, primary.id, { lock: true }))!;
        // The PAN inside a GSTIN is checked against the PAN in force, given or kept.
        const pan = fields.pan !== undefined ? fields.pan : before.pan;
        const gstin = fields.gstin !== undefined ? fields.gstin : before.gstin;
        if (gstin && pan && gstin.slice(2, 12) !== pan) {
          throw validationFailed([
            { field: 'body.gstin', message: 'A GSTIN carries the company’s PAN in characters 3 to 12' },
          ]);
        }
        const next = {
          ...before,
          ...definedOnly(fields),
        };
        const pick = (row: CompanyRow) => Object.fromEntries(COMPANY_FIELDS.map((k) => [k, row[k]]));
        const diff = changedFields(pick(before), pick(next as CompanyRow));
        const logoKey = newKey ?? (removeLogo ? null : before.logoKey);
        if (diff.keys.length === 0 && logoKey === before.logoKey) {
          audit.nothingChanged();
          return before;
        }
        const row = await updateCompanyRow(tx, before.id, {
          ...diff.after,
          logoKey,
          updatedAt: clock.now(),
        });
        if (diff.keys.length > 0) {
          await audit.record(tx, actor, {
            action: 'company.update',
            entityType: 'company',
            entityId: before.id,
            before: diff.before,
            after: diff.after,
          });
        }
        if (logoKey !== before.logoKey) {
          await audit.record(tx, actor, {
            action: logoKey ? 'company.logo.update' : 'company.logo.delete',
            entityType: 'company',
            entityId: before.id,
            before: { logo: before.logoKey ? 'set' : null },
            after: { logo: logoKey ? 'set' : null },
          });
          replaced = before.logoKey;
        }
        return row;
      });
    } catch (error) {
      if (newKey) await storage.delete(newKey).catch(() => undefined);
      throw error;
    }
    if (replaced) await storage.delete(replaced).catch(() => undefined);
    return toCompany(saved);
  }

  // ------------------------------------------------------------------------------------ offices

  async createOffice(actor: Actor, body: CreateOfficeBody): Promise<Office> {
    requirePermission(actor, 'settings:write');
    const input = body;
    const { db, clock, audit } = this.deps;
    try {
      return await withTransaction(db, async (tx) => {
        const company = await this.company(tx);
        const now = clock.now();
        const row = await officeWrites.insert(tx, {
          companyId: company.id,
          name: input.name,
          city: input.city ?? null,
          region: input.region ?? null,
          address: input.address ?? null,
          timezone: input.timezone ?? company.timezone,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, actor, {
          action: 'office.create',
          entityType: 'office',
          entityId: row.id,
          before: null,
          after: officeSnapshot(row),
        });
        return { ...officeSnapshot(row), id: row.id, headcount: 0 };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw sameOfficeName(input.name);
      throw error;
    }
  }

  async updateOffice(actor: Actor, id: string, body: UpdateOfficeBody): Promise<Office> {
    requirePermission(actor, 'settings:write');
    const { db, clock, audit } = this.deps;
    try {
      return await withTransaction(db, async (tx) => {
        const company = await this.company(tx);
        const before = await findOfficeRow(tx, company.id, id, { lock: true });
        if (!before) throw officeNotFound();
        const diff = changedFields(
          officeSnapshot(before),
          officeSnapshot({ ...before, ...definedOnly(body) }),
        );
        const row =
          diff.keys.length === 0
            ? before
            : await officeWrites.update(tx, id, { ...diff.after, updatedAt: clock.now() });
        if (diff.keys.length === 0) audit.nothingChanged();
        else {
          await audit.record(tx, actor, {
            action: 'office.update',
            entityType: 'office',
            entityId: id,
            before: diff.before,
            after: diff.after,
          });
        }
        const headcount = await activeOfficeHeadcount(tx, id);
        return { ...officeSnapshot(row), id, headcount };
      });
    } catch (error) {
      if (isUniqueViolation(error) && body.name) throw sameOfficeName(body.name);
      throw error;
    }
  }

  /** Only an office nobody was ever placed at; one with people is deactivated instead. */
  async deleteOffice(actor: Actor, id: string): Promise<void> {
    requirePermission(actor, 'settings:write');
    const { db, audit } = this.deps;
    try {
      await withTransaction(db, async (tx) => {
        const company = await this.company(tx);
        const before = await findOfficeRow(tx, company.id, id, { lock: true });
        if (!before) throw officeNotFound();
        const people = await countOfficePeople(tx, id);
        if (people > 0) {
          throw new AppError(
            'CONFLICT',
            `${people === 1 ? '1 person is' : `${people} people are`} placed at ${before.name}: move them to another office first, or deactivate it.`,
          );
        }
        await officeWrites.remove(tx, id);
        await audit.record(tx, actor, {
          action: 'office.delete',
          entityType: 'office',
          entityId: id,
          before: officeSnapshot(before),
          after: null,
        });
      });
    } catch (error) {
      if (sqlState(error).code === '23503') {
        throw new AppError(
          'CONFLICT',
          'The office is still named by other records (holidays, leave types, history): deactivate it instead.',
        );
      }
      throw error;
    }
  }

  // --------------------------------------------------------------------------------------- logo

  /** The logo by its key, for `<img>` (no sign-in): only a company's current logo is served. */
  async logo(key: string): Promise<{ bytes: Buffer; contentType: string }> {
    const missing = () => new AppError('NOT_FOUND', 'Logo not found.');
    if (!isStorageKey(key) || !key.startsWith('logo-')) throw missing();
    if (!(await logoKeyInUse(this.deps.db, key))) throw missing();
    const bytes = await this.deps.storage.get(key);
    const kind = detectFileKind(bytes);
    if (kind !== 'png' && kind !== 'jpeg') throw missing();
    return { bytes, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' };
  }

  private async company(db: Database): Promise<CompanyRow> {
    const primary = await findPrimaryCompany(db);
    if (!primary) throw noCompany();
    return (await findCompanyRow(db, primary.id))!;
  }
}

/**
 * Settings → Company: the company's details (legal name, address, PAN, TAN and GSTIN, financial
 * year, locale, time zone), its logo (shown in the shell and on the sign-in page) and its offices.
 */
import { LOCALE_NAMES, LOCALES } from '@hrms/contracts/locales';
import {
  COMPANY_LOCALE_LABELS,
  COMPANY_LOCALES,
  type CompanySettings,
  type Office,
} from '@hrms/contracts/organization';
import { Trans } from '@lingui/react/macro';
import { Building2, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FilePicker } from '../../../components/ui/file-picker';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useCompanySettings,
  useCreateOffice,
  useDeleteOffice,
  useUpdateCompany,
  useUpdateOffice,
} from '../api/company';

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2026, i, 1)).toLocaleDateString('en-IN', { month: 'long', timeZone: 'UTC' }),
);
const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

export function CompanySection({ canWrite }: { canWrite: boolean }) {
  const settings = useCompanySettings();
  if (settings.isError) {
    return (
      <Card className="p-6">
        <QueryError
          title="We could not load the company"
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const { company, offices, logoMaxBytes } = settings.data;
  return (
    <div className="space-y-6">
      <CompanyDetails
        key={company.updatedAt}
        company={company}
        logoMaxBytes={logoMaxBytes}
        canWrite={canWrite}
      />
      <Offices offices={offices} canWrite={canWrite} defaultTimeZone={company.timezone} />
    </div>
  );
}

// ------------------------------------------------------------------------------------ details

const DETAIL_FIELDS = [
  'name',
  'legalName',
  'address',
  'pan',
  'tan',
  'gstin',
  'financialYearStartMonth',
  'locale',
  'language',
  'timezone',
] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

function CompanyDetails({
  company,
  logoMaxBytes,
  canWrite,
}: {
  company: CompanySettings;
  logoMaxBytes: number;
  canWrite: boolean;
}) {
  const id = useId();
  const update = useUpdateCompany();
  const initial = Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, company[f] === null ? '' : String(company[f])]),
  ) as Record<DetailField, string>;
  const [fields, setFields] = useState(initial);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const changed = DETAIL_FIELDS.filter((f) => fields[f] !== initial[f]);

  const set = (field: DetailField) => (value: string) => {
    setFields((all) => ({ ...all, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const chooseLogo = (file: File | null) => {
    setErrors(({ logo: _, ...rest }) => rest);
    if (file && file.size > logoMaxBytes) {
      setErrors((all) => ({ ...all, logo: `The largest logo allowed is ${kilobytes(logoMaxBytes)}.` }));
      setLogo(null);
      return;
    }
    setLogo(file);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        fields: Object.fromEntries(changed.map((f) => [f, fields[f]])),
        logo: logo ?? undefined,
      });
      toast.success('Company details saved');
      setLogo(null);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (isApiError(error) && Object.keys(byField).length === 0 && logo) byField.logo = error.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) toast.error((error as Error).message);
    }
  };

  const removeLogo = async () => {
    try {
      await update.mutateAsync({ fields: { removeLogo: 'true' } });
      toast.success('Logo removed');
      setConfirmRemove(false);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const field = (
    name: DetailField,
    label: string,
    control: 'input' | 'textarea' = 'input',
    hint?: string,
  ) => {
    const fieldId = `${id}-${name}`;
    const describedBy = [hint ? `${fieldId}-hint` : null, errors[name] ? `${fieldId}-error` : null]
      .filter(Boolean)
      .join(' ');
    const props = {
      id: fieldId,
      value: fields[name],
      disabled: !canWrite || update.isPending,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div className={control === 'textarea' ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
        <Label htmlFor={fieldId}>{label}</Label>
        {control === 'textarea' ? (
          <Textarea {...props} rows={3} onChange={(e) => set(name)(e.target.value)} />
        ) : (
          <Input {...props} onChange={(e) => set(name)(e.target.value)} />
        )}
        {hint ? (
          <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${fieldId}-error`}>{errors[name]}</FieldError>
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4 text-primary" aria-hidden="true" />
          Company
        </CardTitle>
        <CardDescription>
          Who the company is on salary slips, statutory files and letters, and how it counts its year.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="space-y-6" noValidate>
          <div className="flex flex-wrap items-center gap-4 rounded-lg border p-4">
            {company.logoUrl ? (
              <img
                src={company.logoUrl}
                alt={`${company.name} logo`}
                className="size-16 rounded-lg border bg-white object-contain"
              />
            ) : (
              <span className="flex size-16 items-center justify-center rounded-lg border border-dashed text-xs text-muted-foreground">
                No logo
              </span>
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <Label htmlFor={`${id}-logo`}>Logo</Label>
              <div className="flex flex-wrap items-center gap-2">
                <FilePicker
                  id={`${id}-logo`}
                  file={logo}
                  accept="image/png,image/jpeg"
                  disabled={!canWrite || update.isPending}
                  aria-invalid={errors.logo ? true : undefined}
                  aria-describedby={`${id}-logo-hint${errors.logo ? ` ${id}-logo-error` : ''}`}
                  onChange={(e) => chooseLogo(e.target.files?.[0] ?? null)}
                />
                {company.logoUrl && canWrite ? (
                  <Button type="button" variant="outline" size="sm" onClick={() => setConfirmRemove(true)}>
                    Remove logo
                  </Button>
                ) : null}
              </div>
              <p id={`${id}-logo-hint`} className="text-xs text-muted-foreground">
                PNG or JPEG, at most {kilobytes(logoMaxBytes)}. Shown in the menu, on the sign-in page and on
                salary slips.
              </p>
              <FieldError id={`${id}-logo-error`}>{errors.logo}</FieldError>
            </div>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            {field('name', 'Company name')}
            {field(
              'legalName',
              'Legal name',
              'input',
              'As registered; printed on slips and statutory files.',
            )}
            {field('address', 'Registered address', 'textarea')}
            {field('pan', 'PAN', 'input', '10 characters, like AAACA1234T.')}
            {field('tan', 'TAN', 'input', 'For TDS returns, like BLRA12345T.')}
            {field('gstin', 'GSTIN', 'input', '15 characters; it carries the PAN and a check character.')}
            <div className="space-y-2">
              <Label htmlFor={`${id}-fy`}>Financial year starts in</Label>
              <NativeSelect
                id={`${id}-fy`}
                value={fields.financialYearStartMonth}
                disabled={!canWrite || update.isPending}
                onChange={(e) => set('financialYearStartMonth')(e.target.value)}
              >
                {MONTHS.map((month, i) => (
                  <option key={month} value={String(i + 1)}>
                    {month}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-locale`}>Numbers and dates</Label>
              <NativeSelect
                id={`${id}-locale`}
                value={fields.locale}
                disabled={!canWrite || update.isPending}
                onChange={(e) => set('locale')(e.target.value)}
              >
                {COMPANY_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {COMPANY_LOCALE_LABELS[locale]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-language`}>
                <Trans>Language</Trans>
              </Label>
              <NativeSelect
                id={`${id}-language`}
                value={fields.language}
                disabled={!canWrite || update.isPending}
                onChange={(e) => set('language')(e.target.value)}
                aria-describedby={`${id}-language-hint`}
              >
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </NativeSelect>
              <p id={`${id}-language-hint`} className="text-xs text-muted-foreground">
                <Trans>Of the sign-in page and of everyone who has not chosen their own.</Trans>
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-timezone`}>Default time zone</Label>
              <TimeZoneSelect
                id={`${id}-timezone`}
                value={fields.timezone}
                disabled={!canWrite || update.isPending}
                onChange={set('timezone')}
              />
              <FieldError id={`${id}-timezone-error`}>{errors.timezone}</FieldError>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-currency`}>Currency</Label>
              <Input id={`${id}-currency`} value="Indian rupee (₹, INR)" disabled readOnly />
            </div>
          </div>

          {canWrite ? (
            <div className="flex justify-end">
              <Button type="submit" disabled={update.isPending || (changed.length === 0 && !logo)}>
                {update.isPending ? 'Saving…' : 'Save company details'}
              </Button>
            </div>
          ) : null}
        </form>
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title="Remove the logo?"
          description="The menu, the sign-in page and new salary slips show the product’s mark instead."
          confirmLabel="Remove logo"
          pending={update.isPending}
          onConfirm={removeLogo}
        />
      </CardContent>
    </Card>
  );
}

function TimeZoneSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const zones = TIME_ZONES.includes(value) ? TIME_ZONES : [value, ...TIME_ZONES];
  return (
    <NativeSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </NativeSelect>
  );
}

// ------------------------------------------------------------------------------------ offices

function Offices({
  offices,
  canWrite,
  defaultTimeZone,
}: {
  offices: Office[];
  canWrite: boolean;
  defaultTimeZone: string;
}) {
  const [editing, setEditing] = useState<Office | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Office | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const updateOffice = useUpdateOffice();
  const deleteOffice = useDeleteOffice();

  const toggle = async (office: Office) => {
    try {
      await updateOffice.mutateAsync({ id: office.id, body: { active: !office.active } });
      toast.success(office.active ? `${office.name} is deactivated` : `${office.name} is active again`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteOffice.mutateAsync(deleting.id);
      toast.success(`${deleting.name} is deleted`);
      setDeleting(null);
    } catch (error) {
      setDeleteError((error as Error).message);
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <MapPin className="size-4 text-primary" aria-hidden="true" />
            Offices
          </CardTitle>
          <CardDescription>
            Where people work: the state sets holidays and professional tax, the time zone sets their day.
            Weekends are set per office under Holidays.
          </CardDescription>
        </div>
        {canWrite ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add office
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {offices.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No offices yet. Add the first one.</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Office</TableHead>
                  <TableHead>State</TableHead>
                  <TableHead>Time zone</TableHead>
                  <TableHead className="text-right">People</TableHead>
                  {canWrite ? (
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {offices.map((office) => (
                  <TableRow key={office.id} data-testid="office-row">
                    <TableCell>
                      <div className="flex items-center gap-2 font-medium">
                        {office.name}
                        {office.active ? null : <Badge variant="outline">Inactive</Badge>}
                      </div>
                      {office.city ? (
                        <div className="text-xs text-muted-foreground">{office.city}</div>
                      ) : null}
                    </TableCell>
                    <TableCell>{office.region ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {office.timezone.replaceAll('_', ' ')}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{office.headcount}</TableCell>
                    {canWrite ? (
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`Edit ${office.name}`}
                            onClick={() => setEditing(office)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={updateOffice.isPending}
                            onClick={() => toggle(office)}
                          >
                            {office.active ? 'Deactivate' : 'Activate'}
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`Delete ${office.name}`}
                            onClick={() => {
                              setDeleteError(undefined);
                              setDeleting(office);
                            }}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
      {editing ? (
        <OfficeDialog
          office={editing === 'new' ? null : editing}
          defaultTimeZone={defaultTimeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.name ?? 'the office'}?`}
        description="Only an office nobody was ever placed at can be deleted. One with people is deactivated instead, which keeps their history."
        confirmLabel="Delete office"
        pending={deleteOffice.isPending}
        error={deleteError}
        onConfirm={remove}
      />
    </Card>
  );
}

function OfficeDialog({
  office,
  defaultTimeZone,
  onClose,
}: {
  office: Office | null;
  defaultTimeZone: string;
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateOffice();
  const update = useUpdateOffice();
  const pending = create.isPending || update.isPending;
  const [values, setValues] = useState({
    name: office?.name ?? '',
    city: office?.city ?? '',
    region: office?.region ?? '',
    address: office?.address ?? '',
    timezone: office?.timezone ?? defaultTimeZone,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((all) => ({ ...all, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (values.name.trim() === '') {
      setErrors({ name: 'Give the office a name' });
      return;
    }
    try {
      if (office) await update.mutateAsync({ id: office.id, body: values });
      else await create.mutateAsync(values);
      toast.success(office ? 'Office saved' : `${values.name.trim()} is added`);
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure((error as Error).message);
    }
  };

  const text = (name: 'name' | 'city' | 'region', label: string) => (
    <div className="space-y-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{office ? `Edit ${office.name}` : 'Add an office'}</DialogTitle>
          <DialogDescription>People are placed at an office from their employee record.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {text('name', 'Name')}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('city', 'City')}
            {text('region', 'State')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-address`}>Address</Label>
            <Textarea
              id={`${id}-address`}
              rows={2}
              value={values.address}
              onChange={(e) => set('address')(e.target.value)}
            />
            <FieldError id={`${id}-address-error`}>{errors.address}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-timezone`}>Time zone</Label>
            <TimeZoneSelect
              id={`${id}-timezone`}
              value={values.timezone}
              disabled={pending}
              onChange={set('timezone')}
            />
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : office ? 'Save office' : 'Add office'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

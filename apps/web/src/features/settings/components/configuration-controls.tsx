/**
 * The control each configuration key calls for, read from what the configuration API says of it
 * (its JSON schema, unit and worded choices), so a key added later needs nothing here: a switch, a
 * number with its unit (a size in MB, stored in bytes), a choice as radios or a select (a day of the
 * month beside worded values), checkboxes, a time, or a list of networks checked as the server does.
 */
import type { ConfigurationChoice, ConfigurationEntry } from '@hrms/contracts/configuration';
import { CidrSchema } from '@hrms/contracts/time-tracking';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';

const MB = 1024 * 1024;
/** At most this many worded choices show as radios; more become a select. */
const MAX_RADIOS = 3;

export type Editor =
  | { kind: 'boolean' }
  | { kind: 'flags'; flags: ConfigurationChoice[] }
  | { kind: 'number'; integer: boolean; min?: number; max?: number; nullable: boolean; unit: string | null }
  | { kind: 'bytes'; min?: number; max?: number }
  | { kind: 'choice'; choices: ConfigurationChoice[]; days?: { min: number; max: number } }
  | { kind: 'multi'; choices: ConfigurationChoice[] }
  | { kind: 'time' }
  | { kind: 'networks'; max?: number }
  | { kind: 'text' }
  | { kind: 'elsewhere' };

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

const UNIT_WORDS: Record<string, [one: string, many: string]> = {
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
};

/** "15 minutes", "1 day". */
function withUnit(value: number, unit: string | null): string {
  const words = unit ? UNIT_WORDS[unit] : undefined;
  return words ? `${value} ${value === 1 ? words[0] : words[1]}` : String(value);
}

/** "10 MB", "0.5 MB". */
export function megabytes(bytes: number): string {
  return `${Number((bytes / MB).toFixed(2))} MB`;
}

const dayLabel = (day: number) => `Day ${day} of the month`;

function wordedChoices(entry: ConfigurationEntry, values: unknown[]): ConfigurationChoice[] {
  return values.map(
    (value) =>
      entry.choices?.find((c) => c.value === value) ?? {
        value: value as ConfigurationChoice['value'],
        label: String(value),
      },
  );
}

/** The control a key's schema and unit call for. */
export function editorFor(entry: ConfigurationEntry): Editor {
  const schema = entry.schema as JsonSchema;
  const options = schema.anyOf ?? [schema];
  const nullable = options.some((o) => o.type === 'null');
  const present = options.filter((o) => o.type !== 'null');
  const main = present[0] ?? schema;
  const constants = present.filter((o) => o.const !== undefined || o.enum !== undefined);
  const integer = present.find((o) => o.type === 'integer');

  if (main.type === 'boolean' && !nullable) return { kind: 'boolean' };
  if (
    main.type === 'object' &&
    main.properties &&
    Object.values(main.properties).every((p) => p.type === 'boolean')
  ) {
    return {
      kind: 'flags',
      flags: Object.keys(main.properties).map(
        (name) => entry.choices?.find((c) => c.value === name) ?? { value: name, label: name },
      ),
    };
  }
  // A worded value or a day of the month (a pay day: its last working day, or the 7th).
  if (constants.length > 0 && integer && present.length === constants.length + 1 && !nullable) {
    return {
      kind: 'choice',
      choices: wordedChoices(
        entry,
        constants.flatMap((c) => (c.enum ? c.enum : [c.const])),
      ),
      days: { min: integer.minimum ?? 1, max: integer.maximum ?? 31 },
    };
  }
  if (present.length === 1 && (main.type === 'integer' || main.type === 'number')) {
    const bounds = {
      ...(main.minimum !== undefined ? { min: main.minimum } : {}),
      ...(main.maximum !== undefined ? { max: main.maximum } : {}),
    };
    if (entry.unit === 'bytes' && !nullable) return { kind: 'bytes', ...bounds };
    return { kind: 'number', integer: main.type === 'integer', nullable, unit: entry.unit, ...bounds };
  }
  if (present.length === 1 && main.type === 'string' && !nullable) {
    if (main.enum) return { kind: 'choice', choices: wordedChoices(entry, main.enum) };
    if (entry.unit === 'time') return { kind: 'time' };
    return { kind: 'text' };
  }
  if (constants.length === present.length && constants.length > 0 && !nullable) {
    return {
      kind: 'choice',
      choices: wordedChoices(
        entry,
        constants.map((c) => c.const),
      ),
    };
  }
  if (main.type === 'array' && !nullable) {
    if (main.items?.enum) return { kind: 'multi', choices: wordedChoices(entry, main.items.enum) };
    if (main.items?.type === 'string' && entry.unit === 'networks') {
      return { kind: 'networks', ...(main.maxItems !== undefined ? { max: main.maxItems } : {}) };
    }
  }
  return { kind: 'elsewhere' };
}

/** A control of several fields (switches, radios, checkboxes, rows), named as a group. */
export function isGroup(editor: Editor): boolean {
  return (
    editor.kind === 'flags' ||
    editor.kind === 'multi' ||
    editor.kind === 'networks' ||
    editor.kind === 'elsewhere' ||
    (editor.kind === 'choice' && !editor.days && editor.choices.length <= MAX_RADIOS)
  );
}

/** What the control holds for a value. */
export function draftOf(editor: Editor, value: unknown): unknown {
  switch (editor.kind) {
    case 'boolean':
    case 'flags':
    case 'multi':
    case 'elsewhere':
      return value;
    case 'networks':
      return Array.isArray(value) ? value.map(String) : [];
    case 'bytes':
      return typeof value === 'number' ? String(Number((value / MB).toFixed(2))) : '';
    case 'choice':
      return value === null || value === undefined ? '' : JSON.stringify(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The value to send for a control's content, or the reason it is not one. */
export function parsedDraft(editor: Editor, draft: unknown): { value: unknown } | { error: string } {
  switch (editor.kind) {
    case 'boolean':
    case 'flags':
    case 'multi':
    case 'elsewhere':
      return { value: draft };
    case 'choice':
      return { value: JSON.parse(String(draft)) };
    case 'networks': {
      const rows = (draft as string[]).map((row) => row.trim()).filter((row) => row !== '');
      for (const [i, row] of rows.entries()) {
        const checked = CidrSchema.safeParse(row);
        if (!checked.success) return { error: `Network ${i + 1}: ${checked.error.issues[0]?.message}` };
      }
      if (editor.max !== undefined && rows.length > editor.max) {
        return { error: `List at most ${editor.max} networks` };
      }
      return { value: rows };
    }
    case 'bytes': {
      const text = String(draft).trim();
      const mb = Number(text);
      if (text === '' || !Number.isFinite(mb)) return { error: 'Give a size in MB' };
      const bytes = Math.round(mb * MB);
      if (
        (editor.min !== undefined && bytes < editor.min) ||
        (editor.max !== undefined && bytes > editor.max)
      ) {
        return {
          error: `Must be between ${megabytes(editor.min ?? 0)} and ${megabytes(editor.max ?? bytes)}`,
        };
      }
      return { value: bytes };
    }
    case 'number': {
      const text = String(draft).trim();
      if (text === '') return editor.nullable ? { value: null } : { error: 'Give a number' };
      const number = Number(text);
      if (!Number.isFinite(number)) return { error: 'Give a number' };
      if (editor.integer && !Number.isInteger(number)) return { error: 'Give a whole number' };
      return { value: number };
    }
    case 'time': {
      const text = String(draft).trim();
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? { value: text } : { error: 'Give a time like 09:30' };
    }
    case 'text':
      return { value: String(draft).trim() };
  }
}

/** A value in words: "10 MB", "15 minutes", "On", "Last working day". */
export function shownValue(editor: Editor, value: unknown): string {
  if (value === null || value === undefined) return editor.kind === 'number' ? 'no limit' : 'none';
  switch (editor.kind) {
    case 'boolean':
      return value ? 'on' : 'off';
    case 'bytes':
      return megabytes(Number(value));
    case 'number':
      return withUnit(Number(value), editor.unit);
    case 'choice':
      return typeof value === 'number' && editor.days
        ? dayLabel(value)
        : (editor.choices.find((c) => c.value === value)?.label ?? String(value));
    case 'multi': {
      const chosen = editor.choices.filter((c) => (value as unknown[]).includes(c.value));
      return chosen.length > 0 ? chosen.map((c) => c.label).join(', ') : 'none';
    }
    case 'flags': {
      const on = editor.flags.filter((f) => (value as Record<string, boolean>)[String(f.value)]);
      return on.length > 0 ? on.map((f) => f.label.toLowerCase()).join(' and ') : 'off';
    }
    case 'networks':
    case 'elsewhere':
      return Array.isArray(value) && value.length === 0 ? 'none (from anywhere)' : `${(value as []).length}`;
    default:
      return String(value);
  }
}

export interface ControlProps {
  id: string;
  editor: Editor;
  draft: unknown;
  invalid: boolean;
  describedBy: string;
  disabled: boolean;
  onChange: (draft: unknown) => void;
}

/** The control of one key; `id` names its first field, which the key's label points at. */
export function SettingControl({
  id,
  editor,
  draft,
  invalid,
  describedBy,
  disabled,
  onChange,
}: ControlProps) {
  const common = {
    disabled,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  switch (editor.kind) {
    case 'boolean':
      return (
        <Switch
          id={id}
          checked={Boolean(draft)}
          onCheckedChange={onChange}
          disabled={disabled}
          aria-describedby={describedBy}
        />
      );
    case 'flags': {
      const flags = (draft ?? {}) as Record<string, boolean>;
      return (
        <fieldset
          aria-labelledby={`${id}-label`}
          className="m-0 flex min-w-0 flex-wrap gap-x-5 gap-y-2 border-0 p-0"
        >
          {editor.flags.map((flag, i) => {
            const name = String(flag.value);
            const flagId = i === 0 ? id : `${id}-${name}`;
            return (
              <div key={name} className="flex items-center gap-2">
                <Switch
                  id={flagId}
                  checked={Boolean(flags[name])}
                  onCheckedChange={(on) => onChange({ ...flags, [name]: on })}
                  disabled={disabled}
                  aria-describedby={describedBy}
                />
                <Label htmlFor={flagId} className="font-normal">
                  {flag.label}
                </Label>
              </div>
            );
          })}
        </fieldset>
      );
    }
    case 'number':
    case 'bytes': {
      const unit = editor.kind === 'bytes' ? 'MB' : editor.unit;
      return (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            className="w-28"
            step={editor.kind === 'bytes' ? 0.1 : editor.integer ? 1 : 'any'}
            min={editor.kind === 'bytes' ? undefined : editor.min}
            max={editor.kind === 'bytes' ? undefined : editor.max}
            placeholder={editor.kind === 'number' && editor.nullable ? 'No limit' : undefined}
            value={String(draft)}
            onChange={(e) => onChange(e.target.value)}
            {...common}
          />
          {unit ? (
            <span className="w-16 text-sm text-muted-foreground" aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </div>
      );
    }
    case 'choice': {
      const days = editor.days;
      if (!days && editor.choices.length <= MAX_RADIOS) {
        return (
          <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex flex-wrap gap-x-4 gap-y-2">
            {editor.choices.map((choice, i) => {
              const value = JSON.stringify(choice.value);
              const choiceId = i === 0 ? id : `${id}-${i}`;
              return (
                <div key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={choiceId}
                    name={id}
                    value={value}
                    checked={draft === value}
                    onChange={() => onChange(value)}
                    disabled={disabled}
                    aria-describedby={describedBy}
                    className="size-4 accent-primary"
                  />
                  <Label htmlFor={choiceId} className="font-normal">
                    {choice.label}
                  </Label>
                </div>
              );
            })}
          </div>
        );
      }
      return (
        <NativeSelect
          id={id}
          className="w-56"
          value={String(draft)}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        >
          {editor.choices.map((choice) => (
            <option key={JSON.stringify(choice.value)} value={JSON.stringify(choice.value)}>
              {choice.label}
            </option>
          ))}
          {days
            ? Array.from({ length: days.max - days.min + 1 }, (_, i) => days.min + i).map((day) => (
                <option key={day} value={String(day)}>
                  {dayLabel(day)}
                </option>
              ))
            : null}
        </NativeSelect>
      );
    }
    case 'multi': {
      const chosen = (draft ?? []) as unknown[];
      return (
        <fieldset
          aria-labelledby={`${id}-label`}
          className="m-0 flex min-w-0 flex-wrap gap-x-4 gap-y-2 border-0 p-0"
        >
          {editor.choices.map((choice) => (
            <LabelledCheckbox
              key={String(choice.value)}
              label={choice.label}
              checked={chosen.includes(choice.value)}
              onCheckedChange={(on) =>
                onChange(
                  editor.choices
                    .map((c) => c.value)
                    .filter((v) => (v === choice.value ? on === true : chosen.includes(v))),
                )
              }
              disabled={disabled}
              aria-describedby={describedBy}
            />
          ))}
        </fieldset>
      );
    }
    case 'time':
      return (
        <Input
          id={id}
          type="time"
          className="w-32"
          value={String(draft)}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      );
    case 'networks':
      return (
        <NetworkList
          id={id}
          rows={draft as string[]}
          max={editor.max}
          disabled={disabled}
          describedBy={describedBy}
          onChange={onChange}
        />
      );
    case 'text':
      return (
        <Input
          id={id}
          className="w-56"
          value={String(draft)}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      );
    case 'elsewhere':
      return null;
  }
}

/** One network a row, each checked as it is typed; an empty list lets clock-ins come from anywhere. */
function NetworkList({
  id,
  rows,
  max,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  rows: string[];
  max: number | undefined;
  disabled: boolean;
  describedBy: string;
  onChange: (rows: string[]) => void;
}) {
  const add = () => {
    onChange([...rows, '']);
    // The new row takes the focus once drawn.
    const next = rows.length === 0 ? id : `${id}-row-${rows.length}`;
    requestAnimationFrame(() => document.getElementById(next)?.focus());
  };
  return (
    <fieldset aria-labelledby={`${id}-label`} className="m-0 w-full min-w-0 space-y-2 border-0 p-0 sm:w-80">
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">From anywhere</p> : null}
      <ul className="space-y-2">
        {rows.map((row, i) => {
          const wrong = row.trim() !== '' && !CidrSchema.safeParse(row).success;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity
            <li key={i} className="flex items-center gap-1">
              <Input
                id={i === 0 ? id : `${id}-row-${i}`}
                aria-label={`Network ${i + 1}`}
                className={cn('font-mono text-sm', wrong && 'border-destructive')}
                placeholder="203.0.113.0/24"
                spellCheck={false}
                value={row}
                onChange={(e) => onChange(rows.map((r, j) => (j === i ? e.target.value : r)))}
                disabled={disabled}
                aria-invalid={wrong ? true : undefined}
                aria-describedby={describedBy}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove network ${i + 1}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                disabled={disabled}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={add}
        disabled={disabled || (max !== undefined && rows.length >= max)}
        id={rows.length === 0 ? id : undefined}
      >
        <Plus aria-hidden="true" />
        Add network
      </Button>
    </fieldset>
  );
}

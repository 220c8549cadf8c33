/**
 * Settings → All settings: every policy value the product works with, as the configuration API
 * lists it (key, description, default, schema). Edits collect into a draft and are saved together
 * through the bulk call: all of them apply, or none do and the refused keys say why.
 */
import {
  type BulkConfigurationBody,
  CONFIGURATION_CATEGORIES,
  CONFIGURATION_CATEGORY_LABELS,
  type ConfigurationCategory,
  type ConfigurationEntry,
} from '@hrms/contracts/configuration';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useConfiguration, useUpdateConfiguration } from '../api/configuration';

type ConfigurationValue = BulkConfigurationBody['items'][number]['value'];

type Editor =
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number; nullable: boolean }
  | { kind: 'choice'; options: string[] }
  | { kind: 'text' }
  | { kind: 'json' };

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
}

/** The control a key's schema calls for; lists and records are edited as JSON. */
export function editorFor(schema: JsonSchema): Editor {
  const options = schema.anyOf ?? [schema];
  const nullable = options.some((o) => o.type === 'null');
  const main = options.find((o) => o.type !== 'null') ?? schema;
  if (main.type === 'boolean' && !nullable) return { kind: 'boolean' };
  if (main.type === 'integer' || main.type === 'number') {
    return {
      kind: 'number',
      integer: main.type === 'integer',
      ...(main.minimum !== undefined ? { min: main.minimum } : {}),
      ...(main.maximum !== undefined ? { max: main.maximum } : {}),
      nullable,
    };
  }
  if (main.type === 'string' && main.enum && !nullable)
    return { kind: 'choice', options: main.enum.map(String) };
  if (main.type === 'string' && !nullable) return { kind: 'text' };
  return { kind: 'json' };
}

/** What the control holds for a value: text for inputs, the value itself for a switch. */
function draftOf(editor: Editor, value: unknown): unknown {
  if (editor.kind === 'boolean') return value;
  if (editor.kind === 'json') return JSON.stringify(value, null, 2);
  return value === null || value === undefined ? '' : String(value);
}

/** The value to send for a control's content, or the reason it is not one. */
export function parsedDraft(editor: Editor, draft: unknown): { value: unknown } | { error: string } {
  if (editor.kind === 'boolean') return { value: draft };
  const text = String(draft).trim();
  if (editor.kind === 'number') {
    if (text === '') return editor.nullable ? { value: null } : { error: 'Give a number' };
    const number = Number(text);
    return Number.isFinite(number) ? { value: number } : { error: 'Give a number' };
  }
  if (editor.kind === 'json') {
    try {
      return { value: JSON.parse(text) };
    } catch {
      return { error: 'Not valid JSON' };
    }
  }
  return { value: text };
}

function shown(value: unknown): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value) && value.length === 0) return 'empty';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ConfigurationSection({ canWrite }: { canWrite: boolean }) {
  const configuration = useConfiguration();
  const update = useUpdateConfiguration();
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ConfigurationCategory | 'all'>('all');
  const searchId = useId();
  const categoryId = useId();

  const entries = configuration.data ?? [];
  const editors = useMemo(
    () => new Map(entries.map((e) => [e.key, editorFor(e.schema as JsonSchema)])),
    [entries],
  );
  const needle = search.trim().toLowerCase();
  const visible = entries.filter(
    (e) =>
      (category === 'all' || e.category === category) &&
      (needle === '' || `${e.key} ${e.description}`.toLowerCase().includes(needle)),
  );
  const categories = CONFIGURATION_CATEGORIES.filter((c) => entries.some((e) => e.category === c));
  const changedKeys = Object.keys(drafts);

  const edit = (entry: ConfigurationEntry, draft: unknown) => {
    const editor = editors.get(entry.key)!;
    const parsed = parsedDraft(editor, draft);
    setDrafts((all) => {
      const next = { ...all };
      if ('value' in parsed && same(parsed.value, entry.value)) delete next[entry.key];
      else next[entry.key] = draft;
      return next;
    });
    setErrors(({ [entry.key]: _, ...rest }) => rest);
  };

  /**
   * The bar closes when nothing is left unsaved, taking the control that had the focus with it:
   * that focus goes to the first setting the bar held (else the search box), not to the page's body,
   * once the fields are enabled again.
   */
  const bar = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState<{ key: string | undefined } | null>(null);
  const closeBar = (held: boolean, firstKey: string | undefined) => {
    setDrafts({});
    if (held) setRefocus({ key: firstKey });
  };
  useEffect(() => {
    if (!refocus || update.isPending) return;
    setRefocus(null);
    const field = refocus.key
      ? document.querySelector<HTMLElement>(
          `[data-setting-key="${CSS.escape(refocus.key)}"] :is(input, select, textarea, button)`,
        )
      : null;
    (field ?? document.getElementById(searchId))?.focus();
  }, [refocus, update.isPending, searchId]);
  const barHasFocus = () => bar.current?.contains(document.activeElement) ?? false;

  const discard = () => {
    closeBar(barHasFocus(), changedKeys[0]);
    setErrors({});
    setRefused(null);
  };

  const save = async () => {
    const held = barHasFocus();
    const local: Record<string, string> = {};
    const items = changedKeys.flatMap((key) => {
      const parsed = parsedDraft(editors.get(key)!, drafts[key]);
      if ('error' in parsed) {
        local[key] = parsed.error;
        return [];
      }
      return [{ key, value: parsed.value as ConfigurationValue }];
    });
    setErrors(local);
    setRefused(null);
    if (Object.keys(local).length > 0) return;
    try {
      await update.mutateAsync({ items });
      closeBar(held, changedKeys[0]);
      toast.success(items.length === 1 ? 'Setting saved' : `${items.length} settings saved`);
    } catch (error) {
      const byKey: Record<string, string> = {};
      for (const issue of isApiError(error) ? (error.details ?? []) : []) {
        const key = changedKeys.find((k) => issue.field === k || issue.field.startsWith(`${k}.`));
        if (key && !byKey[key]) byKey[key] = issue.message;
      }
      setErrors(byKey);
      setRefused(
        Object.keys(byKey).length > 0
          ? 'Nothing was saved. Correct the settings marked below and save again.'
          : `Nothing was saved. ${(error as Error).message}`,
      );
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal className="size-4 text-primary" aria-hidden="true" />
          All settings
        </CardTitle>
        <CardDescription>
          Every policy value the product works with, with what it means and its default. Changes are saved
          together: all of them, or none if one is refused.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={searchId} className="sr-only">
            Search settings
          </label>
          <SearchInput
            id={searchId}
            className="sm:max-w-xs sm:flex-1"
            placeholder="Search settings"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <label htmlFor={categoryId} className="sr-only">
            Area
          </label>
          <NativeSelect
            id={categoryId}
            className="sm:w-48"
            value={category}
            onChange={(e) => setCategory(e.target.value as ConfigurationCategory | 'all')}
          >
            <option value="all">Every area</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {CONFIGURATION_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>

        {refused ? (
          <Alert variant="destructive">
            <AlertDescription>{refused}</AlertDescription>
          </Alert>
        ) : null}

        {configuration.isPending ? (
          <div className="space-y-4" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : configuration.isError ? (
          <QueryError
            title="We could not load the settings"
            error={configuration.error}
            onRetry={() => configuration.refetch()}
            retrying={configuration.isFetching}
          />
        ) : visible.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No setting matches “{search}”.</p>
        ) : (
          CONFIGURATION_CATEGORIES.filter((c) => visible.some((e) => e.category === c)).map((c) => (
            <section key={c} aria-labelledby={`${categoryId}-${c}`} className="space-y-1">
              <h3 id={`${categoryId}-${c}`} className="text-sm font-semibold text-muted-foreground">
                {CONFIGURATION_CATEGORY_LABELS[c]}
              </h3>
              <ul className="divide-y rounded-lg border">
                {visible
                  .filter((e) => e.category === c)
                  .map((entry) => (
                    <KeyRow
                      key={entry.key}
                      entry={entry}
                      editor={editors.get(entry.key)!}
                      draft={
                        entry.key in drafts
                          ? drafts[entry.key]
                          : draftOf(editors.get(entry.key)!, entry.value)
                      }
                      edited={entry.key in drafts}
                      error={errors[entry.key]}
                      disabled={!canWrite || update.isPending}
                      onChange={(draft) => edit(entry, draft)}
                    />
                  ))}
              </ul>
            </section>
          ))
        )}

        {canWrite && changedKeys.length > 0 ? (
          <div
            ref={bar}
            className="sticky bottom-3 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3 shadow-md"
          >
            <p className="text-sm font-medium" aria-live="polite">
              {changedKeys.length === 1 ? '1 unsaved change' : `${changedKeys.length} unsaved changes`}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" onClick={discard} disabled={update.isPending}>
                Discard
              </Button>
              <Button onClick={save} disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save changes'}
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function KeyRow({
  entry,
  editor,
  draft,
  edited,
  error,
  disabled,
  onChange,
}: {
  entry: ConfigurationEntry;
  editor: Editor;
  draft: unknown;
  edited: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (draft: unknown) => void;
}) {
  const id = useId();
  const hint = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hint} ${errorId}` : hint;
  const isDefault = same(entry.value, entry.defaultValue);
  const control = (() => {
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
      case 'number':
        return (
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            className="w-36"
            step={editor.integer ? 1 : 'any'}
            min={editor.min}
            max={editor.max}
            placeholder={editor.nullable ? 'none' : undefined}
            value={String(draft)}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        );
      case 'choice':
        return (
          <NativeSelect
            id={id}
            className="w-44"
            value={String(draft)}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            {editor.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        );
      case 'text':
        return (
          <Input
            id={id}
            className="w-36"
            value={String(draft)}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        );
      case 'json':
        return (
          <Textarea
            id={id}
            className="min-h-20 w-full font-mono text-xs sm:w-72"
            value={String(draft)}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        );
    }
  })();

  return (
    <li
      data-setting-key={entry.key}
      className="grid gap-3 p-3 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-6"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-mono text-xs font-medium break-all">
            {entry.key}
          </label>
          {edited ? <Badge variant="soft">Edited</Badge> : null}
          {!edited && !isDefault ? <Badge variant="outline">Changed from default</Badge> : null}
        </div>
        <p id={hint} className="text-sm text-muted-foreground">
          {entry.description} <span className="whitespace-nowrap">Default: {shown(entry.defaultValue)}.</span>
        </p>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      <div className="flex items-center gap-1 sm:justify-end">
        {control}
        {!disabled && !isDefault && !edited ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Reset ${entry.key} to its default`}
            title="Reset to default"
            onClick={() => onChange(draftOf(editor, entry.defaultValue))}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

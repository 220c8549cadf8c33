/**
 * Settings → All settings: every policy value the product works with, as the configuration API
 * lists it (its label, unit, help, default and schema; the key kept as its id and searchable), each
 * with the control it calls for. Edits collect into a draft and are saved together
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
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useConfiguration, useUpdateConfiguration } from '../api/configuration';
import {
  draftOf,
  type Editor,
  editorFor,
  isGroup,
  parsedDraft,
  SettingControl,
  shownValue,
} from './configuration-controls';

type ConfigurationValue = BulkConfigurationBody['items'][number]['value'];

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
  const editors = useMemo(() => new Map(entries.map((e) => [e.key, editorFor(e)])), [entries]);
  const needle = search.trim().toLowerCase();
  const visible = entries.filter(
    (e) =>
      (category === 'all' || e.category === category) &&
      (needle === '' || `${e.label} ${e.key} ${e.description}`.toLowerCase().includes(needle)),
  );
  const categories = CONFIGURATION_CATEGORIES.filter((c) => entries.some((e) => e.category === c));
  const changedKeys = Object.keys(drafts);

  const edit = (entry: ConfigurationEntry, draft: unknown) => {
    const editor = editors.get(entry.key)!;
    setDrafts((all) => {
      const next = { ...all };
      if (same(draft, draftOf(editor, entry.value))) delete next[entry.key];
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
    const row = [...document.querySelectorAll<HTMLElement>('[data-setting-key]')].find(
      (element) => element.dataset.settingKey === refocus.key,
    );
    const field = row?.querySelector<HTMLElement>(':is(input, select, textarea, button)') ?? null;
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
  const Title = isGroup(editor) ? 'span' : 'label';
  const wide = editor.kind === 'networks' || editor.kind === 'flags' || editor.kind === 'multi';

  return (
    <li
      data-setting-key={entry.key}
      className={
        wide ? 'grid gap-3 p-3' : 'grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-6'
      }
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Title
            id={`${id}-label`}
            {...(Title === 'label' ? { htmlFor: id } : {})}
            className="text-sm font-medium"
          >
            {entry.label}
          </Title>
          <code className="font-mono text-xs break-all text-muted-foreground">{entry.key}</code>
          {edited ? <Badge variant="soft">Edited</Badge> : null}
          {!edited && !isDefault ? <Badge variant="outline">Changed from default</Badge> : null}
        </div>
        <p id={hint} className="text-sm text-muted-foreground">
          {entry.description}{' '}
          {editor.kind === 'elsewhere' ? (
            <span>Change it under Settings → {CONFIGURATION_CATEGORY_LABELS[entry.category]}.</span>
          ) : (
            <span className="whitespace-nowrap">Default: {shownValue(editor, entry.defaultValue)}.</span>
          )}
        </p>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      {editor.kind === 'elsewhere' ? null : (
        <div className={wide ? 'flex items-start gap-1' : 'flex items-start gap-1 sm:justify-end'}>
          <SettingControl
            id={id}
            editor={editor}
            draft={draft}
            invalid={Boolean(error)}
            describedBy={describedBy}
            disabled={disabled}
            onChange={onChange}
          />
          {!disabled && !isDefault && !edited ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Reset ${entry.label} to its default`}
              title="Reset to default"
              onClick={() => onChange(draftOf(editor, entry.defaultValue))}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

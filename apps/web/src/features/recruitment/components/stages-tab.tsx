/**
 * The pipeline's stages (admin, hr), in order: rename them, add screening or interview stages, move
 * and remove them, then save the whole pipeline at once. The rules of the contract are checked here
 * as the server checks them (one stage of each kind, kinds in order, names unique); a stage keeps its
 * kind once made, and one with applications in it cannot be removed until they are moved (the server
 * says so).
 */
import {
  type ReplaceStagesBody,
  ReplaceStagesBodySchema,
  STAGE_KIND_LABELS,
  STAGE_KINDS,
  type Stage,
  type StageKind,
} from '@hrms/contracts/recruitment';
import { ArrowDown, ArrowUp, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ListFailed, ListLoading } from '../../../components/list-states';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useStages } from '../api/get-stages';
import { useReplaceStages } from '../api/replace-stages';

/** The kinds a company adds stages of; the others come once each with the pipeline. */
const ADDABLE_KINDS = ['screening', 'interview'] as const satisfies readonly StageKind[];

interface Row {
  /** Tells rows apart while they move: the stage's id, or a made-up one for a new stage. */
  key: string;
  id: string | null;
  name: string;
  kind: StageKind;
  applications: number;
}

interface Problems {
  /** By row index. */
  rows: Record<number, { name?: string; kind?: string }>;
  /** About the pipeline as a whole. */
  list: string[];
}

const NO_PROBLEMS: Problems = { rows: {}, list: [] };

function rowsOf(stages: readonly Stage[]): Row[] {
  return stages.map((s) => ({
    key: s.id,
    id: s.id,
    name: s.name,
    kind: s.kind,
    applications: s.applications,
  }));
}

function bodyOf(rows: readonly Row[]): ReplaceStagesBody {
  return {
    stages: rows.map((r) =>
      r.id ? { id: r.id, name: r.name, kind: r.kind } : { name: r.name, kind: r.kind },
    ),
  };
}

/** The contract's messages, put on the rows they name and the list's own. */
function check(rows: readonly Row[]): { body: ReplaceStagesBody | null; problems: Problems } {
  const parsed = ReplaceStagesBodySchema.safeParse(bodyOf(rows));
  if (parsed.success) return { body: parsed.data, problems: NO_PROBLEMS };
  const problems: Problems = { rows: {}, list: [] };
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    if (typeof index === 'number' && (field === 'name' || field === 'kind')) {
      problems.rows[index] = {
        ...problems.rows[index],
        [field]: problems.rows[index]?.[field] ?? issue.message,
      };
    } else if (!problems.list.includes(issue.message)) {
      problems.list.push(issue.message);
    }
  }
  return { body: null, problems };
}

/** The server's field messages (`body.stages.2.kind`) on their rows; anything else as the list's. */
function serverProblems(error: unknown): Problems {
  const problems: Problems = { rows: {}, list: [] };
  if (isApiError(error) && error.details?.length) {
    for (const issue of error.details) {
      const match = /^body\.stages\.(\d+)\.(name|kind)$/.exec(issue.field);
      if (match)
        problems.rows[Number(match[1])] = {
          ...problems.rows[Number(match[1])],
          [match[2] as 'name']: issue.message,
        };
      else problems.list.push(issue.message);
    }
  } else {
    problems.list.push(error instanceof Error ? error.message : 'Something went wrong. Try again.');
  }
  return problems;
}

function StagesEditor({ stages }: { stages: readonly Stage[] }) {
  const id = useId();
  const replace = useReplaceStages();
  // The pipeline the edits started from; another save (a colleague's, another tab's) replaces it
  // unless there are edits here, which the server then judges on saving.
  const [base, setBase] = useState<readonly Stage[]>(stages);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(stages));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems | null>(null);
  const added = useRef(0);
  const changed = JSON.stringify(bodyOf(rows)) !== JSON.stringify(bodyOf(rowsOf(base)));
  // After a first try at saving, checked as they type, so the messages go as the problems do; the
  // server's refusal stays until the next edit.
  const problems = refused ?? (tried ? check(rows).problems : NO_PROBLEMS);

  useEffect(() => {
    if (stages === base || changed) return;
    setBase(stages);
    setRows(rowsOf(stages));
  }, [stages, base, changed]);

  const edit = (next: Row[]) => {
    setRows(next);
    setRefused(null);
  };
  const set = (index: number, patch: Partial<Row>) =>
    edit(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    edit(next);
  };
  const add = () => {
    added.current += 1;
    // A new interview stage goes before the offer, so the kinds stay in order.
    const after = rows.findIndex((row) => STAGE_KINDS.indexOf(row.kind) > STAGE_KINDS.indexOf('interview'));
    const at = after === -1 ? rows.length : after;
    const next = [...rows];
    next.splice(at, 0, {
      key: `new-${added.current}`,
      id: null,
      name: '',
      kind: 'interview',
      applications: 0,
    });
    edit(next);
  };
  const save = () => {
    setTried(true);
    const { body } = check(rows);
    if (!body) return;
    replace.mutate(body, {
      onSuccess: (result) => {
        setBase(result.items);
        setRows(rowsOf(result.items));
        setTried(false);
        toast.success('The pipeline was saved');
      },
      onError: (error) => setRefused(serverProblems(error)),
    });
  };
  const reset = () => {
    setBase(stages);
    setRows(rowsOf(stages));
    setTried(false);
    setRefused(null);
  };

  return (
    <div className="space-y-4 border-t p-4 sm:p-5">
      {problems.list.length > 0 ? (
        <ErrorAlert
          message={
            problems.list.length === 1 ? (
              problems.list[0]
            ) : (
              <ul className="list-disc pl-4">
                {problems.list.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )
          }
        />
      ) : null}
      <ol aria-label="Stages" className="grid gap-2">
        {rows.map((row, index) => {
          const n = index + 1;
          const rowProblems = problems.rows[index];
          const nameId = `${id}-${row.key}-name`;
          const kindId = `${id}-${row.key}-kind`;
          const label = row.name.trim() || `stage ${n}`;
          return (
            <li
              key={row.key}
              data-testid="stage-row"
              className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[2rem_minmax(0,1fr)_11rem_auto] sm:items-start"
            >
              <span
                className="hidden pt-2 text-sm text-muted-foreground tabular-nums sm:block"
                aria-hidden="true"
              >
                {n}.
              </span>
              <div className="space-y-1.5">
                <Label htmlFor={nameId}>
                  <span className="sr-only">Stage {n}: </span>Name
                </Label>
                <Input
                  id={nameId}
                  value={row.name}
                  maxLength={60}
                  autoComplete="off"
                  aria-invalid={rowProblems?.name ? true : undefined}
                  aria-describedby={rowProblems?.name ? `${nameId}-error` : undefined}
                  onChange={(event) => set(index, { name: event.target.value })}
                />
                <FieldError id={`${nameId}-error`}>{rowProblems?.name}</FieldError>
                {row.applications > 0 ? (
                  <p className="text-xs text-muted-foreground">
                    {row.applications === 1
                      ? '1 application in it'
                      : `${row.applications} applications in it`}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={kindId}>
                  <span className="sr-only">Stage {n}: </span>Kind
                </Label>
                {row.id ? (
                  // A saved stage keeps its kind: shown, not offered.
                  <NativeSelect id={kindId} value={row.kind} disabled>
                    <option value={row.kind}>{STAGE_KIND_LABELS[row.kind]}</option>
                  </NativeSelect>
                ) : (
                  <NativeSelect
                    id={kindId}
                    value={row.kind}
                    aria-invalid={rowProblems?.kind ? true : undefined}
                    aria-describedby={rowProblems?.kind ? `${kindId}-error` : undefined}
                    onChange={(event) => set(index, { kind: event.target.value as StageKind })}
                  >
                    {ADDABLE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {STAGE_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
                <FieldError id={`${kindId}-error`}>{rowProblems?.kind}</FieldError>
              </div>
              <div className="flex items-center gap-1 sm:pt-6">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move ${label} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${label}`}
                  onClick={() => edit(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={add} disabled={rows.length >= 20}>
          <Plus aria-hidden="true" />
          Add stage
        </Button>
        <span className="flex-1" />
        <Button variant="ghost" onClick={reset} disabled={!changed || replace.isPending}>
          <RotateCcw aria-hidden="true" />
          Undo changes
        </Button>
        <Button onClick={save} disabled={!changed || replace.isPending}>
          {replace.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Save pipeline
        </Button>
      </div>
    </div>
  );
}

export function StagesTab() {
  const stages = useStages();
  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle>Stages</CardTitle>
        <CardDescription>
          The steps every application goes through, in order. Add screening or interview stages; the others
          come once each. A stage keeps its kind once saved.
        </CardDescription>
      </CardHeader>
      {stages.isError ? (
        <ListFailed title="We could not load the stages" query={stages} className="border-t" />
      ) : !stages.data ? (
        <ListLoading rows={6} className="border-t" />
      ) : (
        <StagesEditor stages={stages.data.items} />
      )}
    </Card>
  );
}

/**
 * /organization: who reports to whom, as a tree of cards to drag around, zoom, search and export.
 * Admin and hr see the company; a manager's chart starts from them. `?department=` filters it.
 */
import type { OrgChartResponse } from '@hrms/contracts/organization';
import { ChevronsDownUp, ChevronsUpDown, Network, UsersRound } from 'lucide-react';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDepartments } from '../../../api/get-departments';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { useOrgChart } from '../api/get-org-chart';
import { ExportMenu } from '../components/export-menu';
import { type FocusRequest, OrgChartCanvas } from '../components/org-chart-canvas';
import { OrgChartSearch } from '../components/org-chart-search';
import {
  allManagers,
  expandTo,
  indexOrgChart,
  layoutOrgChart,
  type OrgIndexEntry,
  readableExpanded,
} from '../utils/org-chart-layout';

function DepartmentFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const departments = useDepartments();
  return (
    <NativeSelect
      aria-label="Department"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={departments.isPending}
      className="min-w-0 flex-1 sm:w-52 sm:flex-none"
    >
      <option value="">All departments</option>
      {departments.data?.items.map((d) => (
        <option key={d.id} value={d.id}>
          {d.name}
        </option>
      ))}
    </NativeSelect>
  );
}

function ChartSkeleton() {
  return (
    <Card
      className="flex h-[calc(100dvh-17rem)] min-h-[420px] flex-col items-center gap-10 overflow-hidden pt-10"
      aria-busy="true"
    >
      <Spinner label="Loading the organization chart" className="sr-only" />
      <Skeleton className="h-24 w-56 rounded-xl" />
      <div className="flex gap-6">
        <Skeleton className="h-24 w-56 rounded-xl" />
        <Skeleton className="hidden h-24 w-56 rounded-xl sm:block" />
        <Skeleton className="hidden h-24 w-56 rounded-xl lg:block" />
      </div>
    </Card>
  );
}

function Toolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>;
}

function Chart({
  data,
  departmentId,
  filter,
}: {
  data: OrgChartResponse;
  departmentId: string;
  filter: ReactNode;
}) {
  const roots = data.roots;
  // The chart opens with what fits its width at a readable size; the person expands from there.
  // The frame is measured before the canvas first places the chart (null: not yet measured).
  const frameRef = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState<number | null>(null);
  useLayoutEffect(() => setFrameWidth(frameRef.current?.clientWidth ?? 0), []);
  const opening = useMemo(() => readableExpanded(roots, frameWidth ?? 0), [roots, frameWidth]);
  const [expandedState, setExpanded] = useState<Set<string> | null>(null);
  const expanded = expandedState ?? opening;
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const layout = useMemo(() => layoutOrgChart(roots, expanded), [roots, expanded]);
  const index = useMemo(() => indexOrgChart(roots), [roots]);
  // People hired who have not joined yet are in the chart but not in its count.
  const joining = useMemo(() => {
    let n = 0;
    for (const entry of index.values()) if (entry.node.joinsOn) n += 1;
    return n;
  }, [index]);

  const toggle = useCallback(
    (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev ?? opening);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [opening],
  );
  const pick = useCallback(
    (entry: OrgIndexEntry) => {
      setExpanded((prev) => expandTo(prev ?? opening, entry));
      setHighlightId(entry.node.id);
      setFocus((prev) => ({ id: entry.node.id, seq: (prev?.seq ?? 0) + 1 }));
    },
    [opening],
  );
  const managers = useMemo(() => allManagers(roots), [roots]);
  const everythingOpen = expanded.size >= managers.size;

  return (
    <>
      <Toolbar>
        <OrgChartSearch index={index} onPick={pick} />
        <div className="flex items-center gap-2 sm:contents">
          {filter}
          <Button
            variant="outline"
            className="shrink-0 max-sm:w-9 max-sm:px-0"
            aria-label={everythingOpen ? 'Collapse to the top levels' : 'Expand all'}
            onClick={() => setExpanded(everythingOpen ? opening : new Set(managers))}
          >
            {everythingOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
            <span className="hidden sm:inline">{everythingOpen ? 'Collapse' : 'Expand all'}</span>
          </Button>
          <div className="sm:ml-auto">
            <ExportMenu departmentId={departmentId || undefined} layout={layout} />
          </div>
        </div>
      </Toolbar>
      <div ref={frameRef}>
        {frameWidth === null ? null : (
          <OrgChartCanvas
            layout={layout}
            onToggle={toggle}
            highlightId={highlightId}
            focus={focus}
            label="Organization chart"
          />
        )}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Showing {formatNumber(layout.nodes.length)} of {formatNumber(data.total + joining)}{' '}
        {data.total + joining === 1 ? 'person' : 'people'}
        {joining > 0 ? ` (${formatNumber(joining)} joining soon, not counted yet)` : ''}. Select the number
        under a card to see their reports.
      </p>
    </>
  );
}

/** No team: a manager without reports sees this rather than a chart of one card. */
function isEmptyChart(data: OrgChartResponse, filtered: boolean): boolean {
  if (data.roots.length === 0) return true;
  return !filtered && data.total <= 1 && data.roots.every((root) => root.children.length === 0);
}

export function OrganizationPage() {
  const [params, setParams] = useSearchParams();
  const departmentId = params.get('department') ?? '';
  const chart = useOrgChart({ departmentId: departmentId || undefined });
  const setDepartment = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('department', id);
        else next.delete('department');
        return next;
      },
      { replace: true },
    );
  const filter = <DepartmentFilter value={departmentId} onChange={setDepartment} />;

  let body: ReactNode;
  if (chart.isPending) {
    body = (
      <>
        <Toolbar>{filter}</Toolbar>
        <ChartSkeleton />
      </>
    );
  } else if (chart.isError) {
    body = (
      <>
        <Toolbar>{filter}</Toolbar>
        <QueryError
          title="We could not load the organization chart"
          error={chart.error}
          onRetry={() => void chart.refetch()}
          retrying={chart.isFetching}
        />
      </>
    );
  } else if (isEmptyChart(chart.data, Boolean(departmentId))) {
    body = (
      <>
        <Toolbar>{filter}</Toolbar>
        <Card>
          {departmentId ? (
            <EmptyState Icon={UsersRound} title="No one in this department" className="py-16">
              Pick another department, or all of them.
            </EmptyState>
          ) : (
            <EmptyState Icon={Network} title="No one reports to you yet" className="py-16">
              When people join your team, they appear here with everyone who reports to them.
            </EmptyState>
          )}
        </Card>
      </>
    );
  } else {
    // A new department starts again from the top levels, with nothing highlighted.
    body = <Chart key={departmentId} data={chart.data} departmentId={departmentId} filter={filter} />;
  }

  return (
    <Page>
      <PageHeader
        title="Organization Chart"
        description="Who reports to whom. Drag to move around, and find anyone by name or employee code."
      />
      {body}
    </Page>
  );
}

import type { OrgChartNode } from '@hrms/contracts/organization';
import { Building2, CalendarClock, ChevronUp, Users } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { NODE_HEIGHT, NODE_WIDTH } from '../utils/org-chart-layout';

export interface OrgNodeCardProps {
  node: OrgChartNode;
  x: number;
  y: number;
  expanded: boolean;
  highlighted: boolean;
  /** Zoomed far out: name only, so thousands of cards stay cheap to draw. */
  simple: boolean;
  onToggle: (id: string) => void;
}

function reportsLabel(node: OrgChartNode): string {
  const direct = `${node.directReports} direct report${node.directReports === 1 ? '' : 's'}`;
  return node.totalReports > node.directReports ? `${direct}, ${node.totalReports} in total` : direct;
}

/**
 * One person. The whole card links to their profile (a stretched link), and the round button on its
 * lower edge shows or hides their reports; it sits above the link so the two never overlap.
 */
export const OrgNodeCard = memo(function OrgNodeCard({
  node,
  x,
  y,
  expanded,
  highlighted,
  simple,
  onToggle,
}: OrgNodeCardProps) {
  const hasReports = node.children.length > 0;
  return (
    <div
      data-testid="org-node"
      data-employee-id={node.id}
      data-highlighted={highlighted || undefined}
      data-joins-on={node.joinsOn ?? undefined}
      className={cn(
        'group absolute flex flex-col rounded-xl border bg-card text-card-foreground shadow-xs transition-[box-shadow,border-color] hover:border-primary/50 hover:shadow-md',
        // Not joined yet: shown where they will sit, outside the counts.
        node.joinsOn && 'border-dashed border-info/60',
        'has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring',
        highlighted && 'border-primary ring-4 ring-primary/35 shadow-lg',
      )}
      style={{ left: x, top: y, width: NODE_WIDTH, height: NODE_HEIGHT }}
    >
      {simple ? (
        <div className="flex h-full items-center justify-center px-4">
          <Link
            to={`/employees/${node.id}`}
            draggable={false}
            className="truncate text-2xl font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {node.name}
          </Link>
        </div>
      ) : (
        <>
          <div className="flex min-w-0 items-center gap-3 px-3.5 pt-3.5">
            <Avatar name={node.name} src={node.photoUrl ?? undefined} className="size-10" />
            <div className="min-w-0">
              <Link
                to={`/employees/${node.id}`}
                draggable={false}
                className="block truncate text-sm leading-tight font-semibold outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
                title={`${node.name} · ${node.employeeCode}`}
              >
                {node.name}
              </Link>
              <p
                className="mt-1 truncate text-xs text-muted-foreground"
                title={node.designation ?? undefined}
              >
                {node.designation ?? 'No designation'}
              </p>
            </div>
          </div>
          <div className="mt-auto flex min-w-0 items-center justify-between gap-2 px-3.5 pb-3">
            {node.joinsOn ? (
              <span className="flex min-w-0 items-center gap-1 truncate text-xs font-medium text-info">
                <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">Joins on {formatDate(node.joinsOn)}</span>
              </span>
            ) : (
              <span
                className="flex min-w-0 items-center gap-1 truncate text-xs text-muted-foreground"
                title={node.department ?? undefined}
              >
                <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{node.department ?? node.employeeCode}</span>
              </span>
            )}
            {node.totalReports > 0 ? (
              <span
                className="inline-flex shrink-0 items-center gap-1 rounded-md bg-muted px-1.5 py-0.5 text-[11px] font-medium tabular-nums"
                title={reportsLabel(node)}
              >
                <Users className="size-3" aria-hidden="true" />
                {node.totalReports}
                <span className="sr-only"> in team</span>
              </span>
            ) : null}
          </div>
        </>
      )}
      {hasReports ? (
        <button
          type="button"
          data-testid="org-node-toggle"
          aria-expanded={expanded}
          aria-label={
            expanded
              ? `Hide ${node.name}’s reports`
              : `Show ${node.name}’s ${node.children.length} direct report${node.children.length === 1 ? '' : 's'}`
          }
          onClick={() => onToggle(node.id)}
          className={cn(
            'absolute -bottom-3 left-1/2 z-10 flex h-6 min-w-6 -translate-x-1/2 items-center justify-center rounded-full border px-1.5 text-[11px] font-semibold tabular-nums shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring',
            expanded
              ? 'bg-card text-muted-foreground hover:bg-accent hover:text-accent-foreground'
              : 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
            simple && 'bottom-[-1.25rem] h-10 min-w-10 text-lg',
          )}
        >
          {expanded ? (
            <ChevronUp className={simple ? 'size-6' : 'size-3.5'} aria-hidden="true" />
          ) : (
            `+${node.children.length}`
          )}
        </button>
      ) : null}
    </div>
  );
});

/**
 * The pipeline of one opening (`?opening=`): a board with a column per stage (`?view=` board or
 * list), its candidates' cards moved by dragging (dnd-kit: mouse, touch, or from the keyboard by a
 * card's handle, told to screen readers as it goes), by each card's "Move to" menu, or with a card
 * focused by Alt + the arrow keys. A move shows at once and is undone if the server refuses it; a
 * rejection may say why. hr adds candidates by hand. A card opens the application (`?application=`).
 */
import {
  Accessibility,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  Feedback,
  KeyboardSensor,
  PointerActivationConstraints,
  PointerSensor,
} from '@dnd-kit/dom';
import { isKeyboardEvent, scrollIntoViewIfNeeded } from '@dnd-kit/dom/utilities';
import { DragDropProvider, useDraggable, useDroppable } from '@dnd-kit/react';
import {
  type Application,
  OPENING_STATUS_LABELS,
  type Opening,
  SOURCE_LABELS,
  type Stage,
} from '@hrms/contracts/recruitment';
import { can } from '@hrms/contracts/roles';
import {
  ArrowRightLeft,
  Briefcase,
  CalendarClock,
  CircleAlert,
  ClipboardCheck,
  Columns3,
  GripVertical,
  List,
  Plus,
  SearchX,
  UsersRound,
  X,
} from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-header';
import { ListFailed, ListLoading } from '../../../components/list-states';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates';
import { cn } from '../../../lib/cn';
import { formatDate, formatNumber } from '../../../lib/format';
import { useApplications } from '../api/get-applications';
import { useOpenings } from '../api/get-openings';
import { useStages } from '../api/get-stages';
import { useMoveApplication } from '../api/move-application';
import { daysInStageLabel, plural } from '../utils/application-format';
import type { RecruitmentViewer } from '../utils/viewer';
import { AddCandidateDialog } from './add-candidate-dialog';
import { DuplicateBadge, OfferBadge, StageBadge } from './application-badges';
import { ApplicationDialog } from './application-dialog';
import { RejectDialog } from './reject-dialog';

/** The most applications one board holds; a search narrows a bigger pipeline. */
export const BOARD_LIMIT = 200;
/** Every opening the picker lists (the most a page holds), in the openings tab's order. */
const OPENINGS_PARAMS = { page: 1, limit: 100, search: '', status: '' } as const;

type View = 'board' | 'list';

/** The opening asked for in the address, else the first open one, else the first. */
function pickOpening(openings: Opening[], asked: string | null): Opening | null {
  return (
    openings.find((o) => o.id === asked) ?? openings.find((o) => o.status === 'open') ?? openings[0] ?? null
  );
}

/** A card's controls: its name (which opens it) and, on the board, the handle that drags it. */
type CardControl = 'name' | 'handle';
const cardControl = (id: string, control: CardControl = 'name') =>
  control === 'name' ? `[data-card-button="${id}"]` : `[data-card-handle="${id}"]`;

// ---------------------------------------------------------------------------------------------
// Moving applications

/** How a move was asked for. */
interface MoveRequest {
  /** The card's control that keeps the focus while the card changes column (a move from the keyboard). */
  focus?: CardControl;
  /** A drag has already told a screen reader of the move; only a refusal is said again. */
  announced?: boolean;
}

interface Mover {
  /** Asks for a reason first when the stage rejects. */
  request: (application: Application, stage: Stage, how: MoveRequest) => void;
  /** Says a thing in the live region (a move refused before it starts, say). */
  announce: (text: string) => void;
}

function useMover(root: RefObject<HTMLElement | null>) {
  const move = useMoveApplication();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ application: Application; stage: Stage } | null>(null);
  /** The card the reason was asked for: focus goes back to it once the dialog closes. */
  const asked = useRef<string | null>(null);
  /**
   * The card control to keep focused while the card changes column (it is drawn afresh in the new
   * one, and again in the old one if the server refuses), until the move is settled.
   */
  const follow = useRef<{ id: string; control: CardControl; settled: boolean } | null>(null);

  useEffect(() => {
    const followed = follow.current;
    if (!followed) return;
    const active = document.activeElement;
    // Focus lost with the card's old place, not taken elsewhere by the person.
    if (!active || active === document.body) {
      root.current?.querySelector<HTMLElement>(cardControl(followed.id, followed.control))?.focus();
    }
    if (followed.settled) follow.current = null;
  });

  const send = async (application: Application, stage: Stage, how: MoveRequest, reason?: string) => {
    const name = application.candidate.name;
    setFailure(null);
    follow.current = how.focus ? { id: application.id, control: how.focus, settled: false } : null;
    const settle = () => {
      if (follow.current?.id === application.id) follow.current.settled = true;
    };
    try {
      await move.mutateAsync({ id: application.id, stage, reason });
      settle();
      if (!how.announced) setAnnouncement(`${name} moved to ${stage.name}.`);
    } catch (error) {
      settle();
      const message = error instanceof Error ? error.message : 'Try again.';
      setAnnouncement('');
      setFailure(`${name} was not moved to ${stage.name}. ${message}`);
    }
  };

  const mover: Mover = {
    request: (application, stage, how) => {
      if (stage.id === application.stage.id) return;
      if (stage.kind === 'rejected') {
        follow.current = null;
        asked.current = application.id;
        setRejecting({ application, stage });
      } else void send(application, stage, how);
    },
    announce: setAnnouncement,
  };

  const ui = (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="pipeline-announcement">
        {announcement}
      </p>
      {failure ? (
        <Alert variant="destructive" role="alert" className="pr-10" data-testid="move-failure">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{failure}</AlertDescription>
          <button
            type="button"
            className="absolute top-2.5 right-2.5 rounded-md p-1 text-destructive outline-none hover:bg-destructive/10 focus-visible:ring-2 focus-visible:ring-ring"
            aria-label="Dismiss"
            onClick={() => setFailure(null)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </Alert>
      ) : null}
      <RejectDialog
        rejecting={
          rejecting
            ? { candidate: rejecting.application.candidate.name, stageName: rejecting.stage.name }
            : null
        }
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (rejecting) void send(rejecting.application, rejecting.stage, { focus: 'name' }, reason);
          setRejecting(null);
          return null;
        }}
        returnFocus={() => {
          const id = asked.current;
          if (id) root.current?.querySelector<HTMLElement>(cardControl(id))?.focus();
        }}
      />
    </>
  );
  return { mover, ui };
}

function MoveMenu({
  application,
  stages,
  mover,
}: {
  application: Application;
  stages: Stage[];
  mover: Mover;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="shrink-0"
          aria-label={`Move ${application.candidate.name} to…`}
          title="Move to…"
          // Pressing it opens its menu; it never starts a drag of the card around it.
          data-no-drag
        >
          <ArrowRightLeft aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {stages.map((stage) => (
          <DropdownMenuItem
            key={stage.id}
            disabled={stage.id === application.stage.id}
            onSelect={() => mover.request(application, stage, { focus: 'name' })}
          >
            {stage.name}
            {stage.id === application.stage.id ? <span className="sr-only"> (now)</span> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Interviews held and scorecards in, in words. */
function Counts({ application }: { application: Application }) {
  if (application.interviews === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <CalendarClock className="size-3" aria-hidden="true" />
        {plural(application.interviews, 'interview', 'interviews')}
      </span>
      <span className="inline-flex items-center gap-1">
        <ClipboardCheck className="size-3" aria-hidden="true" />
        {plural(application.scorecards, 'scorecard', 'scorecards')}
      </span>
    </p>
  );
}

function Flags({ application }: { application: Application }) {
  const duplicates = application.candidate.possibleDuplicates.length;
  if (duplicates === 0 && !application.offerStatus) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {duplicates > 0 ? <DuplicateBadge count={duplicates} /> : null}
      {application.offerStatus ? <OfferBadge status={application.offerStatus} /> : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The board

/** What a card carries while it is dragged, for what a screen reader is told. */
type CardData = { name: string; stageId: string; stageName: string };
/** What a column carries as a place to drop a card. */
type ColumnData = { name: string; rejects: boolean };

/**
 * A pull of a few pixels drags a card by mouse or pen, a press held a quarter of a second by touch:
 * a click or a tap on the candidate's name still opens the application, and a swipe still scrolls
 * the board. The whole card is picked up, not only its handle, but never from its "Move to" menu.
 */
const SENSORS = [
  PointerSensor.configure({
    activatorElements: (source) => [source.element],
    activationConstraints: (event) =>
      event.pointerType === 'touch'
        ? [new PointerActivationConstraints.Delay({ value: 250, tolerance: 5 })]
        : [new PointerActivationConstraints.Distance({ value: 5 })],
    preventActivation: (event) => event.target instanceof Element && !!event.target.closest('[data-no-drag]'),
  }),
  // Space or Enter on a card's handle picks it up; the arrows choose the stage (Board), Space or
  // Enter drops it there and Escape puts it back.
  KeyboardSensor,
];

const ACCESSIBILITY = Accessibility.configure({
  screenReaderInstructions: {
    draggable:
      'To move this candidate to another stage, press Space to pick them up, the Left or Right Arrow to choose the stage, and Space again to drop them there. Escape leaves them where they were.',
  },
  announcements: {
    dragstart: ({ operation: { source } }: DragStartEvent) => {
      const card = source?.data as CardData | undefined;
      return card ? `Picked up ${card.name} in ${card.stageName}.` : undefined;
    },
    dragover: ({ operation: { source, target } }: DragOverEvent) => {
      const card = source?.data as CardData | undefined;
      const column = target?.data as ColumnData | undefined;
      if (!card) return undefined;
      return column ? `${card.name} is over ${column.name}.` : `${card.name} is not over a stage.`;
    },
    dragend: ({ operation: { source, target }, canceled }: DragEndEvent) => {
      const card = source?.data as CardData | undefined;
      const column = target?.data as ColumnData | undefined;
      if (!card) return undefined;
      if (canceled || !column || target?.id === card.stageId)
        return `${card.name} stays in ${card.stageName}.`;
      // A rejection asks for a reason first, and its dialog speaks for itself.
      return column.rejects ? undefined : `Moved ${card.name} to ${column.name}.`;
    },
  },
});

/**
 * A card lands where it is dropped: the board draws it in its new column (or back in its old one)
 * from the list's data, so an animation back to where it was picked up would only mislead.
 */
const FEEDBACK = Feedback.configure({ dropAnimation: null });

function BoardCard({
  application,
  stages,
  mover,
  hintId,
  onOpen,
}: {
  application: Application;
  stages: Stage[];
  mover: Mover;
  hintId: string;
  onOpen: (id: string) => void;
}) {
  const name = application.candidate.name;
  const { ref, handleRef, isDragSource } = useDraggable<CardData>({
    id: application.id,
    data: { name, stageId: application.stage.id, stageName: application.stage.name },
  });
  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    const index = stages.findIndex((stage) => stage.id === application.stage.id);
    const next = stages[index + (event.key === 'ArrowRight' ? 1 : -1)];
    if (index === -1 || !next) {
      mover.announce(`${name} is already in the ${event.key === 'ArrowRight' ? 'last' : 'first'} stage.`);
      return;
    }
    mover.request(application, next, { focus: 'name' });
  };
  return (
    <li
      ref={ref}
      data-testid="application-card"
      className={cn(
        'cursor-grab space-y-2 rounded-lg border bg-card p-3 shadow-xs [-webkit-touch-callout:none]',
        isDragSource && 'cursor-grabbing shadow-lg ring-2 ring-primary/40',
      )}
    >
      <div className="flex items-start gap-1">
        <button
          ref={handleRef}
          type="button"
          data-card-handle={application.id}
          aria-label={`Drag ${name}`}
          className="-ml-1 shrink-0 cursor-grab rounded-sm p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          data-card-button={application.id}
          onClick={() => onOpen(application.id)}
          onKeyDown={keys}
          aria-describedby={hintId}
          className="min-w-0 flex-1 rounded-sm text-left text-sm font-medium break-words outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {name}
        </button>
        <MoveMenu application={application} stages={stages} mover={mover} />
      </div>
      <p className="text-xs text-muted-foreground">
        {SOURCE_LABELS[application.source]} · {daysInStageLabel(application.stageChangedAt)}
      </p>
      <Flags application={application} />
      <Counts application={application} />
    </li>
  );
}

function BoardColumn({
  stage,
  headingId,
  count,
  children,
}: {
  stage: Stage;
  headingId: string;
  count: number;
  children: ReactNode;
}) {
  const { ref, isDropTarget } = useDroppable<ColumnData>({
    id: stage.id,
    data: { name: stage.name, rejects: stage.kind === 'rejected' },
  });
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-testid="pipeline-column"
      data-stage-id={stage.id}
      className={cn(
        'flex w-[min(18rem,85vw)] shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-2 transition-colors dark:bg-muted/20',
        isDropTarget && 'border-primary bg-primary/5 ring-2 ring-primary/40 dark:bg-primary/10',
      )}
    >
      <h3 id={headingId} className="flex items-center justify-between gap-2 px-1 pt-1 text-sm font-semibold">
        <span className="break-words">{stage.name}</span>
        <span className="rounded-full bg-background px-2 text-xs font-medium tabular-nums text-muted-foreground">
          {formatNumber(count)}
          <span className="sr-only"> {count === 1 ? 'candidate' : 'candidates'}</span>
        </span>
      </h3>
      {children}
    </section>
  );
}

function Board({
  stages,
  applications,
  mover,
  onOpen,
}: {
  stages: Stage[];
  applications: Application[];
  mover: Mover;
  onOpen: (id: string) => void;
}) {
  const id = useId();

  return (
    <DragDropProvider
      sensors={SENSORS}
      plugins={(defaults) => [...defaults, ACCESSIBILITY, FEEDBACK]}
      onCollision={(event, manager) => {
        // From the keyboard the arrows choose the stage (below), not where the card happens to be.
        if (isKeyboardEvent(manager.dragOperation.activatorEvent)) event.preventDefault();
      }}
      onDragMove={(event, manager) => {
        if (!isKeyboardEvent(event.nativeEvent) || !event.by) return;
        // The arrows go stage by stage rather than a few pixels at a time; Up and Down do nothing.
        event.preventDefault();
        const { source, target, position } = manager.dragOperation;
        const from = target?.id ?? (source?.data as CardData | undefined)?.stageId;
        const index = stages.findIndex((stage) => stage.id === from);
        const next = index === -1 ? undefined : stages[index + Math.sign(event.by.x)];
        if (!next || next.id === from) return;
        void manager.actions.setDropTarget(next.id);
        // The card follows, over the middle of the stage's column.
        const column = manager.registry.droppables.get(next.id)?.element;
        if (!column) return;
        scrollIntoViewIfNeeded(column);
        const box = column.getBoundingClientRect();
        manager.actions.move({
          to: { x: box.left + box.width / 2, y: position.current.y },
          propagate: false,
        });
      }}
      onDragEnd={(event) => {
        const { source, target, activatorEvent } = event.operation;
        if (event.canceled || !source || !target) return;
        const application = applications.find((a) => a.id === source.id);
        const stage = stages.find((s) => s.id === target.id);
        if (!application || !stage) return;
        mover.request(application, stage, {
          ...(isKeyboardEvent(activatorEvent) ? { focus: 'handle' } : {}),
          announced: true,
        });
      }}
    >
      <div className="space-y-2">
        <p id={`${id}-hint`} className="px-4 text-xs text-muted-foreground sm:px-5">
          Drag a card to another stage, or use its “Move to” menu. From the keyboard, press Space on a card’s
          handle, then the Left or Right Arrow and Space again. With a candidate focused, Alt + Right Arrow or
          Alt + Left Arrow moves them to the next or previous stage.
        </p>
        <div
          className="relative flex snap-x gap-3 overflow-x-auto px-4 pb-4 sm:px-5"
          data-testid="pipeline-board"
        >
          {stages.map((stage) => {
            const cards = applications.filter((a) => a.stage.id === stage.id);
            const headingId = `${id}-stage-${stage.id}`;
            return (
              <BoardColumn key={stage.id} stage={stage} headingId={headingId} count={cards.length}>
                {cards.length === 0 ? (
                  <p className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">
                    No candidates
                  </p>
                ) : (
                  <ul className="space-y-2" aria-labelledby={headingId}>
                    {cards.map((application) => (
                      <BoardCard
                        key={application.id}
                        application={application}
                        stages={stages}
                        mover={mover}
                        hintId={`${id}-hint`}
                        onOpen={onOpen}
                      />
                    ))}
                  </ul>
                )}
              </BoardColumn>
            );
          })}
        </div>
      </div>
    </DragDropProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// The list

function NameCell({ application, onOpen }: { application: Application; onOpen: (id: string) => void }) {
  return (
    <div className="min-w-0">
      <button
        type="button"
        data-card-button={application.id}
        onClick={() => onOpen(application.id)}
        className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
      >
        {application.candidate.name}
      </button>
      {application.candidate.email ? (
        <p className="text-xs break-words text-muted-foreground">{application.candidate.email}</p>
      ) : null}
    </div>
  );
}

function ApplicationList({
  applications,
  stages,
  mover,
  narrow,
  onOpen,
}: {
  applications: Application[];
  stages: Stage[];
  mover: Mover;
  narrow: boolean;
  onOpen: (id: string) => void;
}) {
  if (narrow) {
    return (
      <ul aria-label="Candidates" className="divide-y border-t">
        {applications.map((application) => (
          <li key={application.id} data-testid="application-row" className="space-y-2 px-4 py-3">
            <div className="flex items-start justify-between gap-2">
              <NameCell application={application} onOpen={onOpen} />
              <MoveMenu application={application} stages={stages} mover={mover} />
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <StageBadge stage={application.stage} />
              <Flags application={application} />
            </div>
            <p className="text-xs text-muted-foreground">
              {SOURCE_LABELS[application.source]} · applied {formatDate(application.appliedAt)}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="border-t">
      <Table aria-label="Candidates">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Candidate</TableHead>
            <TableHead>Stage</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Applied</TableHead>
            <TableHead>Interviews</TableHead>
            <TableHead>
              <span className="sr-only">Flags and actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {applications.map((application) => (
            <TableRow key={application.id} data-testid="application-row">
              <TableCell className="max-w-72">
                <NameCell application={application} onOpen={onOpen} />
              </TableCell>
              <TableCell>
                <StageBadge stage={application.stage} />
                <p className="mt-1 text-xs text-muted-foreground">
                  {daysInStageLabel(application.stageChangedAt)}
                </p>
              </TableCell>
              <TableCell className="whitespace-nowrap">{SOURCE_LABELS[application.source]}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(application.appliedAt)}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {application.interviews === 0
                  ? '—'
                  : `${application.interviews} · ${plural(application.scorecards, 'scorecard', 'scorecards')}`}
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1.5">
                  <Flags application={application} />
                  <MoveMenu application={application} stages={stages} mover={mover} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The tab

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const options: { value: View; label: string; Icon: typeof List }[] = [
    { value: 'board', label: 'Board', Icon: Columns3 },
    { value: 'list', label: 'List', Icon: List },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a set of form fields
    <div role="group" aria-label="View" className="inline-flex rounded-md border bg-card p-0.5">
      {options.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant={view === value ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}

function Pipeline({
  opening,
  openings,
  stages,
  manage,
  view,
  onView,
  onPick,
  onOpen,
}: {
  opening: Opening;
  openings: Opening[];
  stages: Stage[];
  manage: boolean;
  view: View;
  onView: (view: View) => void;
  onPick: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 300);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const root = useRef<HTMLDivElement>(null);
  const { mover, ui } = useMover(root);
  const list = useApplications({ openingId: opening.id, search: debounced, page: 1, limit: BOARD_LIMIT });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="grid gap-1.5 sm:w-80">
            <Label htmlFor={`${id}-opening`}>Opening</Label>
            <NativeSelect
              id={`${id}-opening`}
              value={opening.id}
              onChange={(event) => onPick(event.target.value)}
            >
              {openings.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.status === 'open' ? o.title : `${o.title} (${OPENING_STATUS_LABELS[o.status]})`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <ListSearch
              label="Search by name, email or phone"
              value={search}
              onValueChange={setSearch}
              className="w-full sm:w-64"
            />
            <ViewToggle view={view} onChange={onView} />
            {manage ? (
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add candidate
              </Button>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            opening.department?.name,
            opening.office?.name,
            opening.hiringManager ? `Hiring manager: ${opening.hiringManager.name}` : null,
          ]
            .filter(Boolean)
            .join(' · ') || 'Candidates for this role, stage by stage.'}
        </p>
        {ui}
      </div>
      <div ref={root} className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {list.isError ? (
          <ListFailed title="We could not load the candidates" query={list} className="pt-0 sm:pt-0" />
        ) : !list.data ? (
          <ListLoading rows={4} className="pt-0 sm:pt-0" />
        ) : items.length === 0 && debounced !== '' ? (
          <EmptyState Icon={SearchX} title="No candidate matches" className="border-t py-12">
            Try another name, email or phone number.
          </EmptyState>
        ) : view === 'list' && items.length === 0 ? (
          <EmptyState Icon={UsersRound} title="No candidates yet" className="border-t py-12">
            {manage
              ? 'Applications from the careers page land here, or add a candidate by hand.'
              : 'Applications from the careers page land here.'}
          </EmptyState>
        ) : view === 'board' ? (
          <Board stages={stages} applications={items} mover={mover} onOpen={onOpen} />
        ) : (
          <ApplicationList
            applications={items}
            stages={stages}
            mover={mover}
            narrow={narrow}
            onOpen={onOpen}
          />
        )}
        {total > items.length ? (
          <p className="border-t px-4 py-3 text-xs text-muted-foreground sm:px-5">
            Showing {formatNumber(items.length)} of {formatNumber(total)} candidates. Search to find the
            others.
          </p>
        ) : null}
      </div>
      {manage ? (
        <AddCandidateDialog
          opening={opening}
          open={adding}
          onOpenChange={setAdding}
          onAdded={(application) => {
            setAdding(false);
            onOpen(application.id);
          }}
        />
      ) : null}
    </Card>
  );
}

export function PipelineTab({ viewer }: { viewer: RecruitmentViewer }) {
  const manage = can(viewer.role, 'recruitment:manage');
  const [params, update] = useSearchParamUpdates();
  const openings = useOpenings(OPENINGS_PARAMS);
  const stages = useStages();
  const applicationId = params.get('application');
  const openApplication = (id: string) => update((next) => next.set('application', id));
  const closeApplication = () => update((next) => next.delete('application'), { replace: true });
  const opening = pickOpening(openings.data?.items ?? [], params.get('opening'));

  return (
    <>
      {openings.isError ? (
        <Card>
          <ListFailed title="We could not load the openings" query={openings} />
        </Card>
      ) : stages.isError ? (
        <Card>
          <ListFailed title="We could not load the stages" query={stages} />
        </Card>
      ) : !openings.data || !stages.data ? (
        <Card>
          <ListLoading rows={4} />
        </Card>
      ) : !opening ? (
        <Card>
          <EmptyState Icon={Briefcase} title="No openings yet" className="py-12">
            {manage
              ? 'Add an opening in the Openings tab; its candidates show here.'
              : 'When you are the hiring manager of an opening, its candidates show here.'}
          </EmptyState>
        </Card>
      ) : (
        <Pipeline
          opening={opening}
          openings={openings.data.items}
          stages={stages.data.items}
          manage={manage}
          view={params.get('view') === 'list' ? 'list' : 'board'}
          onView={(view) =>
            update((next) => (view === 'board' ? next.delete('view') : next.set('view', view)), {
              replace: true,
            })
          }
          onPick={(id) => update((next) => next.set('opening', id), { replace: true })}
          onOpen={openApplication}
        />
      )}
      <ApplicationDialog id={applicationId} onClose={closeApplication} viewerEmployeeId={viewer.employeeId} />
    </>
  );
}

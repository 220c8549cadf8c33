/** The active courses anyone may take: searchable, by page, each with its details and a way to enrol. */
import type { Course } from '@hrms/contracts/training';
import { BookOpenText, Info, SearchX, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect, ListSearch } from '../../../components/list-header';
import { ListFailed, ListPages } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { useCourses } from '../api/get-courses';
import { myLiveEnrolment, plural } from '../utils/training-format';
import type { EnrolAbilities } from './course-detail-dialog';
import { EnrolButton } from './enrol-button';
import { EnrolDialog, type EnrolTarget } from './enrol-dialog';
import { DeliveryBadge, DurationBadge, EnrolmentStatusBadge, MandatoryBadge } from './training-badges';

export const CATALOGUE_PAGE_SIZE = 12;

function CourseCard({
  course,
  can,
  onOpen,
  onEnrol,
}: {
  course: Course;
  can: EnrolAbilities;
  onOpen: (id: string) => void;
  onEnrol: (target: EnrolTarget) => void;
}) {
  const target = { courseId: course.id, courseTitle: course.title };
  const mine = myLiveEnrolment(course);
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4 sm:p-5" data-testid="catalogue-course">
        <div className="flex flex-wrap items-center gap-1.5">
          {course.mandatory ? <MandatoryBadge /> : null}
          <DeliveryBadge delivery={course.delivery} />
          <DurationBadge minutes={course.durationMinutes} />
        </div>
        <div className="min-w-0 space-y-1">
          <h3 className="text-base leading-snug font-semibold break-words">
            <button
              type="button"
              onClick={() => onOpen(course.id)}
              className="text-left outline-none hover:underline focus-visible:underline"
            >
              {course.title}
            </button>
          </h3>
          {course.description.trim() ? (
            <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
              {course.description}
            </p>
          ) : null}
        </div>
        <p className="mt-auto text-xs text-muted-foreground">
          {course.delivery === 'sessions'
            ? course.upcomingSessions > 0
              ? `${plural(course.upcomingSessions, 'session', 'sessions')} coming up`
              : 'No session coming up yet'
            : 'Start any time'}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {mine ? (
            <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
              Your status
              <EnrolmentStatusBadge status={mine.status} />
            </span>
          ) : can.self ? (
            <EnrolButton
              course={course}
              onPickSession={() => onEnrol({ ...target, forSomeoneElse: false })}
            />
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOpen(course.id)}
            aria-label={`Details of ${course.title}`}
          >
            <Info aria-hidden="true" />
            Details
          </Button>
          {can.others ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onEnrol({ ...target, forSomeoneElse: true })}
              aria-label={`Enrol someone in ${course.title}`}
            >
              <UserPlus aria-hidden="true" />
              Enrol someone
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

export function CourseCatalogue({ can, onOpen }: { can: EnrolAbilities; onOpen: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const [mandatory, setMandatory] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const [enrolling, setEnrolling] = useState<EnrolTarget | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useCourses({
    page,
    limit: CATALOGUE_PAGE_SIZE,
    search: debounced,
    status: 'active',
    mandatory,
  });
  const filtered = debounced !== '' || mandatory !== '';

  return (
    <Card className="overflow-hidden">
      <CardHeader className="gap-3 pb-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Course catalogue</CardTitle>
          <CardDescription>
            Every course you can take. Open one for its materials and sessions.
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <ListSearch
            label="Search courses"
            value={search}
            onValueChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            className="w-full sm:w-56"
          />
          <div className="flex items-center gap-2">
            <FilterSelect
              id="catalogue-mandatory"
              label="Which courses"
              value={mandatory}
              onValueChange={(value: '' | 'true' | 'false') => {
                setMandatory(value);
                setPage(1);
              }}
              className="sm:w-44"
            >
              <option value="">All courses</option>
              <option value="true">Mandatory only</option>
              <option value="false">Optional only</option>
            </FilterSelect>
          </div>
        </div>
      </CardHeader>
      {list.isError ? (
        <ListFailed title="We could not load the courses" query={list} />
      ) : !list.data ? (
        <div className="grid gap-3 p-4 sm:grid-cols-2 sm:p-5 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={filtered ? SearchX : BookOpenText}
          title={filtered ? 'No course matches' : 'No courses yet'}
          className="py-12"
        >
          {filtered
            ? 'Try other words, or show all courses.'
            : 'When HR adds a course it shows here, ready to enrol in.'}
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <ul
            aria-label="Courses"
            className="grid gap-3 p-4 pt-0 sm:grid-cols-2 sm:p-5 sm:pt-0 xl:grid-cols-3"
          >
            {list.data.items.map((course) => (
              <CourseCard key={course.id} course={course} can={can} onOpen={onOpen} onEnrol={setEnrolling} />
            ))}
          </ul>
          {list.data.total > CATALOGUE_PAGE_SIZE ? (
            <ListPages
              paging={[page, setPage]}
              limit={CATALOGUE_PAGE_SIZE}
              list={list}
              label="Pages of courses"
            />
          ) : null}
        </div>
      )}
      <EnrolDialog target={enrolling} onClose={() => setEnrolling(null)} />
    </Card>
  );
}

/**
 * /careers, public: the company's open roles, newest first, found by title, department or office
 * (searched here: the list is every open role). A role opens its description and application form.
 */
import type { PublicOpening } from '@hrms/contracts/recruitment';
import { Briefcase, ChevronRight, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-header';
import { ListFailed, ListLoading } from '../../../components/list-states';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCareersOpenings } from '../api/careers-openings';
import { CareersLayout, roleFacts } from '../components/careers-layout';

function matches(opening: PublicOpening, words: string): boolean {
  if (!words) return true;
  const text = [opening.title, opening.department, opening.office].filter(Boolean).join(' ').toLowerCase();
  return words.split(/\s+/).every((word) => text.includes(word));
}

export function CareersPage() {
  useDocumentTitle('Careers');
  const openings = useCareersOpenings();
  const [search, setSearch] = useState('');
  const items = openings.data?.items ?? [];
  const company = items[0]?.company ?? null;
  const words = search.trim().toLowerCase();
  const shown = items.filter((opening) => matches(opening, words));

  return (
    <CareersLayout company={company}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            {company ? `Work with us at ${company}` : 'Open roles'}
          </h1>
          <p className="text-sm text-muted-foreground">
            Choose a role to read about it and apply. No account is needed.
          </p>
        </div>
        {items.length > 0 ? (
          <ListSearch
            label="Search open roles"
            placeholder="Search by role, department or office"
            value={search}
            onValueChange={setSearch}
            className="w-full sm:w-72"
          />
        ) : null}
      </div>
      {openings.isError ? (
        <ListFailed title="We could not load the open roles" query={openings} className="p-0 sm:p-0" />
      ) : !openings.data ? (
        <ListLoading rows={4} className="p-0 sm:p-0" />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState Icon={Briefcase} title="No open roles right now" className="py-12">
            Please check again soon.
          </EmptyState>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length === 1 ? '1 open role' : `${shown.length} open roles`}
            {words ? ' match your search' : ''}
          </p>
          {shown.length === 0 ? (
            <Card>
              <EmptyState Icon={SearchX} title="No role matches" className="py-12">
                Try other words.
              </EmptyState>
            </Card>
          ) : (
            <ul aria-label="Open roles" className="grid gap-3">
              {shown.map((opening) => (
                <li key={opening.id} data-testid="careers-opening">
                  <Card className="transition-colors focus-within:ring-[3px] focus-within:ring-ring hover:bg-accent/40">
                    <Link
                      to={`/careers/${opening.id}`}
                      className="flex items-center gap-3 p-4 outline-none sm:p-5"
                    >
                      <div className="min-w-0 flex-1 space-y-1">
                        <h2 className="font-semibold break-words">{opening.title}</h2>
                        <p className="text-sm text-muted-foreground">{roleFacts(opening).join(' · ')}</p>
                      </div>
                      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CareersLayout>
  );
}

/**
 * Tax declarations for hr and admin: the company's declarations, those waiting first, found by
 * status and by name or code. Approving one puts the regime and 80C on the person's salary in
 * force; rejecting one tells the person why. Nobody but an admin decides their own.
 */
import {
  DECLARATION_STATUSES,
  type DeclarationStatus,
  type TaxDeclaration,
  TaxDeclarationDecisionBodySchema,
} from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../../components/list-states';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { NativeSelect } from '../../../../components/ui/native-select';
import { SearchInput } from '../../../../components/ui/search-input';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { formatPaise } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useDecideDeclaration } from '../../api/decide-declaration';
import { useDeclarations } from '../../api/get-declarations';
import { TAX_REGIME_LABELS } from '../../utils/payroll-format';
import { DECLARATION_STATUS, sentLine } from './my-declaration';

const PAGE_SIZE = 20;

export function DeclarationsPanel() {
  const { i18n, t } = useLingui();
  const [status, setStatus] = useState<DeclarationStatus | null>('submitted');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const list = useDeclarations({ page, limit: PAGE_SIZE, status, search: debounced });

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <div>
          <h2 className="text-base font-semibold">
            <Trans>Tax declarations</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Each person’s regime and section 80C for the financial year. An approval puts it on their salary
              in force; the next slips deduct tax by it.
            </Trans>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            aria-label={t`Status`}
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || null) as DeclarationStatus | null);
              setPage(1);
            }}
          >
            <option value="">{t`Every status`}</option>
            {DECLARATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(DECLARATION_STATUS[s].label)}
              </option>
            ))}
          </NativeSelect>
          <SearchInput
            aria-label={t`Search by name or code`}
            placeholder={t`Name or code`}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className="sm:w-56"
          />
        </div>
      </div>
      {list.isError ? (
        <ListFailed title={t`We could not load the declarations`} query={list} />
      ) : !list.data ? (
        <ListLoading rows={3} />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={FileText} title={status === 'submitted' ? t`Nothing waiting` : t`No declarations`}>
          {status === 'submitted'
            ? t`Declarations people send from self service wait here for you.`
            : t`None match these filters.`}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y" aria-label={t`Tax declarations`}>
            {list.data.items.map((d) => (
              <DeclarationRow key={d.id} declaration={d} />
            ))}
          </ul>
          <ListPages
            paging={[page, setPage]}
            limit={PAGE_SIZE}
            list={{ data: list.data, isFetching: list.isFetching }}
            label={t`Declarations pages`}
          />
        </>
      )}
    </Card>
  );
}

function DeclarationRow({ declaration: d }: { declaration: TaxDeclaration }) {
  const { i18n, t } = useLingui();
  const decide = useDecideDeclaration();
  const [rejecting, setRejecting] = useState(false);
  const who = d.employee.name;
  const regime = i18n._(TAX_REGIME_LABELS[d.regime]);
  const amount = formatPaise(d.section80C);

  // Awaited: the refresh after a decision may take the row away, and with it per-call callbacks.
  const approve = async () => {
    try {
      await decide.mutateAsync({ id: d.id, body: { status: 'approved' } });
      toast.success(t`${who}’s declaration is approved and on their salary`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <li
      data-testid="tax-declaration"
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={who} className="size-9" />
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium">
            {who}{' '}
            <span className="text-sm font-normal text-muted-foreground">· {d.employee.employeeCode}</span>
          </p>
          <p className="text-sm">
            {d.financialYear}: {regime}
            {d.regime === 'old' ? `, 80C ${amount}` : ''}
          </p>
          {d.note ? <p className="text-sm break-words text-muted-foreground">“{d.note}”</p> : null}
          <p className="text-xs text-muted-foreground">
            {i18n._(sentLine(d))}
            {d.decisionNote ? `: “${d.decisionNote}”` : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <Badge variant={DECLARATION_STATUS[d.status].variant}>
          {i18n._(DECLARATION_STATUS[d.status].label)}
        </Badge>
        {d.status === 'submitted' ? (
          <>
            <Button
              size="sm"
              onClick={approve}
              disabled={decide.isPending}
              aria-label={t`Approve ${who}’s declaration`}
            >
              <Check aria-hidden="true" />
              <Trans>Approve</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRejecting(true)}
              aria-label={t`Reject ${who}’s declaration`}
            >
              <X aria-hidden="true" />
              <Trans>Reject</Trans>
            </Button>
          </>
        ) : null}
      </div>
      <ReasonDialog
        open={rejecting}
        title={t`Reject ${who}’s declaration?`}
        description={
          d.regime === 'old'
            ? t`${regime}, 80C ${amount}. ${who} reads your reason; their salary stays as it is.`
            : t`${regime}. ${who} reads your reason; their salary stays as it is.`
        }
        placeholder={t`Send the PPF passbook first`}
        action={t`Reject`}
        actionVariant="destructive"
        pending={decide.isPending}
        check={(note) => {
          const checked = TaxDeclarationDecisionBodySchema.safeParse({
            status: 'rejected',
            note: note.trim(),
          });
          return checked.success ? null : (checked.error.issues[0]?.message ?? t`Say why`);
        }}
        onConfirm={async (note) => {
          try {
            await decide.mutateAsync({ id: d.id, body: { status: 'rejected', note: note.trim() } });
            toast.success(t`${who} was told why`);
            return null;
          } catch (error) {
            return error instanceof Error ? error.message : t`The declaration could not be rejected`;
          }
        }}
        onClose={() => setRejecting(false)}
      />
    </li>
  );
}

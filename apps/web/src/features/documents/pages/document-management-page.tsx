/**
 * /document-management: everyone's own documents (upload, follow the review), and for admin and hr
 * (`documents:manage`) the review queue across the company. `?tab=review` opens the queue.
 * The app hands in who is signed in.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import { can } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserRoundX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader } from '../../../components/page';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { usePendingReviewCount } from '../api/search-documents';
import { EmployeeDocumentsPanel } from '../components/employee-documents-panel';
import { ReviewQueue } from '../components/review-queue';

function MyDocuments({ employeeId, canManage }: { employeeId: string | null; canManage: boolean }) {
  const { t } = useLingui();
  if (!employeeId) {
    return (
      <Card>
        <EmptyState Icon={UserRoundX} title={t`Your account has no employee record`}>
          <Trans>Documents belong to an employee record. Ask HR to link your account to one.</Trans>
        </EmptyState>
      </Card>
    );
  }
  return <EmployeeDocumentsPanel employeeId={employeeId} canManage={canManage} canUpload own />;
}

export function DocumentManagementPage({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const canManage = can(user.role, 'documents:manage');
  const employeeId = user.employee?.id ?? null;
  const tab = canManage && params.get('tab') === 'review' ? 'review' : 'mine';
  const pending = usePendingReviewCount({ enabled: canManage });
  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'review') next.set('tab', 'review');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <PageHeader
        title={t`Documents`}
        description={
          canManage
            ? t`Your own documents, and everyone’s uploads waiting for verification.`
            : t`Upload your documents and follow their verification by HR.`
        }
      />
      {canManage ? (
        <Tabs value={tab} onValueChange={selectTab} className="space-y-4">
          <TabsList aria-label={t`Document lists`}>
            <TabsTrigger value="mine">
              <Trans>My documents</Trans>
            </TabsTrigger>
            <TabsTrigger value="review">
              <Trans>Review queue</Trans>
              {pending ? (
                <span
                  className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground"
                  data-testid="review-count"
                >
                  <Trans>
                    {pending}
                    <span className="sr-only"> waiting</span>
                  </Trans>
                </span>
              ) : null}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">
            <MyDocuments employeeId={employeeId} canManage />
          </TabsContent>
          <TabsContent value="review">
            <ReviewQueue selfEmployeeId={employeeId} />
          </TabsContent>
        </Tabs>
      ) : (
        <MyDocuments employeeId={employeeId} canManage={false} />
      )}
    </Page>
  );
}

import type { DocumentStatus } from '@hrms/contracts/documents';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { DOCUMENT_STATUS_MESSAGES } from '../utils/document-labels';

const LOOK: Record<DocumentStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'border-warning/40 bg-warning/15 text-foreground', Icon: Clock },
  verified: { className: 'border-transparent bg-success/15 text-success', Icon: CircleCheck },
  rejected: { className: 'border-destructive/30 bg-destructive/10 text-destructive', Icon: CircleX },
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { i18n } = useLingui();
  const { className, Icon } = LOOK[status];
  return (
    <Badge variant="outline" className={className} data-status={status}>
      <Icon aria-hidden="true" />
      {i18n._(DOCUMENT_STATUS_MESSAGES[status])}
    </Badge>
  );
}

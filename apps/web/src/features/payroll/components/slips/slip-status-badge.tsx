import type { SlipStatus } from '@hrms/contracts/payroll';
import { useLingui } from '@lingui/react/macro';
import { Calculator, CircleCheck, FilePen } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { SLIP_STATUS_LABELS } from './slip-format';

const LOOK = {
  draft: { variant: 'outline', Icon: FilePen },
  calculated: { variant: 'soft', Icon: Calculator },
  finalised: { variant: 'success', Icon: CircleCheck },
} as const;

/** A slip's state, the same on every payroll screen: draft, calculated, finalised. */
export function SlipStatusBadge({ status }: { status: SlipStatus }) {
  const { i18n } = useLingui();
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-testid="slip-status">
      <Icon aria-hidden="true" />
      {i18n._(SLIP_STATUS_LABELS[status])}
    </Badge>
  );
}

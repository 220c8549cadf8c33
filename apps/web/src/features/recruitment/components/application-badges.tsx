/** The labels of an application on the board, its list and its dialog; each says in words what its colour shows. */
import { OFFER_STATUS_LABELS, type OfferStatus, type StageKind } from '@hrms/contracts/recruitment';
import { CircleX, Copy } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

const STAGE_LOOK: Record<StageKind, string> = {
  applied: 'border-border bg-transparent text-muted-foreground',
  screening: 'border-info/30 bg-info/10 text-foreground',
  interview: 'border-primary/30 bg-primary/10 text-foreground',
  offer: 'border-warning/40 bg-warning/15 text-foreground',
  hired: 'border-transparent bg-success/15 text-success',
  rejected: 'border-destructive/30 bg-destructive/10 text-destructive',
};

export function StageBadge({ stage }: { stage: { name: string; kind: StageKind } }) {
  return (
    <Badge variant="outline" className={STAGE_LOOK[stage.kind]} data-stage-kind={stage.kind}>
      {stage.name}
    </Badge>
  );
}

const OFFER_LOOK: Record<OfferStatus, string> = {
  draft: 'border-border bg-transparent text-muted-foreground',
  sent: 'border-info/30 bg-info/10 text-foreground',
  accepted: 'border-transparent bg-success/15 text-success',
  declined: 'border-destructive/30 bg-destructive/10 text-destructive',
  withdrawn: 'border-border bg-muted text-muted-foreground',
};

/** `Offer sent`, `Offer accepted`… */
export function OfferBadge({ status }: { status: OfferStatus }) {
  return (
    <Badge variant="outline" className={OFFER_LOOK[status]} data-offer={status}>
      Offer {OFFER_STATUS_LABELS[status].toLowerCase()}
    </Badge>
  );
}

/** Another candidate has the same phone number: perhaps the same person with a second address. */
export function DuplicateBadge({ count }: { count: number }) {
  return (
    <Badge
      variant="outline"
      className="border-warning/40 bg-warning/15 text-foreground"
      title={
        count === 1
          ? 'Another candidate has the same phone number'
          : `${count} other candidates have the same phone number`
      }
    >
      <Copy aria-hidden="true" />
      Possible duplicate
    </Badge>
  );
}

export function CancelledBadge() {
  return (
    <Badge variant="outline" className="border-border bg-muted text-muted-foreground">
      <CircleX aria-hidden="true" />
      Cancelled
    </Badge>
  );
}

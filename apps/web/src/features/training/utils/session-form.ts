/**
 * The session form's values and how they become a request body: times typed in the browser's time
 * zone are sent as instants with its offset, checked with contracts `CreateSessionBodySchema`, and
 * a session must end after it starts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateSessionBody, CreateSessionBodySchema, type Session } from '@hrms/contracts/training';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PersonOption } from '../../../api/search-employees';
import { viewerTimeZone } from '../../../lib/format';
import { numberOf } from './course-form';
import { fromLocalInput, toLocalInput } from './training-format';

export interface SessionFormValues {
  /** `yyyy-mm-ddThh:mm` in the browser's time zone, '' for none. */
  startsAt: string;
  endsAt: string;
  trainerKind: 'employee' | 'outside';
  trainer: PersonOption | null;
  trainerName: string;
  location: string;
  link: string;
  seats: string;
}

export function sessionFormValues(session: Session | null): SessionFormValues {
  const fromCompany = session?.trainer.employeeId ?? null;
  return {
    startsAt: toLocalInput(session?.startsAt),
    endsAt: toLocalInput(session?.endsAt),
    trainerKind: session && !fromCompany && session.trainer.name ? 'outside' : 'employee',
    trainer:
      session && fromCompany
        ? { id: fromCompany, name: session.trainer.name, detail: '', photoUrl: null }
        : null,
    trainerName: session && !fromCompany ? session.trainer.name : '',
    location: session?.location ?? '',
    link: session?.link ?? '',
    seats: session ? String(session.seats) : '20',
  };
}

export function sessionCandidate(values: SessionFormValues) {
  const outside = values.trainerKind === 'outside';
  return {
    startsAt: fromLocalInput(values.startsAt) ?? '',
    endsAt: fromLocalInput(values.endsAt) ?? '',
    trainerEmployeeId: outside ? null : (values.trainer?.id ?? null),
    trainerName: outside ? values.trainerName.trim() || null : null,
    location: values.location,
    // The times are typed on the browser's clock, so the session happens in its zone.
    timeZone: viewerTimeZone(),
    link: values.link.trim() || null,
    seats: numberOf(values.seats),
  };
}

/** Where the server's message for a field of the body goes on the form. */
export function sessionFieldOf(field: string): string | null {
  const name = field.split('.').pop() ?? field;
  if (name === 'trainerEmployeeId') return 'trainer';
  return ['startsAt', 'endsAt', 'trainerName', 'location', 'link', 'seats'].includes(name) ? name : null;
}

const check = zodResolver(CreateSessionBodySchema);

export const sessionResolver: Resolver<SessionFormValues, unknown, CreateSessionBody> = async (
  values,
  context,
  options,
) => {
  const candidate = sessionCandidate(values);
  // What was typed, numbers perhaps missing: the schema says what is wrong with it.
  const result = await check(candidate as CreateSessionBody, context, options as never);
  const errors: FieldErrors<SessionFormValues> = { ...(result.errors as FieldErrors<SessionFormValues>) };
  if (!candidate.startsAt) {
    errors.startsAt = {
      type: 'required',
      message: values.startsAt ? 'Give a whole date and time' : 'Choose when it starts',
    };
  }
  if (!candidate.endsAt) {
    errors.endsAt = {
      type: 'required',
      message: values.endsAt ? 'Give a whole date and time' : 'Choose when it ends',
    };
  } else if (candidate.startsAt && Date.parse(candidate.endsAt) <= Date.parse(candidate.startsAt)) {
    errors.endsAt = { type: 'order', message: 'A session ends after it starts' };
  }
  if (Object.keys(errors).length === 0) return result as never;
  return { values: {}, errors } as never;
};

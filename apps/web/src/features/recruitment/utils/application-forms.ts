/**
 * The pipeline's forms (a candidate added by hand, an interview, an offer, a hire, a scorecard):
 * their values as typed and how they become the bodies the contracts check. The schema the server
 * validates with says what is wrong; a CTC is read into paise by its digits (./money).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplicationSource,
  CreateApplicationBodySchema,
  DEFAULT_OFFER_TEMPLATE,
  type HireBody,
  HireBodySchema,
  type Interview,
  type Offer,
  type Recommendation,
  SaveOfferBodySchema,
  ScheduleInterviewBodySchema,
  SubmitScorecardBodySchema,
} from '@hrms/contracts/recruitment';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { PersonOption } from '../../../api/search-employees';
import { viewerTimeZone } from '../../../lib/format';
import { paiseToRupeesEntry, rupeesToPaise } from '../../../lib/money-entry';
import { isoToLocal, localToIso } from './application-format';

type Result<TValues extends FieldValues, TBody> = Awaited<ReturnType<Resolver<TValues, unknown, TBody>>>;

/** '' → undefined (the schema's "give a number"), else the number typed. */
function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** Moves a message from the body's field to the form's (`interviewerIds` → `interviewers`). */
function rename<T extends FieldValues>(errors: FieldErrors<T>, from: string, to: keyof T & string) {
  const record = errors as Record<string, unknown>;
  if (record[from] && !record[to]) record[to] = record[from];
  delete record[from];
}

function finish<TValues extends FieldValues, TBody>(
  result: Result<TValues, TBody>,
  errors: FieldErrors<TValues>,
): Result<TValues, TBody> {
  return Object.keys(errors).length === 0 ? result : ({ values: {}, errors } as Result<TValues, TBody>);
}

// ---------------------------------------------------------------------------------------------
// A candidate added by hand

export const CandidateFieldsSchema = CreateApplicationBodySchema.omit({ openingId: true });
export type CandidateFields = z.output<typeof CandidateFieldsSchema>;

export interface CandidateFormValues {
  name: string;
  email: string;
  phone: string;
  /** '' until chosen. */
  source: '' | Exclude<ApplicationSource, 'careers'>;
}

export const EMPTY_CANDIDATE: CandidateFormValues = { name: '', email: '', phone: '', source: '' };

const checkCandidate = zodResolver(CandidateFieldsSchema);

export const candidateResolver: Resolver<CandidateFormValues, unknown, CandidateFields> = async (
  values,
  context,
  options,
) =>
  (await checkCandidate(
    {
      ...values,
      phone: values.phone.trim() === '' ? null : values.phone,
      source: values.source || undefined,
    } as never,
    context,
    options as never,
  )) as Result<CandidateFormValues, CandidateFields>;

// ---------------------------------------------------------------------------------------------
// Interviews

export interface ScheduleFormValues {
  /** `yyyy-mm-ddThh:mm` in the person's time zone, '' for none. */
  startsAt: string;
  durationMinutes: string;
  location: string;
  interviewers: PersonOption[];
}

export const EMPTY_SCHEDULE: ScheduleFormValues = {
  startsAt: '',
  durationMinutes: '60',
  location: '',
  interviewers: [],
};

export function rescheduleFormValues(interview: Interview): ScheduleFormValues {
  return {
    startsAt: isoToLocal(interview.startsAt),
    durationMinutes: String(interview.durationMinutes),
    location: interview.location,
    interviewers: [],
  };
}

function startsAtError(values: { startsAt: string }): string | null {
  if (values.startsAt === '') return 'Choose when it starts';
  return localToIso(values.startsAt) ? null : 'Give a whole date and time';
}

export type ScheduleBody = z.output<typeof ScheduleInterviewBodySchema>;
const checkSchedule = zodResolver(ScheduleInterviewBodySchema);

export const scheduleResolver: Resolver<ScheduleFormValues, unknown, ScheduleBody> = async (
  values,
  context,
  options,
) => {
  const candidate = {
    startsAt: localToIso(values.startsAt) ?? '',
    durationMinutes: numberOf(values.durationMinutes),
    location: values.location,
    // The time is typed on the browser's clock, so the interview happens in its zone.
    timeZone: viewerTimeZone(),
    interviewerIds: values.interviewers.map((person) => person.id),
  };
  const result = (await checkSchedule(candidate as never, context, options as never)) as Result<
    ScheduleFormValues,
    ScheduleBody
  >;
  const errors = { ...result.errors } as FieldErrors<ScheduleFormValues>;
  rename(errors, 'interviewerIds', 'interviewers');
  const when = startsAtError(values);
  if (when) errors.startsAt = { type: 'required', message: when };
  return finish(result, errors);
};

const RescheduleSchema = ScheduleInterviewBodySchema.pick({
  startsAt: true,
  durationMinutes: true,
  location: true,
  timeZone: true,
});
export type RescheduleBody = z.output<typeof RescheduleSchema>;
const checkReschedule = zodResolver(RescheduleSchema);

/** A new time, length or place for an interview; its panel stays. */
export const rescheduleResolver: Resolver<ScheduleFormValues, unknown, RescheduleBody> = async (
  values,
  context,
  options,
) => {
  const candidate = {
    startsAt: localToIso(values.startsAt) ?? '',
    durationMinutes: numberOf(values.durationMinutes),
    location: values.location,
    timeZone: viewerTimeZone(),
  };
  const result = (await checkReschedule(candidate as never, context, options as never)) as Result<
    ScheduleFormValues,
    RescheduleBody
  >;
  const errors = { ...result.errors } as FieldErrors<ScheduleFormValues>;
  const when = startsAtError(values);
  if (when) errors.startsAt = { type: 'required', message: when };
  return finish(result, errors);
};

/** Where the server's message for a field of an interview's body goes on the form. */
export function interviewFieldOf(field: string): string | null {
  const name = field.replace(/^body\./, '').split('.')[0] ?? field;
  if (name === 'interviewerIds') return 'interviewers';
  return ['startsAt', 'durationMinutes', 'location'].includes(name) ? name : null;
}

// ---------------------------------------------------------------------------------------------
// The offer

export interface OfferFormValues {
  /** Rupees as typed: `12,00,000` or `1250000.50`. */
  annualCtc: string;
  joinDate: string;
  expiresOn: string;
  letter: string;
}

export function offerFormValues(offer: Offer | null): OfferFormValues {
  return {
    annualCtc: offer ? paiseToRupeesEntry(offer.annualCtc) : '',
    joinDate: offer?.joinDate ?? '',
    expiresOn: offer?.expiresOn ?? '',
    letter: offer?.letter ?? DEFAULT_OFFER_TEMPLATE,
  };
}

export type OfferBody = z.output<typeof SaveOfferBodySchema>;
const checkOffer = zodResolver(SaveOfferBodySchema);

export const offerResolver: Resolver<OfferFormValues, unknown, OfferBody> = async (
  values,
  context,
  options,
) => {
  const paise = rupeesToPaise(values.annualCtc);
  const candidate = {
    annualCtc: paise ?? undefined,
    joinDate: values.joinDate,
    expiresOn: values.expiresOn,
    letter: values.letter,
  };
  const result = (await checkOffer(candidate as never, context, options as never)) as Result<
    OfferFormValues,
    OfferBody
  >;
  const errors = { ...result.errors } as FieldErrors<OfferFormValues>;
  if (values.annualCtc.trim() === '') errors.annualCtc = { type: 'required', message: 'Give the annual CTC' };
  else if (paise === null) {
    errors.annualCtc = { type: 'format', message: 'Give the amount in rupees, like 12,00,000 or 1250000.50' };
  } else if (errors.annualCtc?.type === 'too_big') {
    errors.annualCtc = { type: 'too_big', message: 'That CTC is beyond ₹100 crore a year: check the figure' };
  }
  if (values.joinDate === '') errors.joinDate = { type: 'required', message: 'Choose the joining date' };
  if (values.expiresOn === '')
    errors.expiresOn = { type: 'required', message: 'Choose when the offer expires' };
  return finish(result, errors);
};

// ---------------------------------------------------------------------------------------------
// The hire

export interface HireFormValues {
  employeeCode: string;
  workEmail: string;
  manager: PersonOption | null;
  /** '' for the offer's joining date. */
  joinDate: string;
  /** '' for the best match. */
  onboardingTemplateId: string;
}

export type HireFields = z.output<typeof HireBodySchema>;
const checkHire = zodResolver(HireBodySchema);

export const hireResolver: Resolver<HireFormValues, unknown, HireFields> = async (
  values,
  context,
  options,
) => {
  const candidate: HireBody = {
    employeeCode: values.employeeCode,
    workEmail: values.workEmail,
    managerId: values.manager?.id ?? null,
    ...(values.joinDate ? { joinDate: values.joinDate } : {}),
    ...(values.onboardingTemplateId ? { onboardingTemplateId: values.onboardingTemplateId } : {}),
  };
  const result = (await checkHire(candidate as never, context, options as never)) as Result<
    HireFormValues,
    HireFields
  >;
  const errors = { ...result.errors } as FieldErrors<HireFormValues>;
  rename(errors, 'managerId', 'manager');
  return finish(result, errors);
};

export function hireFieldOf(field: string): string | null {
  const name = field.replace(/^body\./, '');
  if (name === 'managerId') return 'manager';
  return ['employeeCode', 'workEmail', 'joinDate', 'onboardingTemplateId'].includes(name) ? name : null;
}

// ---------------------------------------------------------------------------------------------
// The scorecard

export interface ScorecardFormValues {
  /** One per criterion of the opening, in its order; rating '' until chosen. */
  ratings: { criterion: string; rating: string }[];
  recommendation: '' | Recommendation;
  comments: string;
}

export function scorecardFormValues(criteria: readonly string[]): ScorecardFormValues {
  return {
    ratings: criteria.map((criterion) => ({ criterion, rating: '' })),
    recommendation: '',
    comments: '',
  };
}

export type ScorecardBody = z.output<typeof SubmitScorecardBodySchema>;
const checkScorecard = zodResolver(SubmitScorecardBodySchema);

export const scorecardResolver: Resolver<ScorecardFormValues, unknown, ScorecardBody> = async (
  values,
  context,
  options,
) => {
  const candidate = {
    ratings: values.ratings.map((r) => ({ criterion: r.criterion, rating: numberOf(r.rating) })),
    recommendation: values.recommendation || undefined,
    comments: values.comments,
  };
  const result = (await checkScorecard(candidate as never, context, options as never)) as Result<
    ScorecardFormValues,
    ScorecardBody
  >;
  const errors = { ...result.errors } as FieldErrors<ScorecardFormValues>;
  values.ratings.forEach((rating, index) => {
    const error = errors.ratings?.[index]?.rating;
    if (error && rating.rating === '') error.message = `Rate ${rating.criterion}`;
  });
  return finish(result, errors);
};

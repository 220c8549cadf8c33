/**
 * The course form's values and how they become a request body, checked with the schema the server
 * uses (contracts `CreateCourseBodySchema`). Numbers are typed as text and read on submit, so an
 * empty box says "Give the duration in minutes" rather than 0.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@hrms/contracts/roles';
import {
  type Course,
  type CourseDelivery,
  type CreateCourseBody,
  CreateCourseBodySchema,
} from '@hrms/contracts/training';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { localToday } from './training-format';

export interface CourseFormValues {
  title: string;
  description: string;
  delivery: CourseDelivery;
  durationMinutes: string;
  materials: { title: string; url: string }[];
  mandatory: {
    on: boolean;
    departmentIds: string[];
    roles: Role[];
    /** `yyyy-mm-dd`, '' for none. */
    from: string;
    dueWithinDays: string;
  };
}

export function courseFormValues(course: Course | null, today: string = localToday()): CourseFormValues {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    delivery: course?.delivery ?? 'self-paced',
    durationMinutes: course ? String(course.durationMinutes) : '60',
    materials: course?.materials.map((m) => ({ title: m.title, url: m.url })) ?? [],
    mandatory: {
      on: Boolean(course?.mandatory),
      departmentIds: course?.mandatory?.departmentIds ?? [],
      roles: course?.mandatory?.roles ?? [],
      from: course?.mandatory?.from ?? today,
      dueWithinDays: course?.mandatory ? String(course.mandatory.dueWithinDays) : '30',
    },
  };
}

/** '' → undefined (the schema's "give a number"), else the number typed. */
export function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** What the form would send, before the schema checks it. */
export function courseCandidate(values: CourseFormValues) {
  return {
    title: values.title,
    description: values.description,
    delivery: values.delivery,
    durationMinutes: numberOf(values.durationMinutes),
    materials: values.materials,
    mandatory: values.mandatory.on
      ? {
          departmentIds: values.mandatory.departmentIds,
          roles: values.mandatory.roles,
          from: values.mandatory.from,
          dueWithinDays: numberOf(values.mandatory.dueWithinDays),
        }
      : null,
  };
}

const FIELDS = new Set([
  'title',
  'description',
  'delivery',
  'durationMinutes',
  'materials',
  'mandatory.departmentIds',
  'mandatory.roles',
  'mandatory.from',
  'mandatory.dueWithinDays',
]);

/**
 * Where the server's message for a field of the body goes on the form (`body.materials.0.url` →
 * `materials.0.url`); null for one the form shows no message for, which becomes the form's message.
 */
export function courseFieldOf(field: string): string | null {
  const path = field.replace(/^body\./, '');
  if (/^materials\.\d+\.(title|url)$/.test(path)) return path;
  if (/^mandatory\.(departmentIds|roles)\.\d+$/.test(path)) return path.replace(/\.\d+$/, '');
  return FIELDS.has(path) ? path : null;
}

const check = zodResolver(CreateCourseBodySchema);

export const courseResolver: Resolver<CourseFormValues, unknown, CreateCourseBody> = async (
  values,
  context,
  options,
) => {
  // What was typed, numbers perhaps missing: the schema says what is wrong with it.
  const result = await check(courseCandidate(values) as CreateCourseBody, context, options as never);
  const errors = result.errors as FieldErrors<CourseFormValues>;
  // An empty date reads better as a question than as the format it lacks.
  const from = errors.mandatory?.from;
  if (from && values.mandatory.from === '') from.message = 'Choose the date it applies from';
  return result as Awaited<ReturnType<Resolver<CourseFormValues, unknown, CreateCourseBody>>>;
};

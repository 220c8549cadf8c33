/**
 * Adding or changing an opening (admin, hr): the role's title, where it sits (department, office,
 * designation), its hiring manager, how many positions, its description in Markdown with a preview,
 * its status, the questions the careers form asks (in order, each perhaps required) and the criteria
 * interviewers rate. The contract's schema checks it here as the server does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateOpeningBodySchema,
  DEFAULT_CRITERIA,
  OPENING_STATUS_LABELS,
  OPENING_STATUSES,
  type Opening,
  type OpeningStatus,
  RECRUITMENT_LIMITS,
} from '@hrms/contracts/recruitment';
import { Eye, PencilLine, Plus } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useDesignations } from '../../../api/designations';
import { useDepartments } from '../../../api/get-departments';
import { useOffices } from '../../../api/get-offices';
import type { PersonOption } from '../../../api/search-employees';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { MarkdownContent } from '../../../components/markdown-content';
import { MoveButtons } from '../../../components/move-buttons';
import { PersonPicker } from '../../../components/person-picker';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateOpening } from '../api/create-opening';
import { useUpdateOpening } from '../api/update-opening';

type OpeningBody = z.output<typeof CreateOpeningBodySchema>;

interface QuestionValues {
  /** The question's id once saved ('' for a new one): answers already given stay tied to it. */
  qid: string;
  text: string;
  required: boolean;
}

export interface OpeningFormValues {
  title: string;
  /** '' for none. */
  departmentId: string;
  officeId: string;
  designationId: string;
  hiringManager: PersonOption | null;
  /** As typed. */
  positions: string;
  description: string;
  status: OpeningStatus;
  questions: QuestionValues[];
  /** Objects, as a field array holds them. */
  criteria: { text: string }[];
}

export function openingFormValues(opening: Opening | null): OpeningFormValues {
  return {
    title: opening?.title ?? '',
    departmentId: opening?.department?.id ?? '',
    officeId: opening?.office?.id ?? '',
    designationId: opening?.designation?.id ?? '',
    hiringManager: opening?.hiringManager
      ? { id: opening.hiringManager.id, name: opening.hiringManager.name, detail: '', photoUrl: null }
      : null,
    positions: opening ? String(opening.positions) : '1',
    description: opening?.description ?? '',
    status: opening?.status ?? 'draft',
    questions: opening?.questions.map((q) => ({ qid: q.id, text: q.text, required: q.required })) ?? [],
    criteria: (opening?.criteria ?? [...DEFAULT_CRITERIA]).map((text) => ({ text })),
  };
}

/** What the form would send, before the schema checks it. */
function openingCandidate(values: OpeningFormValues) {
  return {
    title: values.title,
    departmentId: values.departmentId || null,
    officeId: values.officeId || null,
    designationId: values.designationId || null,
    hiringManagerId: values.hiringManager?.id ?? null,
    positions: values.positions.trim() === '' ? undefined : Number(values.positions),
    description: values.description,
    status: values.status,
    questions: values.questions.map((q) => ({
      ...(q.qid ? { id: q.qid } : {}),
      text: q.text,
      required: q.required,
    })),
    criteria: values.criteria.map((c) => c.text),
  };
}

/**
 * Where a message about the body goes on the form (`body.criteria.2` → `criteria.2.text`,
 * `body.hiringManagerId` → `hiringManager`); null for one the form has no field for.
 */
export function openingFieldOf(field: string): string | null {
  const path = field.replace(/^body\./, '');
  if (/^questions\.\d+\.text$/.test(path)) return path;
  if (/^questions\.\d+(\.\w+)?$/.test(path)) return path.replace(/^(questions\.\d+).*$/, '$1.text');
  if (/^criteria\.\d+$/.test(path)) return `${path}.text`;
  if (path === 'hiringManagerId') return 'hiringManager';
  const known = ['title', 'departmentId', 'officeId', 'designationId', 'positions', 'description', 'status'];
  return known.includes(path) || path === 'questions' || path === 'criteria' ? path : null;
}

const check = zodResolver(CreateOpeningBodySchema);

const openingResolver: Resolver<OpeningFormValues, unknown, OpeningBody> = async (
  values,
  context,
  options,
) => {
  const result = await check(openingCandidate(values) as never, context, options as never);
  const errors = result.errors as Record<string, unknown>;
  // The body's shape to the form's: a criterion is a string there, an object with `text` here.
  const criteria = errors.criteria;
  if (Array.isArray(criteria)) {
    errors.criteria = criteria.map((error) => (error && 'message' in error ? { text: error } : error));
  }
  if (errors.hiringManagerId) {
    errors.hiringManager = errors.hiringManagerId;
    delete errors.hiringManagerId;
  }
  if (values.positions.trim() === '' && errors.positions) {
    (errors.positions as { message: string }).message = 'Give the number of positions';
  }
  return result as Awaited<ReturnType<Resolver<OpeningFormValues, unknown, OpeningBody>>>;
};

function listError(
  errors: FieldErrors<OpeningFormValues>,
  name: 'questions' | 'criteria',
): string | undefined {
  const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return error?.root?.message ?? error?.message;
}

/** A select of the company's departments, offices or designations, with "None" first. */
function RefSelect({
  what,
  query,
  ...props
}: {
  what: string;
  query: { data?: { items: { id: string; name: string }[] } | undefined; isPending: boolean };
} & Omit<ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...props}>
      <option value="">{query.isPending ? `Loading the ${what}…` : 'None'}</option>
      {(query.data?.items ?? []).map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </NativeSelect>
  );
}

function OpeningForm({ opening, onDone }: { opening: Opening | null; onDone: () => void }) {
  const create = useCreateOpening();
  const update = useUpdateOpening();
  const pending = create.isPending || update.isPending;
  const departments = useDepartments();
  const offices = useOffices();
  const designations = useDesignations();
  const [descriptionView, setDescriptionView] = useState<'write' | 'preview'>('write');
  const form = useForm<OpeningFormValues, unknown, OpeningBody>({
    defaultValues: openingFormValues(opening),
    resolver: openingResolver,
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const criteria = useFieldArray({ control: form.control, name: 'criteria' });
  const description = useWatch({ control: form.control, name: 'description' });
  const errors = form.formState.errors;

  const submit = async (body: OpeningBody) => {
    try {
      const saved = opening
        ? await update.mutateAsync({ id: opening.id, body })
        : await create.mutateAsync(body);
      toast.success(opening ? `${saved.title} was saved` : `${saved.title} was added`);
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: openingFieldOf });
    }
  };
  // A message about the description is read beside it, not behind the preview.
  const descriptionError = errors.description?.message;
  useEffect(() => {
    if (descriptionError) setDescriptionView('write');
  }, [descriptionError]);

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" data-testid="opening-form">
      <ErrorAlert message={errors.root?.server?.message} />
      <FormRow control={form.control} name="title" label="Title" className="space-y-2">
        {(field) => (
          <Input {...field} maxLength={150} autoComplete="off" placeholder="Senior backend engineer" />
        )}
      </FormRow>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormRow control={form.control} name="departmentId" label="Department" optional className="space-y-2">
          {(field) => <RefSelect what="departments" query={departments} {...field} />}
        </FormRow>
        <FormRow control={form.control} name="officeId" label="Office" optional className="space-y-2">
          {(field) => <RefSelect what="offices" query={offices} {...field} />}
        </FormRow>
        <FormRow
          control={form.control}
          name="designationId"
          label="Designation"
          optional
          className="space-y-2"
        >
          {(field) => <RefSelect what="designations" query={designations} {...field} />}
        </FormRow>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_10rem]">
        <FormRow
          control={form.control}
          name="hiringManager"
          label="Hiring manager"
          optional
          description="They follow the candidates and may move them along."
          describe
          className="space-y-2"
        >
          {(field) => <PersonPicker value={field.value} onChange={field.onChange} />}
        </FormRow>
        <FormRow control={form.control} name="positions" label="Positions" className="space-y-2">
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={RECRUITMENT_LIMITS.maxPositions}
              step={1}
            />
          )}
        </FormRow>
        <FormRow
          control={form.control}
          name="status"
          label="Status"
          description="Only open roles show on the careers page."
          describe
          className="space-y-2"
        >
          {(field) => (
            <NativeSelect
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value as OpeningStatus)}
            >
              {OPENING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {OPENING_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormRow>
      </div>
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <Tabs
              value={descriptionView}
              onValueChange={(view) => setDescriptionView(view as 'write' | 'preview')}
            >
              <div className="flex flex-wrap items-end justify-between gap-2">
                <FormLabel optional>Description</FormLabel>
                <TabsList aria-label="Description view">
                  <TabsTrigger value="write">
                    <PencilLine aria-hidden="true" />
                    Write
                  </TabsTrigger>
                  <TabsTrigger value="preview">
                    <Eye aria-hidden="true" />
                    Preview
                  </TabsTrigger>
                </TabsList>
              </div>
              <TabsContent value="write" className="mt-2 space-y-1.5">
                <FormControl describe>
                  <Textarea
                    {...field}
                    rows={8}
                    maxLength={RECRUITMENT_LIMITS.maxDescription}
                    className="font-mono text-[13px] leading-relaxed"
                    placeholder={
                      '## About the role\n\nWrite in Markdown: **bold**, _italic_, lists and [links](https://…).'
                    }
                  />
                </FormControl>
                <FormDescription>
                  Shown on the careers page. Markdown: **bold**, _italic_, # headings, - lists,
                  [links](https://…). HTML is removed.
                </FormDescription>
              </TabsContent>
              <TabsContent value="preview" className="mt-2">
                <div
                  className="max-h-80 min-h-40 overflow-y-auto rounded-md border bg-background px-4 py-3"
                  data-testid="description-preview"
                >
                  {description.trim() ? (
                    <MarkdownContent markdown={description} />
                  ) : (
                    <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
                  )}
                </div>
              </TabsContent>
            </Tabs>
            <FormMessage />
          </FormItem>
        )}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Questions for candidates</legend>
        <p className="-mt-1 text-xs text-muted-foreground">
          Asked on the careers form, in this order. A required question must be answered to apply.
        </p>
        {questions.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No questions: candidates send their details and résumé.
          </p>
        ) : (
          <ol className="grid gap-3">
            {questions.fields.map((item, index) => {
              const n = index + 1;
              return (
                <li key={item.id} className="grid gap-2 rounded-lg border p-3" data-testid="opening-question">
                  <FormField
                    control={form.control}
                    name={`questions.${index}.text`}
                    render={({ field }) => (
                      <FormItem className="space-y-1.5">
                        <div className="flex items-center justify-between gap-2">
                          <FormLabel>Question {n}</FormLabel>
                          <MoveButtons
                            what={`question ${n}`}
                            index={index}
                            count={questions.fields.length}
                            onMove={questions.move}
                            onRemove={() => questions.remove(index)}
                            removable
                          />
                        </div>
                        <FormControl>
                          <Input
                            {...field}
                            maxLength={300}
                            autoComplete="off"
                            placeholder="When could you start?"
                          />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`questions.${index}.required`}
                    render={({ field }) => (
                      <LabelledCheckbox
                        label="Required"
                        aria-label={`Question ${n}: Required`}
                        checked={field.value}
                        onCheckedChange={(on) => field.onChange(on === true)}
                      />
                    )}
                  />
                </li>
              );
            })}
          </ol>
        )}
        {listError(errors, 'questions') ? (
          <p className="text-sm text-destructive">{listError(errors, 'questions')}</p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={questions.fields.length >= RECRUITMENT_LIMITS.maxQuestions}
          onClick={() => questions.append({ qid: '', text: '', required: false })}
        >
          <Plus aria-hidden="true" />
          Add question
        </Button>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Interview criteria</legend>
        <p className="-mt-1 text-xs text-muted-foreground">
          What interviewers rate from 1 to 5 on their scorecards.
        </p>
        <ol className="grid gap-2">
          {criteria.fields.map((item, index) => {
            const n = index + 1;
            return (
              <li key={item.id}>
                <FormField
                  control={form.control}
                  name={`criteria.${index}.text`}
                  render={({ field }) => (
                    <FormItem className="space-y-1.5">
                      <div className="flex items-start gap-2">
                        <div className="min-w-0 flex-1">
                          <FormLabel className="sr-only">Criterion {n}</FormLabel>
                          <FormControl>
                            <Input
                              {...field}
                              maxLength={80}
                              autoComplete="off"
                              placeholder="Problem solving"
                            />
                          </FormControl>
                        </div>
                        <MoveButtons
                          what={`criterion ${n}`}
                          index={index}
                          count={criteria.fields.length}
                          onMove={criteria.move}
                          onRemove={() => criteria.remove(index)}
                          removable={criteria.fields.length > 1}
                        />
                      </div>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </li>
            );
          })}
        </ol>
        {listError(errors, 'criteria') ? (
          <p className="text-sm text-destructive">{listError(errors, 'criteria')}</p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={criteria.fields.length >= RECRUITMENT_LIMITS.maxCriteria}
          onClick={() => criteria.append({ text: '' })}
        >
          <Plus aria-hidden="true" />
          Add criterion
        </Button>
      </fieldset>

      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        submitLabel={opening ? 'Save opening' : 'Add opening'}
      />
    </Form>
  );
}

export function OpeningFormDialog({
  open,
  opening,
  onOpenChange,
}: {
  open: boolean;
  /** The opening being changed; null for a new one. */
  opening: Opening | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={opening ? `Edit ${opening.title}` : 'New opening'}
      description={
        opening
          ? 'Changes show at once on the careers page while it is open. Applications are kept.'
          : 'Save it as a draft to finish later, or open it to show it on the careers page.'
      }
      className="sm:max-w-3xl"
    >
      <OpeningForm key={opening?.id ?? 'new'} opening={opening} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

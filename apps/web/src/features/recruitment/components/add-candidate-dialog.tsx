/**
 * Adding a candidate by hand to an opening (hr): someone who came by referral, an agency or a job
 * board rather than the careers page. Their application starts in the first stage.
 */
import { APPLICATION_SOURCES, type Application, SOURCE_LABELS } from '@hrms/contracts/recruitment';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { ErrorAlert } from '../../../components/ui/alert';
import { Form, FormRow } from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/native-select';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateApplication } from '../api/create-application';
import {
  type CandidateFields,
  type CandidateFormValues,
  candidateResolver,
  EMPTY_CANDIDATE,
} from '../utils/application-forms';
import { CandidateContactFields } from './candidate-contact-fields';

const SOURCES = APPLICATION_SOURCES.filter((source) => source !== 'careers');

function CandidateForm({
  openingId,
  onAdded,
  onCancel,
}: {
  openingId: string;
  onAdded: (application: Application) => void;
  onCancel: () => void;
}) {
  const create = useCreateApplication();
  const form = useForm<CandidateFormValues, unknown, CandidateFields>({
    defaultValues: EMPTY_CANDIDATE,
    resolver: candidateResolver,
  });
  const submit = async (fields: CandidateFields) => {
    try {
      const application = await create.mutateAsync({ ...fields, openingId });
      toast.success(`${application.candidate.name} was added to ${application.opening.title}`);
      onAdded(application);
    } catch (error) {
      setServerErrors(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="add-candidate-form">
      <ErrorAlert message={form.formState.errors.root?.server?.message} />
      <CandidateContactFields autoFill={false} phoneHint="Used to spot the same person applying twice." />
      <FormRow control={form.control} name="source" label="Source" className="space-y-2 sm:max-w-xs">
        {(field) => (
          <NativeSelect {...field}>
            <option value="">Choose where they came from</option>
            {SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormDialogFooter pending={create.isPending} onCancel={onCancel} submitLabel="Add candidate" />
    </Form>
  );
}

export function AddCandidateDialog({
  opening,
  open,
  onOpenChange,
  onAdded,
}: {
  opening: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (application: Application) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a candidate"
      description={`To ${opening.title}. Their application starts in the first stage.`}
      className="sm:max-w-xl"
    >
      <CandidateForm openingId={opening.id} onAdded={onAdded} onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}

// A sign form checked by the shared zod schema, as react-hook-form with zodResolver did it in the
// app: on submit every field shows its first message and the first wrong one takes the focus;
// after that, a field is checked again as it is typed. Editing any field clears the server's
// message (spec 000 §4).
import type { z } from 'zod';
import { errorMessage } from '../lib/api-client';
import { h } from './dom';
import { type Field, messageSlot, type SignMessageState, submitButton } from './fields';

export interface SignFormOptions<T> {
  schema: z.ZodType<T>;
  /** In screen order. */
  fields: Record<string, Field>;
  submitLabel: string;
  /** Nodes between the fields and the button, and below the button. */
  beforeSubmit?: Node[];
  afterSubmit?: Node[];
  /**
   * Called with the parsed values. Resolves to the success message to show, or to `'leaving'`
   * when the page is being replaced (the spinner stays until it is). A throw shows its message.
   */
  onSubmit: (values: T) => Promise<string | 'leaving'>;
}

export function signForm<T>({
  schema,
  fields,
  submitLabel,
  beforeSubmit = [],
  afterSubmit = [],
  onSubmit,
}: SignFormOptions<T>) {
  const message = messageSlot();
  const submit = submitButton(submitLabel);
  const form = h(
    'form',
    { class: 'stack', novalidate: true },
    ...Object.values(fields).map((field) => field.root),
    ...beforeSubmit,
    submit.slot,
    ...afterSubmit,
  );
  let submitted = false;
  let busy = false;

  const values = () => Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.input.value]));
  /** The first message of each field, as zodResolver reports them. */
  const check = () => {
    const result = schema.safeParse(values());
    const errors = new Map<string, string>();
    for (const issue of result.success ? [] : result.error.issues) {
      const name = String(issue.path[0]);
      if (!errors.has(name)) errors.set(name, issue.message);
    }
    return { result, errors };
  };

  for (const [name, field] of Object.entries(fields)) {
    field.input.addEventListener('input', () => {
      message.show(null);
      if (submitted) field.setError(check().errors.get(name));
    });
  }

  const setMessage = (state: SignMessageState | null) => message.show(state);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    submitted = true;
    const { result, errors } = check();
    for (const [name, field] of Object.entries(fields)) field.setError(errors.get(name));
    if (!result.success) {
      Object.entries(fields)
        .find(([name]) => errors.has(name))?.[1]
        .input.focus();
      return;
    }
    busy = true;
    setMessage(null);
    submit.setLoading(true);
    try {
      const text = await onSubmit(result.data);
      if (text === 'leaving') return;
      setMessage({ severity: 'success', text });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    }
    busy = false;
    submit.setLoading(false);
  });

  return { form, message: message.slot, setMessage };
}

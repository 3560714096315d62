import { type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { messageText } from '../lib/i18n.ts';

/** One schema validates in the browser (here), in the action and in the API. */
export function useZodForm<S extends ZodType>(schema: S, lastResult: SubmissionResult | null | undefined, id?: string) {
  return useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // Not on blur: a message appearing as the field loses focus shifts the submit button away from the click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
}

/** Translates a field's messages (keys from shared schemas, or text from the API). */
export function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined) => (errors?.length ? errors.map((m) => messageText(t as never, m)).join(' ') : undefined);
}

export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const text = useErrorText()(errors);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {text}
    </Alert>
  );
}

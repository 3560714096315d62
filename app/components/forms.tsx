import { type FieldMetadata, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { PasswordInput } from '@mantine/core';
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
  // Named so that a page with a form loads the messages before it hydrates (i18n-namespaces.ts).
  const { t } = useTranslation('messages');
  return (errors: string[] | undefined) => (errors?.length ? errors.map((m) => messageText(t as never, m)).join(' ') : undefined);
}

// biome-ignore lint/suspicious/noExplicitAny: conform types a form's fields by the form's own schema
type Field = FieldMetadata<any, Record<string, any>, string[]>;

type PasswordFieldProps = {
  field: Field;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
};

/** A password input wired to its form field: name, key, value and translated errors in one place. */
export function PasswordField({ field, label, autoComplete, description }: PasswordFieldProps) {
  const errorText = useErrorText();
  return (
    <PasswordInput
      {...getInputProps(field, { type: 'password' })}
      key={field.key}
      label={label}
      description={description}
      autoComplete={autoComplete}
      error={errorText(field.errors)}
    />
  );
}

/** The new password and its repetition, as every form that sets a password asks for them. */
export function NewPasswordFields({ first, second, firstLabel, description }: { first: Field; second: Field; firstLabel?: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField field={first} label={firstLabel ?? t('auth.new_password')} description={description} autoComplete="new-password" />
      <PasswordField field={second} label={t('auth.password_again')} autoComplete="new-password" />
    </>
  );
}

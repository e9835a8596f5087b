import React from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { messageText } from '../../../shared/forms/message-text';

/**
 * What a field shows of its error: react-hook-form's FieldError, a group's merged error, or a
 * calculator's error, whose detail (already translated) says what exactly is wrong.
 */
interface ShownError {
  message?: string;
  detail?: string;
}

interface FieldShell {
  id: string;
  label: string;
  error?: ShownError;
  hint?: string;
  required?: boolean;
}

/** The label, hint and error of one field; the error is tied to the control by aria-describedby. */
export function describedBy(id: string, error?: unknown, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldExtras({ id, error, hint }: Pick<FieldShell, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error?.message ? (
        <span id={`${id}-error`} className="field__error">
          {messageText(error.message)}
          {error.detail ? <span className="field__error-detail">{error.detail}</span> : null}
        </span>
      ) : null}
    </>
  );
}

/** The label; the required mark stays outside it, so the field's name is exactly the spec's label. */
export function FieldLabel({ id, label, required }: Pick<FieldShell, 'id' | 'label' | 'required'>) {
  return (
    <span className="field__label">
      <label htmlFor={id}>{label}</label>
      {required ? (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  registration,
  type = 'text',
  autoComplete,
  inputMode,
}: FieldShell & {
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <FieldExtras id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ id, label, error, hint, required, registration }: FieldShell & { registration: UseFormRegisterReturn }) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <FieldExtras id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  registration,
  options,
  placeholder,
}: FieldShell & { registration: UseFormRegisterReturn; options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        defaultValue=""
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldExtras id={id} error={error} hint={hint} />
    </div>
  );
}

/** A group's legend, with the required mark outside the accessible name as on every field. */
export function GroupLegend({ label, required }: { label: string; required?: boolean }) {
  return (
    <legend>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </legend>
  );
}

/** A group of radio buttons or check boxes under one legend. */
export function ChoiceGroup({
  id,
  label,
  error,
  hint,
  required,
  registration,
  options,
  multiple = false,
}: FieldShell & { registration: UseFormRegisterReturn; options: ReadonlyArray<{ value: string; label: string }>; multiple?: boolean }) {
  return (
    <fieldset className="field field--group" aria-describedby={describedBy(id, error, hint)} aria-invalid={error ? true : undefined}>
      <GroupLegend label={label} required={required} />
      {options.map((option, index) => (
        <label key={option.value} className="choice">
          <input id={index === 0 ? id : undefined} type={multiple ? 'checkbox' : 'radio'} value={option.value} {...registration} />
          {option.label}
        </label>
      ))}
      <FieldExtras id={id} error={error} hint={hint} />
    </fieldset>
  );
}

export function CheckboxField({ id, label, error, registration }: FieldShell & { registration: UseFormRegisterReturn }) {
  return (
    <div className="field field--check">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required="true"
          aria-describedby={describedBy(id, error)}
          {...registration}
        />
        {label}
      </label>
      <FieldExtras id={id} error={error} />
    </div>
  );
}

/** The id, error and registration of a named field of `form`, spread onto one of the fields above. */
export function fieldOf<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, prefix: string) {
  return (name: string) => ({
    id: `${prefix}-${name}`,
    error: form.getFieldState(name as Path<T>, form.formState).error,
    registration: form.register(name as Path<T>),
  });
}

/**
 * Controlled form fields for the calculators, with the markup of src/site/components/forms/fields.tsx (which
 * is bound to react-hook-form, kept off these pages for their bundle size): a label, an optional hint,
 * and the spec's message tied to the control by aria-describedby and aria-invalid.
 */
import React from 'react';
import '../../styles/tools.css';
import { describedBy, FieldExtras, FieldLabel, GroupLegend } from '../forms/fields';
import type { Message } from '../../../shared/forms/messages';

export interface ShownError {
  /** One of the spec's messages, shown in the site's language. */
  message: Message;
  /** A sentence after it saying what exactly is wrong, already translated. */
  detail?: string;
}

export interface FieldShell {
  id: string;
  label: string;
  hint?: string;
  error?: ShownError;
  required?: boolean;
  disabled?: boolean;
}

export { describedBy, FieldExtras, FieldLabel };

interface TextInputProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

export function TextInput({
  id,
  label,
  hint,
  error,
  required,
  disabled,
  value,
  onChange,
  inputMode,
  autoComplete = 'off',
}: TextInputProps) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldExtras id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectInputProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  children: React.ReactNode;
}

export function SelectInput({ id, label, hint, error, required, disabled, value, onChange, placeholder, children }: SelectInputProps) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      <FieldExtras id={id} hint={hint} error={error} />
    </div>
  );
}

interface RadioGroupProps<V extends string> extends FieldShell {
  value: string;
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
}

/** Radio buttons under one legend; the group carries the error, as in the lead forms. */
export function RadioGroup<V extends string>({ id, label, hint, error, required, disabled, value, onChange, options }: RadioGroupProps<V>) {
  return (
    <fieldset className="field field--group" aria-describedby={describedBy(id, error, hint)} aria-invalid={error ? true : undefined}>
      <GroupLegend label={label} required={required} />
      <div className="choices">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldExtras id={id} hint={hint} error={error} />
    </fieldset>
  );
}

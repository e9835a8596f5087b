import { useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { Message } from '../../../shared/forms/messages';

/** The first error of each field, from a module's list of field errors. */
export function errorsByField<F extends string, E extends { field: F; message: Message }>(errors: readonly E[]): Partial<Record<F, E>> {
  const byField: Partial<Record<F, E>> = {};
  for (const error of errors) {
    if (!byField[error.field]) byField[error.field] = error;
  }
  return byField;
}

/** Moves focus to the first control marked invalid, in reading order; for a group of radio buttons, to its checked or first button. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches('input, select, textarea')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:checked, input, select, textarea');
  target?.focus();
}

/** A tool module's check of the form's values: fine, or the errors of the fields that are not. */
type Checked<E> = { ok: true } | { ok: false; errors: readonly E[] };

/** A tool module's answer to a submission: its estimate, or a refusal whose errors the check shows. */
type Outcome<R> = { ok: true; estimate: R } | { ok: false };

export interface ToolForm<F extends string, E, R> {
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  /** Each field's first error, once the form has been submitted. */
  errors: Partial<Record<F, E>>;
  /** The estimate of the last submission, null after a refused one. */
  estimate: R | null;
  formRef: RefObject<HTMLFormElement>;
  /** For the result's heading, which takes focus with each estimate shown, so the new result is read out. */
  resultHeadingRef: RefObject<HTMLHeadingElement>;
  /** Shows the outcome of a submission: the estimate, or the errors with focus on the first invalid field. */
  showOutcome: (outcome: Outcome<R>) => void;
}

/**
 * The values, errors and result of a calculator's form. `validate` is the tool module's check, undefined
 * while the module loads.
 */
export function useToolForm<F extends string, E extends { field: F; message: Message }, R>(
  empty: Record<F, string>,
  validate: ((values: Record<F, string>) => Checked<E>) | undefined,
): ToolForm<F, E, R> {
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const [estimate, setEstimate] = useState<R | null>(null);
  // Counters rather than flags, so that every submission moves focus again.
  const [failures, setFailures] = useState(0);
  const [successes, setSuccesses] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);

  // After the first submission, errors follow what is typed, so a corrected field loses its message at once.
  const errors = useMemo<Partial<Record<F, E>>>(() => {
    if (!submitted || !validate) return {};
    const checked = validate(values);
    return checked.ok ? {} : errorsByField(checked.errors);
  }, [submitted, validate, values]);

  useEffect(() => {
    if (failures > 0) focusFirstInvalid(formRef.current);
  }, [failures]);
  useEffect(() => {
    if (successes > 0) resultHeadingRef.current?.focus();
  }, [successes]);

  const showOutcome = (outcome: Outcome<R>) => {
    setSubmitted(true);
    if (outcome.ok) {
      setEstimate(outcome.estimate);
      setSuccesses((n) => n + 1);
    } else {
      setEstimate(null);
      setFailures((n) => n + 1);
    }
  };

  return { values, setValues, errors, estimate, formRef, resultHeadingRef, showOutcome };
}

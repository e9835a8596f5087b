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

import React, { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { navigate } from 'gatsby';
import { captchaToken, loadCaptchaWhenIdle, captchaEnabled } from './captcha';
import { fieldValuesIn, formCodeReady, formTitleId } from './form-code';
import { MESSAGES } from '../../../shared/forms/messages';
import { messageText } from '../../../shared/forms/message-text';
import type { FormType } from '../../../shared/forms/schemas';
import { t } from '../../../shared/i18n/use-translate';
import { normalizePath } from '../../../shared/routing/paths';
import { CheckboxField } from './fields';
import { DeferredHydration } from '../../runtime/deferred-hydration';

/** Where lead forms post, as JSON from the page's script or urlencoded by the browser itself. */
const LEADS_ENDPOINT = '/api/leads';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

interface LeadFormProps<T extends FieldValues, Out> {
  formType: FormType;
  schema: z.ZodMiniType<Out, T>;
  /** Accessible name of the form. */
  title: string;
  submitLabel: string;
  defaultValues: DefaultValues<T>;
  /** Where to go after success; without it the success message is shown in place. */
  confirmationPath?: string;
  successMessage?: string;
  failureMessage?: string;
  children: (form: UseFormReturn<T, unknown, Out>) => React.ReactNode;
}

function newSubmissionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16).padStart(8, '0')}-0000-4000-8000-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`;
}

/**
 * A lead form: validated in the browser with the shared schema (focus moves to the first invalid field),
 * posted as JSON to /api/leads with a submission id (so a retry is not a second lead), field errors
 * from the server shown on their fields, and the spec's success and failure texts.
 */
export function LeadForm<T extends FieldValues, Out>(props: LeadFormProps<T, Out>) {
  // The form is most of a form page's hydration (the country lists alone are hundreds of options): it
  // hydrates in a task of its own, after the page around it.
  return (
    <DeferredHydration>
      <LeadFormBody {...props} />
    </DeferredHydration>
  );
}

/** Focuses the first field named in `errors` in reading order (react-hook-form would use registration order). */
function focusFirstNamed(form: HTMLFormElement | null, errors: object): void {
  const names = new Set(Object.keys(errors));
  const first = Array.from(form?.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]') ?? []).find((el) =>
    names.has(el.getAttribute('name') ?? ''),
  );
  first?.focus();
}

interface LeadFormEndProps {
  formType: FormType;
  /** The registration of the trap field. */
  website: UseFormRegisterReturn;
  /** The registration of the consent box, and its error. */
  consent: UseFormRegisterReturn;
  consentError: FieldError | undefined;
  status: Status;
  submitLabel: string;
  successMessage: string;
  statusRef: React.Ref<HTMLParagraphElement>;
}

/** What ends every lead form: the trap field, the consent box, the spam notice, the button and the status. */
function LeadFormEnd({ formType, website, consent, consentError, status, submitLabel, successMessage, statusRef }: LeadFormEndProps) {
  return (
    <>
      {/* People never see this field; bots fill it, and the endpoint drops what they send. */}
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${formType}-website`}>Website</label>
        <input id={`${formType}-website`} type="text" tabIndex={-1} autoComplete="off" {...website} />
      </div>
      <CheckboxField
        id={`${formType}-consent`}
        label={t(
          'I agree to receive communications from Harbourline Freight and to the processing of my data as described in the Privacy Policy.',
        )}
        error={consentError}
        registration={consent}
      />
      <p className="form__notice">
        {captchaEnabled
          ? t('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.')
          : t('This form is protected against spam. We never share your details.')}
      </p>
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('Sending…') : submitLabel}
      </button>
      <p ref={statusRef} tabIndex={-1} role="status" className={`form__status form__status--${status.kind}`}>
        {status.kind === 'sent' ? messageText(successMessage) : status.kind === 'failed' ? messageText(status.message) : ''}
      </p>
    </>
  );
}

function LeadFormBody<T extends FieldValues, Out>({
  formType,
  schema,
  title,
  submitLabel,
  defaultValues,
  confirmationPath,
  successMessage = MESSAGES.contactSent,
  failureMessage = MESSAGES.genericFailure,
  children,
}: LeadFormProps<T, Out>) {
  // The form type and the empty trap field are values of every form, so the shared schema sees them.
  const initial = { formType, website: '', ...defaultValues } as DefaultValues<T>;
  const titleId = formTitleId(formType);
  // What the visitor typed or ticked in the server's form before this code arrived (src/site/components/forms/form-code.ts).
  const [seeded] = useState(() =>
    typeof document === 'undefined'
      ? initial
      : { ...initial, ...fieldValuesIn(document.getElementById(titleId)?.closest('form') ?? null, initial) },
  );
  const form = useForm<T, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: seeded,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submissionId = useRef<string>('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => loadCaptchaWhenIdle(), []);
  // Last of the form's effects: react-hook-form has registered every field by now.
  useEffect(() => formCodeReady(formType, formRef.current), [formType]);
  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') statusRef.current?.focus();
  }, [status]);

  const focusFirstError = (errors: object) => focusFirstNamed(formRef.current, errors);

  const submit = async (values: Out) => {
    setStatus({ kind: 'sending' });
    if (!submissionId.current) submissionId.current = newSubmissionId();
    try {
      const response = await fetch(LEADS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...values, formType, submissionId: submissionId.current, captchaToken: await captchaToken(formType) }),
      });
      if (response.status === 400) {
        const { errors } = (await response.json()) as { errors?: Record<string, string> };
        const fieldErrors = Object.entries(errors ?? {}).filter(([name]) => name in (values as object));
        for (const [name, message] of fieldErrors) form.setError(name as Path<T>, { type: 'server', message });
        focusFirstError(Object.fromEntries(fieldErrors));
        setStatus({ kind: 'failed', message: fieldErrors.length > 0 ? failureMessage : (errors?.['(form)'] ?? failureMessage) });
        return;
      }
      if (!response.ok) throw new Error(`status ${response.status}`);
      submissionId.current = '';
      if (confirmationPath) {
        void navigate(normalizePath(confirmationPath));
        return;
      }
      setStatus({ kind: 'sent' });
      form.reset(initial);
    } catch {
      setStatus({ kind: 'failed', message: failureMessage });
    }
  };

  return (
    <form
      ref={formRef}
      className="form"
      aria-labelledby={titleId}
      // Without JavaScript (off, blocked, or not loaded yet) the browser posts the form itself to the same
      // endpoint, which answers with the thank-you page or a page listing what to correct.
      method="post"
      action={LEADS_ENDPOINT}
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit, focusFirstError)(event)}
    >
      <input type="hidden" name="formType" value={formType} />
      <h2 id={titleId} className="form__title">
        {title}
      </h2>
      <p className="field__hint">{t('Fields marked * are required.')}</p>
      {children(form)}
      <LeadFormEnd
        formType={formType}
        website={form.register('website' as Path<T>)}
        consentError={form.getFieldState('consent' as Path<T>, form.formState).error}
        consent={form.register('consent' as Path<T>)}
        status={status}
        submitLabel={submitLabel}
        successMessage={successMessage}
        statusRef={statusRef}
      />
    </form>
  );
}

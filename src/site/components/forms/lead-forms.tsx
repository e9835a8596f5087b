/**
 * The site's lead forms as pages place them. Each renders its form from ./forms, whose code is a chunk of its own
 * that loads when the form is wanted (src/site/components/forms/form-code.ts); meanwhile the server's HTML of the form stays
 * on the page, working as a plain HTML form. On the server the chunk is there at once, so the HTML is the whole form.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import type { FormType } from '../../../shared/forms/schemas';
import { formCodeArrived, formCodeFailed, whenFormWanted } from './form-code';

type Forms = typeof import('./forms');

function lazyForm(formType: FormType, pick: (forms: Forms) => ComponentType): ComponentType {
  const Form = lazy(async () => {
    await whenFormWanted(formType);
    let forms: Forms;
    try {
      forms = await import(/* webpackChunkName: "lead-forms" */ './forms');
    } catch {
      formCodeFailed(formType);
      // Never settles: the boundary keeps the server's form, which works without the code.
      return new Promise<never>(() => undefined);
    }
    formCodeArrived(formType);
    return { default: pick(forms) };
  });
  function LeadFormWhenWanted() {
    return (
      <Suspense fallback={null}>
        <Form />
      </Suspense>
    );
  }
  return LeadFormWhenWanted;
}

export const ContactForm = lazyForm('contact', (forms) => forms.ContactForm);
export const ExpertForm = lazyForm('expert', (forms) => forms.ExpertForm);
export const SignUpForm = lazyForm('sign-up', (forms) => forms.SignUpForm);
export const OpenEmissionsForm = lazyForm('open-emissions', (forms) => forms.OpenEmissionsForm);
export const PressForm = lazyForm('press', (forms) => forms.PressForm);
export const NewsletterForm = lazyForm('newsletter', (forms) => forms.NewsletterForm);
export const QuoteForm = lazyForm('quote', (forms) => forms.QuoteForm);

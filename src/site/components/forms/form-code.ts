/**
 * When a lead form's code loads. The server's HTML of a form works without it (the browser posts the form itself
 * and the lead service answers with the thank-you page or the list of what to correct), so the code, most of a
 * form page's script (react-hook-form, the schemas, the captcha, the form), waits until the form comes within a
 * screen of the viewport or the visitor first touches it. What the visitor typed meanwhile stays in the fields
 * (LeadForm seeds its values from them), and a submit made before the code has taken over is held and sent by
 * the code once it has, or by the browser itself should the code fail to load.
 */
import type { FormType } from '../../../shared/forms/schemas';
import { t } from '../../../shared/i18n/use-translate';

/** The first touches of a form that ask for its code at once. */
const TOUCHES = ['focusin', 'pointerdown', 'keydown'] as const;

interface Waiting {
  form: HTMLFormElement;
  /** Holds a submit until the code has taken over. */
  onSubmit: (event: Event) => void;
  held: boolean;
  /** Puts back what the held submit changed in the server's HTML, for React to hydrate what it rendered. */
  unmark?: () => void;
}

const waiting = new Map<FormType, Waiting>();

/** The id of a form's title, which labels the form (LeadForm): how its server HTML is found before React owns it. */
export function formTitleId(formType: FormType): string {
  return `${formType}-form-title`;
}

function serverForm(formType: FormType): HTMLFormElement | null {
  return document.getElementById(formTitleId(formType))?.closest('form') ?? null;
}

/**
 * Resolves when the code of the form of `formType` is wanted: at once on the server, on a page the form is not
 * in yet (an in-app navigation renders it from scratch) and where IntersectionObserver is missing; otherwise when
 * the server's form nears the viewport or is first touched, whichever comes first.
 */
export function whenFormWanted(formType: FormType): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const form = serverForm(formType);
  if (!form || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((seen) => seen.isIntersecting) && want(), {
      rootMargin: '100% 0px',
    });
    const touched = (event: Event) => event.target instanceof Node && form.contains(event.target) && want();
    // The server's form leaves the document when the visitor goes to another page before wanting it, or when
    // React renders the form's part anew: nothing can want that form any more, and every later view of the form
    // (Back, a link, the next page of the same template) waits on this one promise, so it ends the wait too.
    const removed = new MutationObserver(() => {
      if (form.isConnected) return;
      if (waiting.get(formType) === entry) waiting.delete(formType);
      document.removeEventListener('submit', entry.onSubmit, true);
      want();
    });
    function want(): void {
      observer.disconnect();
      removed.disconnect();
      for (const type of TOUCHES) document.removeEventListener(type, touched, true);
      resolve();
    }
    const entry: Waiting = {
      form,
      held: false,
      onSubmit: (event) => {
        if (event.target !== form) return;
        event.preventDefault();
        if (!entry.held) entry.unmark = showSending(form);
        entry.held = true;
        want();
      },
    };
    waiting.set(formType, entry);
    // On the document, in the capture phase: React stops the propagation of a tap, key or submit inside a part of
    // the page it has not hydrated yet, at its root, before the event would reach the form.
    document.addEventListener('submit', entry.onSubmit, true);
    observer.observe(form);
    removed.observe(document.body, { childList: true, subtree: true });
    for (const type of TOUCHES) document.addEventListener(type, touched, { capture: true, passive: true });
  });
}

/**
 * A held submit says it is on its way, as the form's code says it once it sends (LeadForm): the button reads
 * "Sending…" and the form is busy. Returns what undoes it.
 */
function showSending(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  button?.setAttribute('aria-disabled', 'true');
  if (button) button.textContent = t('Sending…');
  form.setAttribute('aria-busy', 'true');
  return () => {
    button?.removeAttribute('aria-disabled');
    if (button) button.textContent = label;
    form.removeAttribute('aria-busy');
  };
}

/** The form's code has arrived: the server's HTML goes back to what the server rendered, which React hydrates. */
export function formCodeArrived(formType: FormType): void {
  const entry = waiting.get(formType);
  entry?.unmark?.();
  if (entry) entry.unmark = undefined;
}

/** The form's code has hydrated it: a submit it held is sent now, through the code. */
export function formCodeReady(formType: FormType, form: HTMLFormElement | null): void {
  const entry = waiting.get(formType);
  if (!entry) return;
  waiting.delete(formType);
  document.removeEventListener('submit', entry.onSubmit, true);
  // A form left while its code loaded is not sent from the next view of it, which the visitor has not filled in.
  if (entry.held && entry.form.isConnected) (form ?? entry.form).requestSubmit();
}

/** The form's code did not load: the server's form goes on working alone, and a submit it held is the browser's post. */
export function formCodeFailed(formType: FormType): void {
  const entry = waiting.get(formType);
  if (!entry) return;
  waiting.delete(formType);
  document.removeEventListener('submit', entry.onSubmit, true);
  if (entry.held && entry.form.isConnected) entry.form.submit();
}

/**
 * What the visitor left in `form`'s groups of radio buttons and of checkboxes, and in the fields given `defaults`
 * (shaped like them), before the form's code arrived: LeadForm seeds react-hook-form with it. react-hook-form reads
 * a lone field from the page when it registers it, but a group it takes from its first member, or from its default,
 * and writes that over the others (a radio button or a checkbox ticked after the first lost its tick).
 */
export function fieldValuesIn(form: HTMLFormElement | null, defaults: Record<string, unknown>): Record<string, unknown> {
  if (!form) return {};
  const byName = new Map<string, Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>>();
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name) continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  const values: Record<string, unknown> = {};
  for (const [name, controls] of byName) {
    const inputs = controls.filter((control): control is HTMLInputElement => control instanceof HTMLInputElement);
    const checkboxes = inputs.length === controls.length && inputs.every((input) => input.type === 'checkbox');
    const radios = inputs.length === controls.length && inputs.every((input) => input.type === 'radio');
    const fallback = defaults[name];
    if (Array.isArray(fallback) || (checkboxes && controls.length > 1)) {
      values[name] = inputs.filter((input) => input.checked).map((input) => input.value);
    } else if (radios) {
      const checked = inputs.find((input) => input.checked);
      if (checked) values[name] = checked.value;
    } else if (typeof fallback === 'boolean') {
      values[name] = inputs.some((input) => input.checked);
    } else if (typeof fallback === 'string') {
      values[name] = controls[0]?.value ?? fallback;
    }
  }
  return values;
}

import type { PageProps } from 'gatsby';
import { ButtonRow } from '../site/components/content/ButtonRow';
import { PageHeader } from '../site/components/content/PageHeader';
import { PointList } from '../site/components/content/PointList';
import { Section } from '../site/components/content/Section';
import { t } from '../shared/i18n/use-translate';
import pageCatalogue from '../../locales/zh-CN/templates/form-confirmation.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';
import { CONFIRMATION_PATHS } from '../shared/forms/confirmation-paths';
import { MESSAGES } from '../shared/forms/messages';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

/** The pages: a form's own confirmation, the newsletter's, and the one every other form shares. */
export type ConfirmationPage = 'quote' | 'sign-up' | 'newsletter' | 'message';

interface Confirmation {
  path: string;
  /** Translated here: some are site-wide text (the spec's messages), some only this template's. */
  title: string;
  lead: PageKey;
  steps: PageKey[];
  links: Array<{ to: string; label: string }>;
}

const CONFIRMATIONS: Record<ConfirmationPage, Confirmation> = {
  quote: {
    path: CONFIRMATION_PATHS.quote,
    title: tp('Thank you for your quote request'),
    lead: 'An expert replies within one business day.',
    steps: [
      'A freight expert reviews your shipment details and checks rates and space with our carriers.',
      'An expert replies within one business day with a quote, or with questions if anything is unclear.',
      'Once you accept the quote, we book the shipment and keep you updated until delivery.',
    ],
    links: [
      { to: '/help', label: tp('Visit the Help Center') },
      { to: '/blog', label: t('Read the blog') },
    ],
  },
  'sign-up': {
    path: CONFIRMATION_PATHS['sign-up'],
    title: tp('Thank you for signing up'),
    lead: 'Your Harbourline account is on its way.',
    steps: [
      'Check your inbox for an email from us and confirm your email address.',
      'Log in, complete your company profile and invite your team.',
      'Request your first quote, or talk to an expert about your supply chain.',
    ],
    links: [
      { to: '/get-started', label: t('Get a quote') },
      { to: '/talk-to-an-expert', label: t('Talk to an expert') },
      { to: '/help', label: tp('Visit the Help Center') },
    ],
  },
  newsletter: {
    path: CONFIRMATION_PATHS.newsletter,
    title: t(MESSAGES.subscribed),
    lead: 'Our newsletter brings you freight market news, new guides and upcoming webinars.',
    steps: ['Look out for our next issue in your inbox.', 'Every issue has a link to unsubscribe, should you ever want to.'],
    links: [
      { to: '/global-logistics-update', label: tp('Read the latest market update') },
      { to: '/blog', label: t('Read the blog') },
    ],
  },
  message: {
    path: CONFIRMATION_PATHS.contact,
    title: tp('Thank you for your message'),
    lead: 'We reply within one business day.',
    steps: [
      'Your message goes to the team that can answer it.',
      'We reply by email within one business day, or call you if you asked us to.',
    ],
    links: [
      { to: '/help', label: tp('Visit the Help Center') },
      { to: '/blog', label: t('Read the blog') },
    ],
  },
};

interface Context {
  form: ConfirmationPage;
}

export default function FormConfirmationTemplate({ pageContext }: PageProps<object, Context>) {
  const confirmation = CONFIRMATIONS[pageContext.form];
  return (
    <>
      <PageHeader title={confirmation.title} lead={tp(confirmation.lead)} />
      <Section headingId="next-steps-heading" title={tp('What happens next')} containerClassName="narrow">
        <PointList items={confirmation.steps.map((step) => tp(step))} ordered />
        <ButtonRow links={confirmation.links} />
      </Section>
    </>
  );
}

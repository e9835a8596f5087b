import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { ButtonRow } from '../components/content/ButtonRow';
import { PageHead } from '../components/content/PageHead';
import { PointList } from '../components/content/PointList';
import { Section } from '../components/content/Section';
import type { DictionaryKey } from '../i18n/dictionary';
import { t } from '../i18n/use-translate';

type Form = 'quote' | 'sign-up';

interface Confirmation {
  path: string;
  title: DictionaryKey;
  lead: DictionaryKey;
  steps: DictionaryKey[];
  links: Array<{ to: string; label: DictionaryKey }>;
}

const CONFIRMATIONS: Record<Form, Confirmation> = {
  quote: {
    path: '/get-started/confirmation',
    title: 'Thank you for your quote request',
    lead: 'An expert replies within one business day.',
    steps: [
      'A freight expert reviews your shipment details and checks rates and space with our carriers.',
      'An expert replies within one business day with a quote, or with questions if anything is unclear.',
      'Once you accept the quote, we book the shipment and keep you updated until delivery.',
    ],
    links: [
      { to: '/help', label: 'Visit the Help Center' },
      { to: '/blog', label: 'Read the blog' },
    ],
  },
  'sign-up': {
    path: '/sign-up/confirmation',
    title: 'Thank you for signing up',
    lead: 'Your Harbourline account is on its way.',
    steps: [
      'Check your inbox for an email from us and confirm your email address.',
      'Log in, complete your company profile and invite your team.',
      'Request your first quote, or talk to an expert about your supply chain.',
    ],
    links: [
      { to: '/get-started', label: 'Get a quote' },
      { to: '/talk-to-an-expert', label: 'Talk to an expert' },
      { to: '/help', label: 'Visit the Help Center' },
    ],
  },
};

interface Context {
  form: Form;
}

export default function FormConfirmationTemplate({ pageContext }: PageProps<object, Context>) {
  const confirmation = CONFIRMATIONS[pageContext.form];
  return (
    <>
      <PageHead title={t(confirmation.title)} lead={t(confirmation.lead)} />
      <Section headingId="next-steps-heading" title={t('What happens next')} containerClassName="narrow">
        <PointList items={confirmation.steps.map((step) => t(step))} ordered />
        <ButtonRow links={confirmation.links.map((link) => ({ to: link.to, label: t(link.label) }))} />
      </Section>
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const confirmation = CONFIRMATIONS[pageContext.form];
  return <Seo title={t(confirmation.title)} description={t(confirmation.lead)} path={confirmation.path} noindex />;
}

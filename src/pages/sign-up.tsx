import { ExpertAside } from '../site/components/content/ExpertAside';
import { FeatureList } from '../site/components/content/FeatureList';
import { PageHeader } from '../site/components/content/PageHeader';
import { PointList } from '../site/components/content/PointList';
import { Section } from '../site/components/content/Section';
import pageCatalogue from '../../locales/zh-CN/pages/sign-up.json';
import { pageTranslator, type CatalogueKey } from '../shared/i18n/page-translator';
import { FormSection } from '../site/components/forms/FormSection';
import { SignUpForm } from '../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const BENEFITS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Quotes and bookings online',
    text: 'Request ocean, air and trucking quotes, compare options and book in a few clicks, with every price saved to your account.',
  },
  {
    title: 'Every shipment on one screen',
    text: 'Live milestones from pickup to delivery, vessel and flight details, last free days and alerts when a date changes.',
  },
  {
    title: 'Documents in one place',
    text: 'Commercial invoices, packing lists, bills of lading, customs entries and proof of delivery, shared with your team and suppliers.',
  },
  {
    title: 'Customs data you can use',
    text: 'Entry summaries, duties paid by product and country of origin, and a product catalogue with approved HS codes.',
  },
  { title: 'Invoices and payments', text: 'See every invoice next to the shipment it belongs to, download statements and pay online.' },
  { title: 'Your whole team', text: 'Invite colleagues, suppliers and customs contacts, and choose what each of them can see and do.' },
];

const NEEDS: ReadonlyArray<PageKey> = [
  'A work email address; we use it to sign you in and to send shipment alerts.',
  "Your company's legal name, business address and phone number.",
  'If you import into the United States: your importer of record number, which is usually your IRS employer identification number (EIN).',
  'The names and email addresses of colleagues you want to invite; you can also add them later.',
];

export default function SignUpPage() {
  return (
    <>
      <PageHeader
        title={tp('Create your Harbourline account')}
        lead={tp(
          'An account is free. It gives you online quotes, shipment tracking, documents and customs data in one place, whether you ship one container a year or a thousand.',
        )}
      />
      <FormSection>
        <SignUpForm />
      </FormSection>
      <Section headingId="benefits-heading" title={tp('What you get with an account')}>
        <FeatureList items={BENEFITS.map((benefit) => ({ title: tp(benefit.title), text: tp(benefit.text) }))} />
      </Section>
      <Section
        headingId="needs-heading"
        title={tp('What you need to sign up')}
        mist
        columnClassName="prose"
        aside={
          <ExpertAside
            headingId="help-heading"
            title={tp('Prefer to talk first?')}
            text={tp('Our team can walk you through the platform and set up your account with you.')}
          />
        }
      >
        <PointList items={NEEDS.map((need) => tp(need))} />
        <p>
          {tp(
            'Before we can file US customs entries for you, we also need a signed customs power of attorney and a customs bond. We guide you through \
both after you sign up; you do not need them to get quotes or track shipments.',
          )}
        </p>
      </Section>
    </>
  );
}

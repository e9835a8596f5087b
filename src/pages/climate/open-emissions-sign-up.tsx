import React from 'react';
import { ButtonRow } from '../../components/content/ButtonRow';
import { FeatureList } from '../../components/content/FeatureList';
import { PageHead } from '../../components/content/PageHead';
import { PointList } from '../../components/content/PointList';
import { Section } from '../../components/content/Section';
import { Seo } from '../../components/layout/Seo';
import type { DictionaryKey } from '../../i18n/dictionary';
import { t } from '../../i18n/use-translate';

const BENEFITS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  { title: 'Shipment-level emissions', text: 'A well-to-wheel CO2e figure for every shipment and every leg, calculated under the GLEC Framework and ISO 14083, whoever moved the cargo.' },
  { title: 'Reports ready for Scope 3', text: 'Quarterly and annual reports by mode, lane, supplier and business unit, laid out for Scope 3 Category 4 and Category 9 disclosures.' },
  { title: 'Open methods and factors', text: 'The emission factors, distance rules and allocation methods behind every number, published so your auditors can check them.' },
  { title: 'Lane benchmarks', text: 'Compare the emission intensity of your lanes with anonymised averages from other programme members shipping on the same trades.' },
  { title: 'Reduction scenarios', text: 'See what moving volume from air to ocean, from truck to rail or to a different port would save, before you change anything.' },
  { title: 'Your data, exportable', text: 'Download everything as CSV or pull it through our API into your sustainability reporting software.' },
];

const HOW: ReadonlyArray<DictionaryKey> = [
  'Sign up with your company details and tell us which years and modes you want to cover.',
  'Harbourline shipments are included automatically. For freight moved by other providers, upload shipment data in our template: origin, destination, mode, weight and dates.',
  'We calculate, check and return your first report within ten business days, then update it every quarter.',
];

export default function OpenEmissionsSignUpPage() {
  return (
    <>
      <PageHead
        title={t('Open Emissions programme')}
        lead={t('Free, transparent emissions accounting for your freight: every shipment measured the same way, with the method open for anyone to check.')}
      />
      <Section headingId="what-heading" title={t('What the programme is')} containerClassName="narrow">
        <p>
          {t('Open Emissions is a Harbourline programme for importers and exporters who need credible transport emissions figures. Members get their freight emissions calculated under the GLEC Framework and ISO 14083, whether the cargo moved with Harbourline or with another forwarder or carrier.')}
        </p>
        <p>
          {t('It is open in two ways. Membership costs nothing, and the method is public: we publish our emission factors, distance rules and allocation methods, and update them when the GLEC Framework changes. We never sell member data; benchmarks are built only from anonymised averages of at least five companies.')}
        </p>
      </Section>
      <Section headingId="benefits-heading" title={t('What you get')} mist>
        <FeatureList items={BENEFITS.map((benefit) => ({ title: t(benefit.title), text: t(benefit.text) }))} />
      </Section>
      <Section headingId="how-heading" title={t('How to join')} containerClassName="narrow">
        <PointList items={HOW.map((step) => t(step))} ordered className="prose" />
        <ButtonRow
          links={[
            { to: '/sign-up', label: t('Create an account') },
            { to: '/tools/emissions-calculator', label: t('How we calculate emissions') },
          ]}
        />
      </Section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Open Emissions programme')}
      description={t('Join Harbourline Open Emissions: free GLEC Framework and ISO 14083 emissions reports for all your freight, with published factors, lane benchmarks and data export.')}
      path="/climate/open-emissions-sign-up"
    />
  );
}

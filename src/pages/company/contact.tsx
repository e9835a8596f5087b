import { graphql, type PageProps } from 'gatsby';
import { AsideBox } from '../../site/components/content/AsideBox';
import { DefinitionList } from '../../site/components/content/DefinitionList';
import { LinkList } from '../../site/components/content/LinkList';
import { OfficeList } from '../../site/components/content/OfficeList';
import { PageHeader } from '../../site/components/content/PageHeader';
import { Section } from '../../site/components/content/Section';
import { telHref } from '../../site/components/content/format';
import { SITE } from '../../shared/config/site';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/company/contact.json';
import { pageTranslator } from '../../shared/i18n/page-translator';
import { FormSection } from '../../site/components/forms/FormSection';
import { ContactForm } from '../../site/components/forms/lead-forms';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <>
      <PageHeader
        title={t('Contact us')}
        lead={tp(
          'Questions about a quote, a shipment or working with us? Write to us or call the office nearest to you. We answer every message within one business day.',
        )}
      />
      <FormSection>
        <ContactForm />
      </FormSection>
      <Section
        headingId="general-heading"
        title={tp('General enquiries')}
        aside={
          <AsideBox headingId="shortcuts-heading" title={tp('Looking for something specific?')}>
            <LinkList
              links={[
                { to: '/get-started', label: t('Get a quote') },
                { to: '/talk-to-an-expert', label: t('Talk to an expert') },
                { to: '/help', label: t('Help Center') },
                { to: '/careers/jobs', label: t('Open roles') },
              ]}
            />
          </AsideBox>
        }
      >
        <DefinitionList
          items={[
            { term: t('Email'), text: <a href={`mailto:${SITE.email}`}>{SITE.email}</a> },
            {
              term: t('Phone'),
              text: (
                <>
                  <a href={telHref(SITE.phone)}>{SITE.phone}</a> {tp('(Monday to Friday, 7 am to 6 pm Pacific Time)')}
                </>
              ),
            },
            { term: tp('Press'), text: <a href="mailto:press@harbourline.example">press@harbourline.example</a> },
          ]}
        />
        <p>
          {tp(
            'Existing customers: for a live shipment, message your operations team from the shipment page in the Harbourline platform, so the whole team sees it.',
          )}
        </p>
      </Section>
      <Section headingId="offices-heading" title={tp('Our offices')} mist>
        <OfficeList offices={data.allOffice.nodes} detail="address" />
      </Section>
    </>
  );
}

export const query = graphql`
  query ContactPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        ...OfficeContact
      }
    }
  }
`;

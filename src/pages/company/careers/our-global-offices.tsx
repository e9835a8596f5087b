import { graphql, type PageProps } from 'gatsby';
import { CareersButtons } from '../../../site/components/content/CareersButtons';
import { OfficeCards } from '../../../site/components/content/OfficeCards';
import { PageHeader } from '../../../site/components/content/PageHeader';
import { Section } from '../../../site/components/content/Section';
import { t } from '../../../shared/i18n/use-translate';
import pageCatalogue from '../../../../locales/zh-CN/pages/company/careers/our-global-offices.json';
import { pageTranslator } from '../../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);

export default function OurGlobalOfficesPage({ data }: PageProps<Queries.GlobalOfficesPageQuery>) {
  return (
    <>
      <PageHeader
        title={t('Our global offices')}
        lead={tp(
          'Six offices at the ends of the trade lanes our customers use most: our headquarters at the San Pedro Bay ports, two offices in China, two \
at the great ports of northern Europe and one in Vietnam.',
        )}
      />
      <section className="section" aria-label={tp('All offices')}>
        <div className="container">
          <OfficeCards offices={data.allOffice.nodes} withTimezone />
        </div>
      </section>
      <Section headingId="follow-heading" title={tp('Working across time zones')} mist containerClassName="narrow">
        <p>
          {tp(
            'A question raised by a customer in Shenzhen in the morning can be picked up by Rotterdam in the afternoon and answered by Long Beach \
overnight. We hand work over at the end of every day with written notes, so colleagues rarely need to be online outside their own working hours.',
          )}
        </p>
        <CareersButtons />
      </Section>
    </>
  );
}

export const query = graphql`
  query GlobalOfficesPage {
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        ...OfficeCard
      }
    }
  }
`;

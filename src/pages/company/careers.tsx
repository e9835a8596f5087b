import { graphql, type PageProps } from 'gatsby';
import { ButtonRow } from '../../site/components/content/ButtonRow';
import { CardList } from '../../site/components/content/CardList';
import { FeatureList } from '../../site/components/content/FeatureList';
import { OfficeCards } from '../../site/components/content/OfficeCards';
import { PageHeader } from '../../site/components/content/PageHeader';
import { PointList } from '../../site/components/content/PointList';
import { Section } from '../../site/components/content/Section';
import { t } from '../../shared/i18n/use-translate';
import pageCatalogue from '../../../locales/zh-CN/pages/company/careers.json';
import { pageTranslator, type CatalogueKey } from '../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const REASONS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Work that is real',
    text: 'Every day you will move goods that somebody is waiting for: a store launch, a production line, a holiday order. You see the result of your work on a vessel schedule, not in a slide deck.',
  },
  {
    title: 'Learn a trade, not just a job',
    text: 'Freight and customs are learned by doing. We run structured onboarding, pay for certifications and language classes, and fund preparation for the US customs broker licence exam.',
  },
  {
    title: 'One company, six offices',
    text: 'Shared career levels and salary bands across countries, and daily hand-overs between Asia, Europe and California, so you work with colleagues around the world.',
  },
  {
    title: 'Fair pay and real time off',
    text: 'Competitive salaries published in every job posting where the law allows, health cover in every country, and at least 20 days of paid leave a year.',
  },
];

const HIRING: ReadonlyArray<PageKey> = [
  'Apply online with your CV. A recruiter reads every application and replies within ten working days.',
  'A 30-minute call with the recruiter about the role, your experience and what you are looking for.',
  'A conversation with the hiring manager, and for most roles a practical exercise based on a real shipment, customs case or piece of code.',
  'Meet two future colleagues, then receive a decision within a week of your last interview.',
];

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const openRoles = data.allJobPosting.totalCount;
  return (
    <>
      <PageHeader
        title={t('Careers at Harbourline')}
        lead={tp(
          'We are around 600 people in six offices who move freight, clear customs and build software for companies that trade across borders. Come and help them plan ahead.',
        )}
      >
        <ButtonRow
          links={[
            { to: '/careers/jobs', label: openRoles === 1 ? tp('See 1 open role') : tp('See {{count}} open roles', { count: openRoles }) },
            { to: '/company/careers/diversity-and-inclusion', label: t('Diversity and inclusion') },
          ]}
        />
      </PageHeader>
      <Section headingId="why-heading" title={tp('Why work here')}>
        <FeatureList items={REASONS.map((reason) => ({ title: tp(reason.title), text: tp(reason.text) }))} />
      </Section>
      <Section headingId="teams-heading" title={t('Teams')} mist>
        <CardList headingLevel={3} items={data.allCareersTeam.nodes} />
      </Section>
      <Section
        headingId="offices-heading"
        title={t('Our global offices')}
        more={{ to: '/company/careers/our-global-offices', label: tp('More about our offices') }}
      >
        <OfficeCards offices={data.allOffice.nodes} headingLevel={3} />
      </Section>
      <Section headingId="hiring-heading" title={tp('How we hire')} mist containerClassName="narrow">
        <PointList items={HIRING.map((step) => tp(step))} ordered className="prose" />
        <p>
          {tp(
            'If you need an adjustment at any stage, such as extra time, a different interview format or step-free access, tell your recruiter and we will arrange it.',
          )}
        </p>
      </Section>
    </>
  );
}

export const query = graphql`
  query CareersPage {
    allCareersTeam(sort: { title: ASC }) {
      nodes {
        path
        locale
        title
        description
      }
    }
    allOffice(sort: [{ headquarters: DESC }, { city: ASC }]) {
      nodes {
        ...OfficeCard
      }
    }
    allJobPosting(filter: { closed: { eq: false } }) {
      totalCount
    }
  }
`;

import { CareersButtons } from '../../../site/components/content/CareersButtons';
import { FeatureList } from '../../../site/components/content/FeatureList';
import { PageHeader } from '../../../site/components/content/PageHeader';
import { PointList } from '../../../site/components/content/PointList';
import { Section } from '../../../site/components/content/Section';
import { StatList } from '../../../site/components/content/StatList';
import { SiteLink } from '../../../site/components/navigation/SiteLink';
import { t } from '../../../shared/i18n/use-translate';
import pageCatalogue from '../../../../locales/zh-CN/pages/company/careers/diversity-and-inclusion.json';
import { pageTranslator, type CatalogueKey } from '../../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const FACTS: ReadonlyArray<{ value: string; label: PageKey }> = [
  { value: '31', label: 'Nationalities across our six offices' },
  { value: '48%', label: 'Of our colleagues are women' },
  { value: '39%', label: 'Of our people managers are women' },
  { value: '14', label: 'Languages spoken with customers every week' },
];

const COMMITMENTS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Fair hiring',
    text: 'Every role has a written scorecard before we advertise it. Interviews are structured, candidates for the same role answer the same \
questions, and at least two people make each hiring decision.',
  },
  {
    title: 'Equal pay for equal work',
    text: 'Salary bands are shared across offices and adjusted for local markets. Each year an external firm reviews pay by role, level, gender and, \
where the law allows, ethnicity, and we correct any gap we cannot explain.',
  },
  {
    title: 'Careers that are open to everyone',
    text: 'Promotion criteria are published for every career level. We pay for professional qualifications, including the US customs broker licence \
exam, for anyone who wants to sit them, whatever their current role.',
  },
  {
    title: 'Workplaces that work for you',
    text: 'Step-free access in all six offices, quiet rooms, flexible hours for carers and religious observance, and workplace adjustments arranged before a new joiner starts.',
  },
];

const GROUPS: ReadonlyArray<{ title: PageKey; text: PageKey }> = [
  {
    title: 'Women in Logistics',
    text: 'Mentoring, a speaker series and a sponsorship programme for women moving into operations and commercial leadership.',
  },
  {
    title: 'Harbourline Pride',
    text: 'A network for LGBTQ+ colleagues and allies that reviews our benefits and policies in every country we work in.',
  },
  {
    title: 'Parents and Carers',
    text: 'Practical support for colleagues with caring responsibilities, and a say in our leave and flexible working policies.',
  },
  {
    title: 'First Generation',
    text: 'For colleagues who are the first in their family to go to university or to work in an office, with mentoring and study support.',
  },
];

const GOALS: ReadonlyArray<PageKey> = [
  'At least 45% of people managers are women, in every region.',
  'No unexplained difference in pay between colleagues in the same role and level.',
  'One in ten new operations hires joins through our paid internship and apprenticeship programmes.',
  'We publish our progress against these goals every year on this page.',
];

export default function DiversityAndInclusionPage() {
  return (
    <>
      <PageHeader
        title={t('Diversity and inclusion')}
        lead={tp(
          'Trade connects people who speak different languages, keep different calendars and do business in different ways. We want our company to \
reflect that, and to be a place where everyone can do their best work.',
        )}
      >
        <p>
          <SiteLink to="/company/careers/diversity-and-inclusion/ceo-statement">{tp('Read the statement from our CEO')}</SiteLink>
        </p>
      </PageHeader>
      <Section headingId="today-heading" title={tp('Who we are today')}>
        <StatList items={FACTS.map((fact) => ({ label: tp(fact.label), value: fact.value }))} />
        <p className="section__note">
          {tp('Figures as of 1 January 2026. Colleagues share personal data with us voluntarily, and we report only totals.')}
        </p>
      </Section>
      <Section headingId="commitments-heading" title={t('What we commit to')} mist>
        <FeatureList items={COMMITMENTS.map((item) => ({ title: tp(item.title), text: tp(item.text) }))} />
      </Section>
      <Section headingId="groups-heading" title={tp('Employee networks')}>
        <p className="section__lead">
          {tp(
            'Our employee networks are run by colleagues, open to everyone and funded by the company. Their leads meet the leadership team every quarter.',
          )}
        </p>
        <FeatureList items={GROUPS.map((group) => ({ title: tp(group.title), text: tp(group.text) }))} />
      </Section>
      <Section headingId="goals-heading" title={tp('Our goals for 2028')} mist containerClassName="narrow prose">
        <PointList items={GOALS.map((goal) => tp(goal))} />
        <CareersButtons />
      </Section>
    </>
  );
}

import React from 'react';
import { PageHead } from '../../../components/content/PageHead';
import { Seo } from '../../../components/layout/Seo';
import { SiteLink } from '../../../components/navigation/SiteLink';
import type { DictionaryKey } from '../../../i18n/dictionary';
import { t } from '../../../i18n/use-translate';

const FACTS: ReadonlyArray<{ value: string; label: DictionaryKey }> = [
  { value: '31', label: 'Nationalities across our six offices' },
  { value: '48%', label: 'Of our colleagues are women' },
  { value: '39%', label: 'Of our people managers are women' },
  { value: '14', label: 'Languages spoken with customers every week' },
];

const COMMITMENTS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  {
    title: 'Fair hiring',
    text: 'Every role has a written scorecard before we advertise it. Interviews are structured, candidates for the same role answer the same questions, and at least two people make each hiring decision.',
  },
  {
    title: 'Equal pay for equal work',
    text: 'Salary bands are shared across offices and adjusted for local markets. Each year an external firm reviews pay by role, level, gender and, where the law allows, ethnicity, and we correct any gap we cannot explain.',
  },
  {
    title: 'Careers that are open to everyone',
    text: 'Promotion criteria are published for every career level. We pay for professional qualifications, including the US customs broker licence exam, for anyone who wants to sit them, whatever their current role.',
  },
  {
    title: 'Workplaces that work for you',
    text: 'Step-free access in all six offices, quiet rooms, flexible hours for carers and religious observance, and workplace adjustments arranged before a new joiner starts.',
  },
];

const GROUPS: ReadonlyArray<{ title: DictionaryKey; text: DictionaryKey }> = [
  { title: 'Women in Logistics', text: 'Mentoring, a speaker series and a sponsorship programme for women moving into operations and commercial leadership.' },
  { title: 'Harbourline Pride', text: 'A network for LGBTQ+ colleagues and allies that reviews our benefits and policies in every country we work in.' },
  { title: 'Parents and Carers', text: 'Practical support for colleagues with caring responsibilities, and a say in our leave and flexible working policies.' },
  { title: 'First Generation', text: 'For colleagues who are the first in their family to go to university or to work in an office, with mentoring and study support.' },
];

export default function DiversityAndInclusionPage() {
  return (
    <>
      <PageHead
        title={t('Diversity and inclusion')}
        lead={t('Trade connects people who speak different languages, keep different calendars and do business in different ways. We want our company to reflect that, and to be a place where everyone can do their best work.')}
      >
        <p>
          <SiteLink to="/company/careers/diversity-and-inclusion/ceo-statement">{t('Read the statement from our CEO')}</SiteLink>
        </p>
      </PageHead>
      <section className="section" aria-labelledby="today-heading">
        <div className="container">
          <h2 id="today-heading" className="section__title">
            {t('Who we are today')}
          </h2>
          <dl className="stats">
            {FACTS.map((fact) => (
              <div key={fact.label}>
                <dt>{t(fact.label)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="section__note">{t('Figures as of 1 January 2026. Colleagues share personal data with us voluntarily, and we report only totals.')}</p>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="commitments-heading">
        <div className="container">
          <h2 id="commitments-heading" className="section__title">
            {t('What we commit to')}
          </h2>
          <ul className="features">
            {COMMITMENTS.map((item) => (
              <li key={item.title}>
                <h3>{t(item.title)}</h3>
                <p>{t(item.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="groups-heading">
        <div className="container">
          <h2 id="groups-heading" className="section__title">
            {t('Employee networks')}
          </h2>
          <p className="section__lead">{t('Our employee networks are run by colleagues, open to everyone and funded by the company. Their leads meet the leadership team every quarter.')}</p>
          <ul className="features">
            {GROUPS.map((group) => (
              <li key={group.title}>
                <h3>{t(group.title)}</h3>
                <p>{t(group.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="goals-heading">
        <div className="container narrow prose">
          <h2 id="goals-heading" className="section__title">
            {t('Our goals for 2028')}
          </h2>
          <ul>
            <li>{t('At least 45% of people managers are women, in every region.')}</li>
            <li>{t('No unexplained difference in pay between colleagues in the same role and level.')}</li>
            <li>{t('One in ten new operations hires joins through our paid internship and apprenticeship programmes.')}</li>
            <li>{t('We publish our progress against these goals every year on this page.')}</li>
          </ul>
          <div className="hero__actions">
            <SiteLink to="/careers/jobs" className="button">
              {t('See open roles')}
            </SiteLink>
            <SiteLink to="/company/careers" className="button button--ghost">
              {t('Careers at Harbourline')}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title={t('Diversity and inclusion')}
      description={t('How Harbourline Freight hires fairly, pays equally and builds an inclusive workplace across six offices, with our figures and our goals for 2028.')}
      path="/company/careers/diversity-and-inclusion"
    />
  );
}

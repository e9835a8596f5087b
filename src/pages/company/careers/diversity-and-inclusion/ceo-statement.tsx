import { PageHeader } from '../../../../site/components/content/PageHeader';
import { DateMeta } from '../../../../site/components/content/DateMeta';
import { PointList } from '../../../../site/components/content/PointList';
import { SiteLink } from '../../../../site/components/navigation/SiteLink';
import { t } from '../../../../shared/i18n/use-translate';
import pageCatalogue from '../../../../../locales/zh-CN/pages/company/careers/diversity-and-inclusion/ceo-statement.json';
import { pageTranslator, type CatalogueKey } from '../../../../shared/i18n/page-translator';

// Text used only in this file (en-US bundles get an empty catalogue in its place, src/pipeline/webpack.ts).
const tp = pageTranslator(pageCatalogue);
type PageKey = CatalogueKey<typeof pageCatalogue>;

const SIGNED_ON = '2026-03-02';

const PARAGRAPHS: ReadonlyArray<PageKey> = [
  "When I opened Harbourline in 2012, I was a customs broker with one desk in Long Beach and a handful of retail customers. Almost every shipment I \
cleared had passed through the hands of people in three or four countries before it reached me: a factory manager in Dongguan, a trucker in Yantian, \
a ship's crew from the Philippines, a warehouse team in the Inland Empire. Trade has always been built by people who are different from one another \
and who have learned to rely on each other.",
  'Our company should look like the work we do. Today we are around 600 colleagues of 31 nationalities in six offices, and every week we talk to \
customers in fourteen languages. That did not happen by accident, and it will not stay true without effort.',
  'I also want to be honest about where we fell short. In 2023 we looked closely at who was being promoted, and found that most of our managers in \
the United States had come from the same two teams and, often, from the same personal networks. Talented people in operations and customs were being \
overlooked because nobody had told them what the next step required. In our first external pay review, in 2025, we found unexplained gaps in base pay \
for 23 colleagues, most of them women in operations roles. We corrected every one of those salaries in the same quarter.',
];

const ACTIONS: ReadonlyArray<PageKey> = [
  'We publish the criteria for every career level, so anyone can see what a promotion requires and ask for it.',
  'Every hiring decision uses a written scorecard and structured interviews, and is made by at least two people.',
  'An external firm reviews our pay every year. We fix any gap we cannot explain and share the results with every colleague.',
  'We pay for the US customs broker licence exam and its preparation course for any colleague who wants to sit it, in any team.',
  'We run paid internships with community colleges in Long Beach and vocational schools in Ho Chi Minh City, to bring people into logistics who would not otherwise find it.',
];

const CLOSING: ReadonlyArray<PageKey> = [
  'By the end of 2028, at least 45% of our people managers will be women in every region, up from 39% today. We will report our progress on our \
diversity and inclusion page each year, including the years when the numbers do not move in the right direction.',
  "None of this replaces the everyday things: listening in meetings, pronouncing a colleague's name correctly, scheduling calls at a time that works in \
Shenzhen as well as in Hamburg. Those are everyone's job, starting with mine. If you see us falling short, tell me directly. My door, and my inbox, are open.",
];

export default function CeoStatementPage() {
  return (
    <article>
      <PageHeader
        title={tp('A statement from our CEO on diversity and inclusion')}
        lead={tp(
          'Teresa Alvarado, co-founder and Chief Executive Officer, on what we have done, where we fell short and what we commit to next.',
        )}
      >
        <ul className="meta-list">
          <DateMeta label="Published" date={SIGNED_ON} />
        </ul>
      </PageHeader>
      <div className="section">
        <div className="container prose">
          {PARAGRAPHS.map((paragraph) => (
            <p key={paragraph}>{tp(paragraph)}</p>
          ))}
          <h2>{tp('What we are doing about it')}</h2>
          <PointList items={ACTIONS.map((action) => tp(action))} />
          <h2>{t('What we commit to')}</h2>
          {CLOSING.map((paragraph) => (
            <p key={paragraph}>{tp(paragraph)}</p>
          ))}
          <p className="signature">
            <strong>Teresa Alvarado</strong>
            <br />
            {tp('Co-founder and Chief Executive Officer, Harbourline Freight')}
            <br />
            {tp('Long Beach, California')}
          </p>
          <p>
            <SiteLink to="/company/careers/diversity-and-inclusion">{tp('Back to Diversity and inclusion')}</SiteLink>
          </p>
        </div>
      </div>
    </article>
  );
}

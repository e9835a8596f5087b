import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { ButtonRow } from './ButtonRow';
import { FeatureList } from './FeatureList';
import { PointList } from './PointList';
import { Section } from './Section';

interface PreArrivalGuideProps {
  /** What the programme is, then a subsection on its shipment number. */
  what: { title: string; text: string; numberTitle: string; numberText: ReadonlyArray<string> };
  /** How a shipment clears, step by step. */
  steps: { title: string; items: ReadonlyArray<{ title: string; text: string }> };
  /** A checklist before the closing part: what goes wrong, or what is needed. */
  checklist: { headingId: string; title: string; items: ReadonlyArray<string> };
  /** How Harbourline helps, the programme on the other side of the border, and the service to book. */
  help: { text: string; counterpart: { text: string; to: string; label: string }; service: { to: string; label: string } };
}

/** The body of a page on a pre-arrival customs programme for truck freight (PAPS into the US, PARS into Canada). */
export function PreArrivalGuide({ what, steps, checklist, help }: PreArrivalGuideProps) {
  return (
    <>
      <Section headingId="what-heading" title={what.title} containerClassName="narrow prose">
        <p>{what.text}</p>
        <h2>{what.numberTitle}</h2>
        {what.numberText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section headingId="steps-heading" title={steps.title} mist>
        <FeatureList items={steps.items} ordered />
      </Section>
      <Section headingId={checklist.headingId} title={checklist.title} containerClassName="narrow prose">
        <PointList items={checklist.items} />
        <h2>{t('How Harbourline helps')}</h2>
        <p>{help.text}</p>
        <p>
          {help.counterpart.text} <SiteLink to={help.counterpart.to}>{help.counterpart.label}</SiteLink>
        </p>
        <ButtonRow links={[help.service, { to: '/talk-to-an-expert', label: t('Talk to an expert') }]} />
      </Section>
    </>
  );
}

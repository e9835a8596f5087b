import { t } from '../../../shared/i18n/use-translate';
import { ButtonRow } from './ButtonRow';

/** The way on from a careers page: the open roles, then the careers overview. */
export function CareersButtons() {
  return (
    <ButtonRow
      links={[
        { to: '/careers/jobs', label: t('See open roles') },
        { to: '/company/careers', label: t('Careers at Harbourline') },
      ]}
    />
  );
}

import { t } from '../../../shared/i18n/use-translate';
import { formatDate } from './format';

export type DateLabel = 'Published' | 'Updated' | 'Posted' | 'Effective' | 'Date';

/** A meta-list item with a date, or a range when an end date differs: "Published 1 May 2026", "Date: 1 – 3 May 2026". */
export function DateMeta({ label, date, endDate }: { label: DateLabel; date: string; endDate?: string | null }) {
  return (
    <li>
      {t(label)}
      {label === 'Date' ? ': ' : ' '}
      <time dateTime={date}>{formatDate(date)}</time>
      {endDate && endDate !== date ? (
        <>
          {' – '}
          <time dateTime={endDate}>{formatDate(endDate)}</time>
        </>
      ) : null}
    </li>
  );
}

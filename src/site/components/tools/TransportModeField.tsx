import type { DictionaryKey } from '../../../shared/i18n/dictionary';
import { t } from '../../../shared/i18n/use-translate';
import type { TransportMode } from '../../../shared/tools/duty';
import { RadioGroup, type ShownError } from './fields';

// Listed here rather than imported from the duty module, so the emissions page does not load that module.
const MODES: readonly TransportMode[] = ['ocean', 'air', 'truck', 'rail'];

const LABELS: Record<TransportMode, DictionaryKey> = { ocean: 'Ocean', air: 'Air', truck: 'Truck', rail: 'Rail' };

export function isTransportMode(value: string): value is TransportMode {
  return (MODES as readonly string[]).includes(value);
}

/** A transport mode in the site's language. */
export function modeLabel(mode: TransportMode): string {
  return t(LABELS[mode]);
}

interface TransportModeFieldProps {
  id: string;
  value: string;
  onChange: (mode: TransportMode) => void;
  error?: ShownError;
  hint?: string;
  disabled?: boolean;
}

/** The mode of transport as radio buttons, shared by the duty estimator and the emissions calculator. */
export function TransportModeField({ id, value, onChange, error, hint, disabled }: TransportModeFieldProps) {
  return (
    <RadioGroup
      id={id}
      label={t('Transport mode')}
      hint={hint}
      error={error}
      required
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
    />
  );
}

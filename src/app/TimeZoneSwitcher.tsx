import { t } from '@lingui/core/macro';
import { zoneName, TIME_ZONE_CHOICES, type TimeZoneChoice } from '../lib/format-time';
import { ChoiceSelect } from '../components/ui/ChoiceSelect';
import { useTimeZoneChoice } from '../components/ui/use-time-zone';

const label = (choice: TimeZoneChoice): string => (choice === 'utc' ? 'UTC' : t`Local (${zoneName(new Date(), 'local')})`);

/** UTC or the viewer's own zone for every absolute time and chart time axis, remembered across visits. */
export function TimeZoneSwitcher() {
  const [choice, setChoice] = useTimeZoneChoice();
  return <ChoiceSelect label={t`Times`} value={choice} choices={TIME_ZONE_CHOICES} labelOf={label} onChange={setChoice} />;
}

import { zoneName, TIME_ZONE_CHOICES, type TimeZoneChoice } from '../lib/format-time';
import { useTimeZoneChoice } from '../components/ui/use-time-zone';

const label = (choice: TimeZoneChoice): string => (choice === 'utc' ? 'UTC' : `Local (${zoneName(new Date(), 'local')})`);

/** UTC or the viewer's own zone for every absolute time and chart time axis, remembered across visits. */
export function TimeZoneSwitcher() {
  const [choice, setChoice] = useTimeZoneChoice();
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="text-muted">Times</span>
      <select
        value={choice}
        onChange={(event) => setChoice(event.target.value as TimeZoneChoice)}
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
      >
        {TIME_ZONE_CHOICES.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </label>
  );
}

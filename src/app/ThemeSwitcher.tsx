import { THEME_CHOICES, useTheme, type ThemeChoice } from './theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** System / light / dark, remembered across visits. */
export function ThemeSwitcher() {
  const [choice, setChoice] = useTheme();
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="text-muted">Theme</span>
      <select
        value={choice}
        onChange={(event) => setChoice(event.target.value as ThemeChoice)}
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

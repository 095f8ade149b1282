import { ChoiceSelect } from '../components/ui/ChoiceSelect';
import { THEME_CHOICES, useTheme, type ThemeChoice } from './theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** System / light / dark, remembered across visits. */
export function ThemeSwitcher() {
  const [choice, setChoice] = useTheme();
  return <ChoiceSelect label="Theme" value={choice} choices={THEME_CHOICES} labelOf={(value) => LABELS[value]} onChange={setChoice} />;
}

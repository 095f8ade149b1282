import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ChoiceSelect } from '../components/ui/ChoiceSelect';
import { THEME_CHOICES, useTheme, type ThemeChoice } from './theme';

const LABELS: Record<ThemeChoice, MessageDescriptor> = { system: msg`System`, light: msg`Light`, dark: msg`Dark` };

/** System / light / dark, remembered across visits. */
export function ThemeSwitcher() {
  const [choice, setChoice] = useTheme();
  return <ChoiceSelect label={t`Theme`} value={choice} choices={THEME_CHOICES} labelOf={(value) => i18n._(LABELS[value])} onChange={setChoice} />;
}

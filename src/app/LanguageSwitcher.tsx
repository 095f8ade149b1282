import { t } from '@lingui/core/macro';
import { LOCALE_NAMES, LOCALES } from '../lib/locales';
import { ChoiceSelect } from '../components/ui/ChoiceSelect';
import { useLocaleChoice } from './locale';

/** The page's language, each named in itself, remembered across visits. */
export function LanguageSwitcher() {
  const [locale, choose] = useLocaleChoice();
  return <ChoiceSelect label={t`Language`} value={locale} choices={LOCALES} labelOf={(choice) => LOCALE_NAMES[choice]} onChange={(choice) => void choose(choice)} />;
}

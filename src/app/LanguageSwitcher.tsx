import { t } from '@lingui/core/macro';
import { LOCALE_NAMES, LOCALES } from '../lib/locales';
import { ChoiceSelect } from '../components/ui/ChoiceSelect';
import { useLocaleChoice } from './locale';

/** A catalog that cannot be loaded (the connection dropped) leaves the page in the language it is in. */
const keepLanguage = () => undefined;

/** The page's language, each named in itself, remembered across visits. */
export function LanguageSwitcher() {
  const [locale, choose] = useLocaleChoice();
  return <ChoiceSelect label={t`Language`} value={locale} choices={LOCALES} labelOf={(choice) => LOCALE_NAMES[choice]} onChange={(choice) => choose(choice).catch(keepLanguage)} />;
}

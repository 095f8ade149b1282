// Fails when a catalog is out of step with the code: a message the code uses is missing from a
// locale's catalog or has no translation there, or a catalog keeps a message no code uses. Also
// when two folders translate one message differently: a message's id is its text (and context),
// and the app holds one set of messages per locale, so one of the two would show in both places.
// `npm run extract` brings the catalogs up to date; a translator then fills each new `msgstr`.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];
/** By locale, then message id: the first translation met and the catalog it is in. */
const translations = new Map<string, Map<string, { translation: string; file: string }>>();
for (const catalog of await getCatalogs(config)) {
  const used = await catalog.collect();
  if (!used) throw new Error(`could not read the messages of ${catalog.path}`);
  const saved = await catalog.readAll();
  for (const locale of config.locales) {
    const messages = saved[locale] ?? {};
    const file = catalog.getFilename(locale);
    for (const [id, message] of Object.entries(used)) {
      const entry = messages[id];
      if (!entry) problems.push(`${file}: "${message.message ?? id}" is not in the catalog`);
      else if (locale !== config.sourceLocale && !entry.translation) problems.push(`${file}: "${message.message ?? id}" has no translation`);
      else if (entry.translation) {
        const seen = translations.get(locale) ?? new Map<string, { translation: string; file: string }>();
        translations.set(locale, seen);
        const earlier = seen.get(id);
        if (!earlier) seen.set(id, { translation: entry.translation, file });
        else if (earlier.translation !== entry.translation) {
          problems.push(`${file}: "${message.message ?? id}" is "${entry.translation}" here but "${earlier.translation}" in ${earlier.file}; give it one translation, or a context where the meanings differ`);
        }
      }
    }
    for (const [id, entry] of Object.entries(messages)) {
      if (!(id in used) && !entry.obsolete) problems.push(`${file}: "${entry.message ?? id}" is no longer used`);
    }
  }
}
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`${problems.length} catalog problems: run npm run extract, then translate each empty msgstr.`);
  process.exit(1);
}
console.log('Every catalog holds every message of its folder, translated.');

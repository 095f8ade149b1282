/** The languages the explorer ships; English is the source every message is written in. */
export const LOCALES = ['en', 'zh-Hans', 'ko', 'ja', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as a reader looks for it in the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  ko: '한국어',
  ja: '日本語',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The shipped locale a BCP 47 tag asks for ("es-MX" → "es", "zh-CN" → "zh-Hans"), or undefined. */
export function localeOf(tag: string): Locale | undefined {
  const [language = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  if (language === 'zh') {
    // Traditional Chinese readers are not served by the simplified catalog; English is the better fallback.
    const traditional = rest.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo');
    return traditional ? undefined : 'zh-Hans';
  }
  return LOCALES.find((locale) => locale === language);
}

/** The first of the browser's languages that the explorer ships, English when none is. */
export function preferredLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

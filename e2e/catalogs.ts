import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Chromium's locale for each shipped language but English, and the `<html lang>` it gives. */
export const LOCALES = [
  { browser: 'zh-CN', lang: 'zh-Hans' },
  { browser: 'ko-KR', lang: 'ko' },
  { browser: 'ja-JP', lang: 'ja' },
  { browser: 'es-ES', lang: 'es' },
] as const;
export type Lang = (typeof LOCALES)[number]['lang'];

/** Every folder with catalogs (`<folder>/locales/`): the folders whose texts are translated. */
export const CONVERTED = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name === 'locales')
  .map((entry) => dirname(`${entry.parentPath}/${entry.name}`))
  .sort();

/** A catalog's source texts and translations (one-line `msgid`/`msgstr` pairs, as Lingui writes them). */
function readCatalog(folder: string, lang: string): Map<string, string> {
  const text = readFileSync(`${folder}/locales/${lang}.po`, 'utf8');
  const entries = [...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((match) => [match[1] ?? '', match[2] ?? ''] as const);
  return new Map(entries);
}

/** The text the explorer shows in `lang` for the English `source`. */
export function translated(source: string, lang: Lang): string {
  for (const folder of CONVERTED) {
    const translation = readCatalog(folder, lang).get(source);
    if (translation) return translation;
  }
  throw new Error(`no ${lang} translation of "${source}"`);
}

/** Every English word of the explorer's messages: a page in another language shows none of them. */
const ENGLISH_WORDS = new Set(
  CONVERTED.flatMap((folder) => [...readCatalog(folder, 'en').keys()])
    .join(' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .toLowerCase()
    .match(/[a-z][a-z’']{2,}/g),
);

/**
 * Names that stay as written in every language:
 * - the networks' and the devnet's: network, chain and upgrade names, the devnet's token NATIVE;
 * - the node's: method names and JSON field names a page quotes (`getValidatorsAt`, `unsignedTx`,
 *   `chainId`, `feeManager`, `true`), NodeID;
 * - standards' and units: JSON, RPC, CSV, HTTP, URL, hex, ABI, EVM, EIP, the DAO fork, BLS, Warp,
 *   UTXO, PoA, APR, ACP, gas, wei, gwei, UTC, and the ERC-20 function `transfer`;
 * - each language's own name in the switcher.
 */
const KEPT_EVERYWHERE = [
  ...['chain', 'mainnet', 'fuji', 'local', 'devnet', 'native', 'fortuna', 'granite', 'helicon', 'proposer'],
  ...['getvalidatorsat', 'unsignedtx', 'chainid', 'feemanager', 'true', 'nodeid', 'ext'],
  ...['json', 'rpc', 'csv', 'http', 'url', 'hex', 'api', 'abi', 'evm', 'eip', 'dao', 'fork', 'bls', 'warp', 'utxo', 'poa', 'apr', 'acp'],
  ...['gas', 'wei', 'gwei', 'utc', 'transfer'],
  ...['english', 'español'],
];
/**
 * The words a community keeps in English as well: "Nonce" in Chinese and Japanese; "subnet",
 * "staking" and "stake" in Spanish, and words both languages spell alike.
 */
const KEPT: Record<Lang, readonly string[]> = {
  'zh-Hans': [...KEPT_EVERYWHERE, 'nonce'],
  ko: KEPT_EVERYWHERE,
  ja: [...KEPT_EVERYWHERE, 'nonce'],
  es: [...KEPT_EVERYWHERE, 'subnet', 'subnets', 'staking', 'stake', 'total', 'blockchains', 'base', 'min'],
};

/**
 * The explorer's English words in `text`, read in `lang`. A word is a run of Latin letters between
 * other characters, so letters inside an ID or a hash (`2oYMBNV4eN…`) are no word, while English
 * next to Chinese or Japanese text is.
 */
export function englishWordsIn(text: string, lang: Lang): string[] {
  const kept = new Set(KEPT[lang]);
  const words = text.toLowerCase().match(/(?<![a-z0-9_])[a-z][a-z’']{2,}(?![a-z0-9_])/g) ?? [];
  return words.filter((word) => ENGLISH_WORDS.has(word) && !kept.has(word));
}

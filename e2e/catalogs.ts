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

/**
 * A word: a run of Latin letters (a hyphenated name such as "Subnet-EVM" is one) between other
 * characters, so letters inside an ID or a hash (`2oYMBNV4eN…`) are no word, while English next to
 * Chinese or Japanese text is.
 */
const WORD = /(?<![a-z0-9_])[a-z][a-z’']*(?:-[a-z][a-z’']*)*(?![a-z0-9_])/g;
const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []).filter((word) => word.length > 2);

/** Every English word of the explorer's messages: a page in another language shows none of them. */
const ENGLISH_WORDS = new Set(wordsOf(CONVERTED.flatMap((folder) => [...readCatalog(folder, 'en').keys()]).join(' ').replace(/\{[^{}]*\}/g, ' ')));

/**
 * Names that stay as written in every language:
 * - the networks' and the devnet's: network, chain and upgrade names, its token NATIVE, the
 *   contract token it deploys ("Devnet Token");
 * - the node's: API names, method names and JSON field names a page quotes (`platform`, `debug`,
 *   `getValidatorsAt`, `unsignedTx`, `chainId`, `feeManager`, `minPrice`,
 *   `excessConversionConstant`, `coinbase`, `true`), NodeID, the VM name Subnet-EVM, the statuses
 *   Accepted and Validating, the log level `error`;
 * - standards' and units: JSON, RPC, WebSocket, CPU, CSV, HTTP, URL, hex, ABI, EVM, EIP, the DAO
 *   fork, BLS, Warp, UTXO, PoA, APR, ACP, gas, wei, gwei, UTC, and the ERC-20 function `transfer`;
 * - the units the rewards form reads in a duration ("2 weeks"), and the fee formula's variables
 *   (price = minPrice · e^(excess / …));
 * - each language's own name in the switcher.
 */
const KEPT_EVERYWHERE = [
  ...['chain', 'p-chain', 'c-chain', 'x-chain', 'mainnet', 'fuji', 'local', 'devnet', 'native', 'apricot', 'banff', 'fortuna', 'granite', 'helicon', 'proposer', 'token'],
  ...['platform', 'debug', 'getvalidatorsat', 'unsignedtx', 'chainid', 'feemanager', 'minprice', 'excessconversionconstant', 'coinbase', 'error', 'true', 'nodeid', 'ext', 'accepted', 'validating', 'subnet-evm'],
  ...['json', 'rpc', 'json-rpc', 'websocket', 'cpu', 'csv', 'http', 'url', 'hex', 'api', 'abi', 'evm', 'eip', 'dao', 'fork', 'bls', 'warp', 'utxo', 'poa', 'apr', 'acp'],
  ...['gas', 'wei', 'gwei', 'utc', 'transfer', 'weeks', 'price', 'excess'],
  ...['english', 'español'],
];
/**
 * The words a community keeps in English as well: "Nonce" in Chinese and Japanese; in Spanish
 * "subnet", "staking", "stake", "blockchain", "hash", "nonce", "checksum", "wallet", "forks",
 * "memo" and "endpoint", and words both languages spell alike.
 */
const KEPT: Record<Lang, readonly string[]> = {
  'zh-Hans': [...KEPT_EVERYWHERE, 'nonce'],
  ko: KEPT_EVERYWHERE,
  ja: [...KEPT_EVERYWHERE, 'nonce'],
  es: [
    ...KEPT_EVERYWHERE,
    ...['subnet', 'subnets', 'staking', 'stake', 'stakes', 'blockchain', 'blockchains', 'hash', 'nonce', 'checksum', 'wallet', 'forks', 'memo', 'endpoint', 'endpoints'],
    ...['total', 'base', 'min', 'final', 'visible', 'virtual', 'extra', 'byte', 'bytes', 'log', 'roles', 'alias'],
  ],
};

/** The explorer's English words in `text`, read in `lang`. */
export function englishWordsIn(text: string, lang: Lang): string[] {
  const kept = new Set(KEPT[lang]);
  return wordsOf(text).filter((word) => ENGLISH_WORDS.has(word) && !kept.has(word));
}

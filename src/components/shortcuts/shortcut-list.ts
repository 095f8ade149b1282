import { paths, type Net } from '../../lib/paths';
import { SHORTCUT_STRINGS } from './shortcut-strings';

/** A key as `KeyboardEvent.key` names it, with how to show it and, for symbols, how to say it. */
export interface ShortcutKey {
  key: string;
  shown: string;
  spoken?: string;
}

export type ItemAction = 'next' | 'previous' | 'open' | 'search' | 'help';

export interface ItemShortcut {
  action: ItemAction;
  keys: readonly ShortcutKey[];
  description: string;
}

const plain = (key: string): ShortcutKey => ({ key, shown: key });

/** Single-key shortcuts, in the order the shortcuts dialog lists them. */
export const ITEM_SHORTCUTS: readonly ItemShortcut[] = [
  {
    action: 'next',
    keys: [plain('j'), { key: 'ArrowRight', shown: '→', get spoken() { return SHORTCUT_STRINGS.arrowRight; } }],
    get description() { return SHORTCUT_STRINGS.next; },
  },
  {
    action: 'previous',
    keys: [plain('k'), { key: 'ArrowLeft', shown: '←', get spoken() { return SHORTCUT_STRINGS.arrowLeft; } }],
    get description() { return SHORTCUT_STRINGS.previous; },
  },
  { action: 'open', keys: [plain('Enter'), plain('o')], get description() { return SHORTCUT_STRINGS.open; } },
  { action: 'search', keys: [plain('/')], get description() { return SHORTCUT_STRINGS.search; } },
  { action: 'help', keys: [plain('?')], get description() { return SHORTCUT_STRINGS.help; } },
];

/** The key that starts a two-key jump to a section (`g` then the section's key). */
export const GO_KEY = 'g';

/** The EVM chain whose home `g e` opens: the deployment's default chain (networks.json's `defaultChain`). */
export interface ShortcutChain {
  /** `C` or a blockchain ID. */
  id: string;
  name: string;
}

export const C_CHAIN: ShortcutChain = { id: 'C', name: 'C-Chain' };

export interface SectionShortcut {
  key: string;
  /** What the shortcuts dialog calls it, read when shown (in the active locale). */
  label: (chain: ShortcutChain) => string;
  path: (net: Net, chain: ShortcutChain) => string;
}

/** The label of a section shortcut, with the deployment's default chain. */
export const sectionLabel = (section: SectionShortcut, chain: ShortcutChain): string => section.label(chain);

/** `g` + key jumps to a section; one line per section. */
export const SECTION_SHORTCUTS: readonly SectionShortcut[] = [
  { key: 'd', label: () => SHORTCUT_STRINGS.sections.dashboard, path: paths.dashboard },
  { key: 'b', label: () => SHORTCUT_STRINGS.sections.blocks, path: (net) => paths.blocks(net) },
  { key: 'v', label: () => SHORTCUT_STRINGS.sections.validators, path: (net) => paths.validators(net) },
  { key: 's', label: () => SHORTCUT_STRINGS.sections.subnets, path: paths.subnets },
  { key: 'c', label: () => SHORTCUT_STRINGS.sections.chains, path: paths.allChains },
  { key: 'u', label: () => SHORTCUT_STRINGS.sections.uptime, path: paths.validatorUptime },
  { key: 'w', label: () => SHORTCUT_STRINGS.sections.watchlist, path: paths.watchlist },
  { key: 'f', label: () => SHORTCUT_STRINGS.sections.fees, path: paths.fees },
  { key: 'e', label: (chain) => SHORTCUT_STRINGS.sections.evmChain(chain.name), path: (net, chain) => paths.evmHome(net, chain.id) },
  { key: 't', label: () => SHORTCUT_STRINGS.sections.tools, path: paths.broadcast },
  { key: 'x', label: () => SHORTCUT_STRINGS.sections.decode, path: paths.decode },
  { key: 'r', label: () => SHORTCUT_STRINGS.sections.rewards, path: (net) => paths.rewards(net) },
  { key: 'n', label: () => SHORTCUT_STRINGS.sections.node, path: paths.node },
];

/** `g` + this key focuses the search, as `/` alone does. */
export const SEARCH_SECTION_KEY = '/';

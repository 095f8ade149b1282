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
  { action: 'next', keys: [plain('j'), { key: 'ArrowRight', shown: '→', spoken: SHORTCUT_STRINGS.arrowRight }], description: SHORTCUT_STRINGS.next },
  { action: 'previous', keys: [plain('k'), { key: 'ArrowLeft', shown: '←', spoken: SHORTCUT_STRINGS.arrowLeft }], description: SHORTCUT_STRINGS.previous },
  { action: 'open', keys: [plain('Enter'), plain('o')], description: SHORTCUT_STRINGS.open },
  { action: 'search', keys: [plain('/')], description: SHORTCUT_STRINGS.search },
  { action: 'help', keys: [plain('?')], description: SHORTCUT_STRINGS.help },
];

/** The key that starts a two-key jump to a section (`g` then the section's key). */
export const GO_KEY = 'g';

export interface SectionShortcut {
  key: string;
  label: string;
  path: (net: Net) => string;
}

/** `g` + key jumps to a section; one line per section. */
export const SECTION_SHORTCUTS: readonly SectionShortcut[] = [
  { key: 'd', label: SHORTCUT_STRINGS.sections.dashboard, path: paths.dashboard },
  { key: 'b', label: SHORTCUT_STRINGS.sections.blocks, path: paths.blocks },
  { key: 'v', label: SHORTCUT_STRINGS.sections.validators, path: paths.validators },
  { key: 's', label: SHORTCUT_STRINGS.sections.subnets, path: paths.subnets },
  { key: 'c', label: SHORTCUT_STRINGS.sections.chains, path: paths.allChains },
  { key: 'u', label: SHORTCUT_STRINGS.sections.uptime, path: paths.validatorUptime },
  { key: 'w', label: SHORTCUT_STRINGS.sections.watchlist, path: paths.watchlist },
  { key: 'f', label: SHORTCUT_STRINGS.sections.fees, path: paths.fees },
  { key: 't', label: SHORTCUT_STRINGS.sections.tools, path: paths.broadcast },
  { key: 'n', label: SHORTCUT_STRINGS.sections.node, path: paths.node },
];

/** `g` + this key focuses the search, as `/` alone does. */
export const SEARCH_SECTION_KEY = '/';

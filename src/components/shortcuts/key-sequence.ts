import { GO_KEY, ITEM_SHORTCUTS, SEARCH_SECTION_KEY, SECTION_SHORTCUTS, type ItemAction, type SectionShortcut } from './shortcut-list';

/** How long after `g` its second key may come. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);
/** They also scroll, so they count only where the focused element does not use them. */
const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight']);

export interface KeyPress {
  /** `KeyboardEvent.key`. */
  key: string;
  /** Ctrl, Alt or Meta is held: the browser's or the system's shortcut, not ours. */
  modifier: boolean;
  /** The key goes into a text field, a select or an editable element. */
  typing: boolean;
  /** The focused element uses the arrow keys itself. */
  arrowsTaken: boolean;
  /** When it was pressed, in milliseconds. */
  at: number;
}

export type ShortcutAction = { kind: ItemAction } | { kind: 'section'; section: SectionShortcut };

/** When `g` was pressed, while its second key is awaited. */
export interface SequenceState {
  goPressedAt?: number;
}

export interface KeyResult {
  state: SequenceState;
  action?: ShortcutAction;
}

const IDLE: SequenceState = {};

function secondKey(key: string, sections: readonly SectionShortcut[]): ShortcutAction | undefined {
  if (key === SEARCH_SECTION_KEY) return { kind: 'search' };
  const section = sections.find((candidate) => candidate.key === key);
  return section && { kind: 'section', section };
}

/** What a key press means, given the keys before it. */
export function readKey(state: SequenceState, press: KeyPress, sections: readonly SectionShortcut[] = SECTION_SHORTCUTS): KeyResult {
  // Shift alone comes before `?`; it must not cancel a sequence or count as its second key.
  if (MODIFIER_KEYS.has(press.key)) return { state };
  if (press.modifier || press.typing) return { state: IDLE };
  const pending = state.goPressedAt !== undefined && press.at - state.goPressedAt <= SEQUENCE_TIMEOUT_MS;
  if (pending) {
    const action = secondKey(press.key, sections);
    // Any other key ends the sequence and counts on its own.
    if (action) return { state: IDLE, action };
  }
  if (press.key === GO_KEY) return { state: { goPressedAt: press.at } };
  const shortcut = ITEM_SHORTCUTS.find((candidate) => candidate.keys.some((key) => key.key === press.key));
  if (!shortcut) return { state: IDLE };
  if (ARROW_KEYS.has(press.key) && press.arrowsTaken) return { state: IDLE };
  return { state: IDLE, action: { kind: shortcut.action } };
}

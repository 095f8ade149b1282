import { describe, expect, it } from 'vitest';
import { readKey, SEQUENCE_TIMEOUT_MS, type KeyPress, type SequenceState } from './key-sequence';
import { SECTION_SHORTCUTS } from './shortcut-list';

const press = (key: string, at = 0, extra: Partial<KeyPress> = {}): KeyPress => ({ key, modifier: false, typing: false, arrowsTaken: false, at, ...extra });

/** Feeds keys in order and returns the actions they produced. */
function run(presses: KeyPress[]): Array<string | undefined> {
  let state: SequenceState = {};
  return presses.map((keyPress) => {
    const result = readKey(state, keyPress);
    state = result.state;
    const action = result.action;
    return action?.kind === 'section' ? `section:${action.section.key}` : action?.kind;
  });
}

describe('readKey', () => {
  it('default', () => {
    expect(run([press('j'), press('k'), press('ArrowRight'), press('ArrowLeft'), press('Enter'), press('o'), press('/'), press('?')])).toEqual([
      'next',
      'previous',
      'next',
      'previous',
      'open',
      'open',
      'search',
      'help',
    ]);
  });

  it('behavior: g then a section key jumps to that section', () => {
    for (const section of SECTION_SHORTCUTS) {
      expect(run([press('g', 0), press(section.key, 10)])).toEqual([undefined, `section:${section.key}`]);
    }
  });

  it('behavior: no two sections share a key, and none takes the key of search or of a single-key shortcut', () => {
    const keys = SECTION_SHORTCUTS.map((section) => section.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('/');
    expect(keys).toEqual(expect.arrayContaining(['e', 'r', 'x']));
  });

  it('behavior: g then / focuses the search', () => {
    expect(run([press('g', 0), press('/', 10)])).toEqual([undefined, 'search']);
  });

  it('behavior: g waits only so long for its second key', () => {
    expect(run([press('g', 0), press('v', SEQUENCE_TIMEOUT_MS)])).toEqual([undefined, 'section:v']);
    expect(run([press('g', 0), press('v', SEQUENCE_TIMEOUT_MS + 1)])).toEqual([undefined, undefined]);
  });

  it('behavior: a section key alone does nothing', () => {
    expect(run([press('v'), press('d')])).toEqual([undefined, undefined]);
  });

  it('behavior: another key after g ends the sequence and counts on its own', () => {
    expect(run([press('g', 0), press('j', 10), press('v', 20)])).toEqual([undefined, 'next', undefined]);
  });

  it('behavior: Shift alone neither ends a sequence nor acts', () => {
    expect(run([press('g', 0), press('Shift', 5), press('/', 10)])).toEqual([undefined, undefined, 'search']);
  });

  it('behavior: keys with Ctrl, Alt or Meta are the browser’s, and end a sequence', () => {
    expect(run([press('j', 0, { modifier: true }), press('?', 0, { modifier: true })])).toEqual([undefined, undefined]);
    expect(run([press('g', 0), press('v', 10, { modifier: true }), press('v', 20)])).toEqual([undefined, undefined, undefined]);
  });

  it('behavior: keys typed into a field are text', () => {
    expect(run([press('j', 0, { typing: true }), press('/', 0, { typing: true }), press('?', 0, { typing: true })])).toEqual([undefined, undefined, undefined]);
    expect(run([press('g', 0, { typing: true }), press('v', 10)])).toEqual([undefined, undefined]);
  });

  it('behavior: arrows are left to an element that uses them, j and k are not', () => {
    const taken = { arrowsTaken: true };
    expect(run([press('ArrowRight', 0, taken), press('ArrowLeft', 0, taken), press('j', 0, taken), press('k', 0, taken)])).toEqual([
      undefined,
      undefined,
      'next',
      'previous',
    ]);
  });
});

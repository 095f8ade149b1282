import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNetwork } from '../../network/network-context';
import { SEARCH_INPUT_ID } from '../search/SearchBox';
import { readKey, type SequenceState, type ShortcutAction } from './key-sequence';
import { arrowsTaken, isTypingTarget } from './key-targets';
import { moveItem, openRow } from './row-navigation';
import { C_CHAIN, type ShortcutChain } from './shortcut-list';
import { ShortcutsDialog } from './ShortcutsDialog';
import { MAIN_CONTENT_ID } from './SkipLink';

const OPEN_MODAL = 'dialog[open], [aria-modal="true"]';

/**
 * The app-wide keyboard shortcuts (`?` lists them); mounted once by the layout, with the EVM chain
 * `g e` opens (the deployment's default chain).
 */
export function KeyboardShortcuts({ defaultChain = C_CHAIN }: { defaultChain?: ShortcutChain }) {
  const { ref } = useNetwork();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const sequence = useRef<SequenceState>({});

  // Listening from the commit, before the page paints: a key pressed as soon as the page shows is not lost.
  useLayoutEffect(() => {
    const perform = (action: ShortcutAction, key: string): boolean => {
      const active = document.activeElement;
      const root = document.getElementById(MAIN_CONTENT_ID) ?? document;
      switch (action.kind) {
        case 'next':
        case 'previous':
          return moveItem(action.kind, root, active);
        case 'open':
          return openRow(active, key === 'Enter');
        case 'search': {
          const search = document.getElementById(SEARCH_INPUT_ID);
          search?.focus();
          return search !== null;
        }
        case 'help':
          setHelpOpen(true);
          return true;
        case 'section':
          void navigate(action.section.path(ref, defaultChain));
          return true;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      // Another dialog (e.g. a confirmation) owns the keys while it is open.
      if (event.defaultPrevented || document.querySelector(OPEN_MODAL) !== null) return;
      const target = event.target instanceof Element ? event.target : null;
      const result = readKey(sequence.current, {
        key: event.key,
        modifier: event.ctrlKey || event.metaKey || event.altKey,
        typing: isTypingTarget(target),
        arrowsTaken: event.key.startsWith('Arrow') && arrowsTaken(target),
        at: Date.now(),
      });
      sequence.current = result.state;
      if (result.state.goPressedAt !== undefined || (result.action && perform(result.action, event.key))) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, ref, defaultChain]);

  return helpOpen ? <ShortcutsDialog chain={defaultChain} onClose={() => setHelpOpen(false)} /> : null;
}

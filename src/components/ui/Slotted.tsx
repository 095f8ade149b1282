import { Fragment, type ReactNode } from 'react';
import { SLOT } from '../../lib/message-slot';

/**
 * A translated sentence with elements in it (an ID, a time, a link, a code name): each `slot` the
 * sentence writes is replaced, in order, by the next of `children`, wherever the language put it.
 */
export function Slotted({ text, slot = SLOT, children }: { text: string; slot?: string; children: ReactNode | ReactNode[] }) {
  const elements = Array.isArray(children) ? children : [children];
  const parts = text.split(slot);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && elements[index]}
    </Fragment>
  ));
}

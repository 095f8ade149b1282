import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import { shorten } from '../../lib/shorten';
import { useOptionalNetwork } from '../../network/network-context';
import { CopyButton } from './CopyButton';
import { TextLink } from './TextLink';

/** Pages an ID can link to; each maps to a function of src/lib/paths.ts. */
export type IdLinkKind =
  | 'block'
  | 'tx'
  | 'atomicTx'
  | 'validator'
  | 'l1Validator'
  | 'subnet'
  | 'blockchain'
  | 'address';

export interface IdProps {
  value: string;
  /** Links to that kind's page on the current network (keeping `?rpc=`). */
  kind?: IdLinkKind;
  /** Explicit link target; wins over `kind`. */
  href?: string;
  /** Show the whole value instead of a shortened one. */
  full?: boolean;
  /** Hide the copy button (e.g. in dense tables that copy elsewhere). */
  noCopy?: boolean;
  /** Characters kept at each end of a shortened value (a narrow column keeps fewer). */
  keep?: number;
}

/** An identifier: shortened with the full value on hover, a copy button and a link to its page. */
export function Id({ value, kind, href, full = false, noCopy = false, keep }: IdProps) {
  const network = useOptionalNetwork();
  const target = href ?? (kind && network ? paths[kind](network.ref, value) : undefined);
  const text = full ? value : shorten(value, keep);
  const label = (
    <span className={`font-mono ${full ? 'break-all' : 'whitespace-nowrap'}`} title={target ? undefined : value}>
      {text}
    </span>
  );
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      {target ? (
        // The link is named by the text it shows (WCAG "label in name"); the full value is on hover and copy.
        <TextLink to={target} title={value} underline="hover">
          {label}
        </TextLink>
      ) : (
        label
      )}
      {!noCopy && <CopyButton text={value} label={t`Copy ${value}`} />}
    </span>
  );
}

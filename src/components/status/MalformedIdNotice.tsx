import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { NotFound } from './NotFound';

/** The reason for a segment that should be a tx, block, subnet, blockchain or validation ID. */
export const NOT_A_CB58_ID = 'not a cb58 ID of 32 bytes';

export interface MalformedIdNoticeProps {
  /**
   * The page's heading, naming what was asked for (e.g. "Transaction notanid"); left out where the
   * page has its own heading above the notice.
   */
  heading?: string;
  /** e.g. "This is not a transaction ID". */
  title: string;
  /** The URL segment as typed. */
  value: string;
  /** Why it cannot name the thing, without a final full stop. */
  reason: string;
  /** What to try instead. */
  children?: ReactNode;
}

/** A URL segment that cannot name what the page shows, caught before the node is asked. */
export function MalformedIdNotice({ heading, title, value, reason, children }: MalformedIdNoticeProps) {
  const notice = (
    <NotFound title={title}>
      <p>
        <code className="break-all">{value}</code>
        {t`: ${reason}.`}
      </p>
      {children}
    </NotFound>
  );
  if (heading === undefined) return notice;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold break-all">{heading}</h1>
      {notice}
    </div>
  );
}

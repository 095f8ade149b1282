import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { overallStatus, type Check } from '../../lib/verify/check';
import type { CheckReason } from '../../lib/verify/check-reason';
import type { VerificationReport } from '../../queries/verification';
import { Badge, type BadgeTone } from '../ui/Badge';
import { InEnglish } from '../ui/InEnglish';
import { Slotted } from '../ui/Slotted';
import { checkNameText, comparedLabelText, comparedValueText } from './check-text';
import { reasonText } from './reason-text';
import { VERIFICATION_TEXT } from './verification-text';

const TONE: Record<Check['status'], BadgeTone> = { verified: 'success', fails: 'danger', 'not-checked': 'neutral' };

/** A check's reason in the reader's language; the code's or the node's own message in it stays as written. */
function Reason({ reason }: { reason: CheckReason }) {
  const { sentence, message } = reasonText(reason);
  if (message === undefined) return sentence;
  return (
    <Slotted text={sentence}>
      <InEnglish>{message}</InEnglish>
    </Slotted>
  );
}

/** One check: its verdict, what it compared and the two values. */
function CheckItem({ check }: { check: Check }) {
  return (
    <li className="py-1 break-words">
      <span className="font-medium">{checkNameText(check.name)}</span> <Badge tone={TONE[check.status]}>{VERIFICATION_TEXT.statusWord[check.status]}</Badge>
      <span className="text-muted">
        : <Reason reason={check.reason} />
      </span>
      {check.compared && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs">
          {check.compared.map((side, index) => (
            <div key={index} className="contents">
              <dt className="font-sans text-muted">{comparedLabelText(side.label)}</dt>
              <dd className="break-all">{comparedValueText(side.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The checks of a report, each by its name and its reason, in one line. */
function CheckSummary({ checks }: { checks: readonly Check[] }) {
  return checks.map((check, index) => (
    <Fragment key={index}>
      {index > 0 && '; '}
      {checkNameText(check.name)}: <Reason reason={check.reason} />
    </Fragment>
  ));
}

function Details({ report }: { report: VerificationReport }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm">{VERIFICATION_TEXT.details}</summary>
      <ul className="mt-1 text-sm">
        {report.checks.map((check, index) => (
          <CheckItem key={index} check={check} />
        ))}
      </ul>
      <p className="mt-1 text-sm text-muted">{report.nodes.length > 0 ? VERIFICATION_TEXT.answeredBy(report.nodes) : VERIFICATION_TEXT.noExtraCalls}</p>
      <p className="mt-1 text-sm text-muted">{VERIFICATION_TEXT.trustAnchor}</p>
    </details>
  );
}

/**
 * One line near a page's heading: whether what the node said checks out against the evidence it
 * carries. A failure is shown like an error, with the check and the two values; the page's
 * content renders regardless.
 */
export function Verification({ query }: { query: UseQueryResult<VerificationReport> }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        {VERIFICATION_TEXT.checking}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="status" className="text-sm text-muted">
        {VERIFICATION_TEXT.notRun(query.error.message)}
      </p>
    );
  }
  const report = query.data;
  const status = overallStatus(report.checks);
  if (status === 'fails') {
    const failed = report.checks.filter((check) => check.status === 'fails');
    return (
      <div role="alert" aria-label={VERIFICATION_TEXT.fails} className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40">
        <p className="font-semibold">{VERIFICATION_TEXT.fails}</p>
        <ul>
          {failed.map((check, index) => (
            <CheckItem key={index} check={check} />
          ))}
        </ul>
        {report.nodes.length > 0 && <p className="mt-1">{VERIFICATION_TEXT.answeredBy(report.nodes)}</p>}
        <Details report={report} />
      </div>
    );
  }
  if (status === 'verified') {
    return (
      <section aria-label={VERIFICATION_TEXT.verified} className="text-sm">
        <Badge tone="success">✓ {VERIFICATION_TEXT.verified}</Badge>
        <Details report={report} />
      </section>
    );
  }
  return (
    <section aria-label={VERIFICATION_TEXT.notChecked} className="text-sm">
      <Badge tone="neutral">{VERIFICATION_TEXT.notChecked}</Badge> <span className="text-muted">
        <CheckSummary checks={report.checks} />
      </span>
      <Details report={report} />
    </section>
  );
}

import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { askableEndpoints, useAgreement } from '../../queries/agreement';
import { useEndpointStatuses } from '../../network/network-endpoints';
import type { RpcRequest } from '../../queries/rpc-query';
import type { MethodName, MethodResult } from '../../rpc/client';
import { UPTIME_OBSERVERS_TEXT } from '../../lib/uptime-observers-text';
import { QueryView } from '../status/QueryView';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { EndpointRowHeader } from './EndpointRowHeader';

export interface AgreementCheckProps<M extends MethodName> {
  /** What is compared, e.g. "status". */
  what: string;
  request: RpcRequest<M>;
  summarise: (result: MethodResult<M>) => string;
}

/** With several endpoints: asks each one the same call on request, and marks those that disagree as the uptime table does. */
export function AgreementCheck<M extends MethodName>({ what, request, summarise }: AgreementCheckProps<M>) {
  const urls = askableEndpoints(useEndpointStatuses());
  const [asked, setAsked] = useState(false);
  const agreement = useAgreement(request, summarise, urls, asked && urls.length > 1);
  const onEvery = t`The ${what} on every node`;
  if (urls.length < 2) return null;
  if (!asked) {
    return (
      <Button variant="secondary" onClick={() => setAsked(true)}>
        {t`Check the ${what} with all nodes`}
      </Button>
    );
  }
  return (
    <QueryView query={agreement} what={onEvery}>
      {(answers) => (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="text-left text-muted">{onEvery}</caption>
          <tbody>
            {answers.map((answer) => (
              <tr key={answer.url} className="border-t border-slate-100 align-top dark:border-slate-800">
                <EndpointRowHeader url={answer.url} />
                <td className="py-1 pr-4 break-all">{answer.answer}</td>
                <td className="py-1">
                  {answer.agrees ? <Badge tone="neutral">{UPTIME_OBSERVERS_TEXT.agree}</Badge> : <Badge tone="warning">⚠ {UPTIME_OBSERVERS_TEXT.disagree}</Badge>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryView>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { EndpointTable } from '../components/node/EndpointTable';
import { endpointRefusalText } from '../components/status/endpoint-refusal-text';
import { Button } from '../components/ui/Button';
import type { ConnectionCheck, ConnectionProblem } from '../queries/connection';
import { useNetwork } from '../network/network-context';
import { useEndpointStatuses } from '../network/network-endpoints';

const CHECKS: ReadonlyArray<{ check: ConnectionCheck[]; label: MessageDescriptor }> = [
  { check: ['blocked-port'], label: msg`Port allowed by the browser` },
  { check: ['unreachable', 'timeout'], label: msg`Node reachable` },
  { check: ['cors'], label: msg`Browser allowed to read it (CORS)` },
  { check: ['not-a-node'], label: msg`Answers JSON-RPC` },
  { check: ['endpoint-missing'], label: msg`P-Chain API available` },
  { check: ['wrong-network'], label: msg`On the expected network` },
];

export interface ConnectionPanelProps {
  problem: ConnectionProblem;
  retrying: boolean;
  onRetry: () => void;
}

/** Which check failed against the node, and what to do about it. */
export function ConnectionPanel({ problem, retrying, onRetry }: ConnectionPanelProps) {
  const { settings } = useNetwork();
  const endpoints = useEndpointStatuses();
  const failedAt = CHECKS.findIndex((entry) => entry.check.includes(problem.check));
  return (
    <section role="alert" aria-labelledby="connection-title" className="mx-auto max-w-2xl rounded-lg border border-red-300 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40">
      <h1 id="connection-title" className="text-lg font-semibold">
        {problem.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t`Node: ${settings.baseUrl || window.location.origin} (${settings.name})`}
      </p>
      <ol className="mt-4 space-y-1 text-sm" aria-label={t`Connection checks`}>
        {CHECKS.map((entry, index) => {
          const state = index < failedAt ? 'passed' : index === failedAt ? 'failed' : 'not checked';
          const label = i18n._(entry.label);
          const stateText = state === 'passed' ? t`passed` : state === 'failed' ? t`failed` : t`not checked`;
          return (
            <li key={entry.check[0]} className="flex gap-2">
              <span aria-hidden="true">{state === 'passed' ? '✓' : state === 'failed' ? '✗' : '·'}</span>
              <span className={state === 'failed' ? 'font-semibold text-red-800 dark:text-red-300' : state === 'not checked' ? 'text-muted' : ''}>
                {t`${label}: ${stateText}`}
              </span>
            </li>
          );
        })}
      </ol>
      {endpoints.length > 0 && (
        <div className="mt-4">
          <p className="text-sm">{t`The network’s nodes, as last seen:`}</p>
          <EndpointTable statuses={endpoints} />
        </div>
      )}
      <p className="mt-4 text-sm break-words">{problem.unused ? problem.unused.map(({ url, reason }) => `${url}: ${endpointRefusalText(reason)}`).join(' ') : problem.detail}</p>
      <p className="mt-2 text-sm font-medium">{problem.advice}</p>
      <Button onClick={onRetry} disabled={retrying} variant="primary" size="lg" className="mt-4">
        {retrying ? t`Checking…` : t`Check again`}
      </Button>
    </section>
  );
}

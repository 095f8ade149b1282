import { t } from '@lingui/core/macro';
import { useIssueTx, type IssueTarget } from '../../queries/broadcast';
import { useNodeDialect } from '../../queries/node-dialect';
import { NotOfferedError, RpcError } from '../../rpc/errors';
import { ErrorMessage } from '../status/ErrorMessage';
import { NotOffered } from '../status/NotOffered';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { P_CHAIN_NAME } from '../../lib/id-constants';
import { WatchedStatusCard } from './WatchedStatusCard';

export interface IssuePanelProps {
  target: IssueTarget;
  /** The checksummed hex as it will be sent. */
  hex: string;
  /** The ID the decoded bytes will have, shown before issuing. */
  expectedId: string;
}

const CHAIN_NAMES: Record<IssueTarget, string> = { P: P_CHAIN_NAME, C: 'C-Chain' };

/** Sends the tx once asked, then follows its status; a refusal shows the node's own words. */
export function IssuePanel({ target, hex, expectedId }: IssuePanelProps) {
  const dialect = useNodeDialect();
  const issue = useIssueTx();
  const method = target === 'P' ? 'platform.issueTx' : `${dialect.data?.nativeGroup ?? 'native'}.issueTx`;
  if (target === 'C' && dialect.data?.nativeGroup === null) {
    return (
      <Card title={t`Issue`}>
        <NotOffered error={new NotOfferedError('native-api', { method })} />
      </Card>
    );
  }
  const chain = CHAIN_NAMES[target];
  const issuedId = issue.variables?.hex === hex ? issue.data : undefined;
  const error = issue.variables?.hex === hex ? issue.error : null;
  return (
    <>
      <Card title={t`Issue`}>
        <p className="text-sm">
          {t`Sends these exact bytes to the ${chain} with`} <code>{method}</code>
          {t`. The transaction is already signed: nothing else is asked or added. Its ID will be`} <span className="font-mono break-all">{expectedId}</span>.
        </p>
        <Button
          disabled={issue.isPending || issuedId !== undefined}
          onClick={() => issue.mutate({ target, hex })}
          variant="primary"
          size="lg"
          className="mt-3"
        >
          {issue.isPending ? t`Issuing…` : t`Issue to the ${chain}`}
        </Button>
        {error && (
          <div role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40">
            <p className="font-semibold">{t`The node refused the transaction.`}</p>
            <p className="mt-1 break-words">
              <ErrorMessage error={error} />
            </p>
            {error instanceof RpcError && error.details !== error.message && <p className="mt-1 text-xs break-words text-muted">{error.details}</p>}
          </div>
        )}
      </Card>
      {issuedId !== undefined && <WatchedStatusCard target={target} txId={issuedId} />}
      {error && <WatchedStatusCard target={target} txId={expectedId} refused />}
    </>
  );
}

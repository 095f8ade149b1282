import { t } from '@lingui/core/macro';
import { rewardUtxosOptions } from '../../queries/address';
import { blockByHeightOptions, useBlockKind } from '../../queries/blocks';
import { chainHeadOptions } from '../../queries/chain-head';
import { useNetwork } from '../../network/network-context';
import { useRpcQuery } from '../../queries/page-queries';
import { useTx, type TxStatus } from '../../queries/txs';
import { isNotFoundError } from '../../rpc/errors';
import { decodeUtxoRows } from '../address/utxo-rows';
import { InlineValue } from '../status/InlineValue';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { rewardOutcome, rewardPaid, stakerSummary, type RewardOutcome, type StakerSummary } from './reward-summary';
import { TX_BLOCK_TEXT } from './tx-block-text';

export interface RewardSummaryProps {
  /** The staker tx the reward tx names. */
  stakerTxId: string;
  /**
   * The tx the reward UTXOs belong to: the staker tx, or, for an auto-renewed validator's cycle,
   * the reward tx itself (the validator tx outlives its cycles).
   */
  paidUnder: string;
  /** An auto-renewed validator's cycle: commit and abort say what they did to it. */
  cycle: boolean;
  status: TxStatus;
  /** The height of the proposal block holding the reward tx, when found. */
  blockHeight: bigint | undefined;
}

function outcomeText(outcome: RewardOutcome, cycle: boolean): string {
  if (outcome === 'undecided') return TX_BLOCK_TEXT.undecided;
  if (outcome === 'rewarded') return cycle ? TX_BLOCK_TEXT.cycleCommitted : TX_BLOCK_TEXT.rewarded;
  return cycle ? TX_BLOCK_TEXT.cycleAborted : TX_BLOCK_TEXT.notRewarded;
}

function stakerKindText(kind: StakerSummary['kind']): string {
  switch (kind) {
    case 'validator':
      return t`validator`;
    case 'delegator':
      return t`delegator`;
    case 'permissionless validator':
      return t`permissionless validator`;
    case 'permissionless delegator':
      return t`permissionless delegator`;
    case 'auto-renewed validator':
      return t`auto-renewed validator`;
  }
}

/** What a reward tx paid: the staker's node and kind, whether it was rewarded and the reward UTXOs. */
export function RewardSummary({ stakerTxId, paidUnder, cycle, status, blockHeight }: RewardSummaryProps) {
  const network = useNetwork();
  const staker = useTx(stakerTxId);
  const following = useFollowingBlockKind(blockHeight);
  const outcome = rewardOutcome(status, following);
  const utxos = useRpcQuery({
    ...rewardUtxosOptions(network, paidUnder),
    select: (result) => rewardPaid(decodeUtxoRows(result.utxos, network.settings.hrp).rows),
    // Paid once the reward tx is decided, and never again.
    staleTime: Infinity,
    enabled: outcome !== 'undecided',
  });
  const summary = staker.data && stakerSummary(staker.data);
  return (
    <Card title={TX_BLOCK_TEXT.rewardCard}>
      <KeyValueList
        items={[
          { label: TX_BLOCK_TEXT.stakerTx, value: <Id value={stakerTxId} kind="tx" /> },
          {
            label: TX_BLOCK_TEXT.stakerKind,
            value: isNotFoundError(staker.error) ? (
              <span className="text-muted">{TX_BLOCK_TEXT.stakerNotFound}</span>
            ) : (
              <InlineValue query={staker} what={t`the staker kind`}>{() => (summary ? stakerKindText(summary.kind) : <span className="text-muted">{TX_BLOCK_TEXT.notStakerTx}</span>)}</InlineValue>
            ),
          },
          summary?.nodeId !== undefined && { label: TX_BLOCK_TEXT.node, value: <Id value={summary.nodeId} kind="validator" /> },
          { label: TX_BLOCK_TEXT.outcome, value: outcomeText(outcome, cycle) },
          outcome !== 'undecided' && {
            label: TX_BLOCK_TEXT.paid,
            value: (
              <InlineValue query={utxos} what={t`the reward paid`}>
                {(paid) =>
                  paid.total === 0n ? (
                    TX_BLOCK_TEXT.nothingPaid
                  ) : (
                    <span className="inline-flex flex-wrap items-center gap-x-2">
                      <Amount value={paid.total} /> {TX_BLOCK_TEXT.paidTo}
                      {paid.owners.map((owner) => (
                        <Id key={owner} value={owner} kind="address" />
                      ))}
                    </span>
                  )
                }
              </InlineValue>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The kind of the option block after the proposal block, once that block is accepted. */
function useFollowingBlockKind(proposalHeight: bigint | undefined) {
  const network = useNetwork();
  const head = useRpcQuery({ ...chainHeadOptions(network), enabled: proposalHeight !== undefined }).data;
  const height = proposalHeight === undefined || head === undefined || proposalHeight + 1n > head ? undefined : proposalHeight + 1n;
  const block = useRpcQuery({ ...blockByHeightOptions(network, height ?? 0n), enabled: height !== undefined });
  return useBlockKind(height === undefined ? undefined : block.data).kind;
}

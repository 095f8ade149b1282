import { useState } from 'react';
import { useParams } from 'react-router';
import { BlockBodySkeleton } from '../../components/blocks/BlockBodySkeleton';
import { BlockKindBadge } from '../../components/blocks/BlockKindBadge';
import { BlockTxs } from '../../components/blocks/BlockTxs';
import { JsonBlock } from '../../components/raw/JsonBlock';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { Skeleton } from '../../components/status/Skeleton';
import { itemLinkProps } from '../../components/shortcuts/row-navigation';
import { Card } from '../../components/ui/Card';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { TextLink } from '../../components/ui/TextLink';
import { Time } from '../../components/ui/Time';
import { usePageTitle } from '../../components/ui/use-page-title';
import { classifyId } from '../../lib/id-kind';
import { paths } from '../../lib/paths';
import { useBlock, useBlockHex, type BlockView } from '../../queries/blocks';
import { AgreementCheck } from '../../components/node/AgreementCheck';
import { fromHexWithChecksum } from '../../lib/hex';
import { hashToId } from '../../lib/ids';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../network/network-context';
import { Verification } from '../../components/verify/Verification';
import { useVerification } from '../../queries/verification';

type BlockRef = { height: bigint } | { id: string };

/** The ID of a block given in hex: what two nodes must agree on. */
const blockIdOfHex = (result: { block: unknown }) => `block ${hashToId(fromHexWithChecksum(String(result.block)))}`;

function parseRef(text: string): BlockRef | { problem: string } {
  const kind = classifyId(text);
  if (kind.kind === 'height') return { height: kind.height };
  if (kind.kind === 'id') return { id: kind.value };
  if (kind.kind === 'unknown') return { problem: kind.reason };
  return { problem: 'a block is named by its height or its cb58 block ID' };
}

/** `/:net/blocks/:heightOrId`. */
export function Component() {
  const { heightOrId = '' } = useParams();
  usePageTitle(`Block ${heightOrId}`);
  const ref = parseRef(heightOrId);
  if ('problem' in ref) {
    return <MalformedIdNotice heading={`Block ${heightOrId}`} title="This is not a block height or ID" value={heightOrId} reason={ref.problem} />;
  }
  return <BlockDetail blockRef={ref} label={heightOrId} />;
}

function BlockDetail({ blockRef, label }: { blockRef: BlockRef; label: string }) {
  const block = useBlock(blockRef);
  const head = useChainHead();
  const aboveHead = 'height' in blockRef && head.data !== undefined && blockRef.height > head.data;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Block {label}</h1>
      <QueryView
        query={block}
        what={`Block ${label}`}
        skeleton={<BlockBodySkeleton />}
        notFound={
          <NotFound title="Block not found">
            {aboveHead ? `The chain is at height ${head.data}; this block has not been accepted yet.` : 'This node has no accepted block with that height or ID.'}
          </NotFound>
        }
      >
        {(data) => (
          <SectionBoundary what="The block">
            <BlockBody block={data} head={head.data} />
          </SectionBoundary>
        )}
      </QueryView>
    </div>
  );
}

function BlockBody({ block, head }: { block: BlockView; head: bigint | undefined }) {
  const { ref } = useNetwork();
  const [showHex, setShowHex] = useState(false);
  const hex = useBlockHex(block.id, showHex);
  const verification = useVerification({ kind: 'pchain-block', block });
  return (
    <>
      <Verification query={verification} />
      <nav aria-label="Neighbouring blocks" className="flex gap-4 text-sm">
        {block.height > 0n && (
          <TextLink to={paths.block(ref, block.height - 1n)} {...itemLinkProps('previous')}>
            ← Previous block ({(block.height - 1n).toString()})
          </TextLink>
        )}
        {(head === undefined || block.height < head) && (
          <TextLink to={paths.block(ref, block.height + 1n)} {...itemLinkProps('next')}>
            Next block ({(block.height + 1n).toString()}) →
          </TextLink>
        )}
      </nav>
      <Card title="Overview">
        <KeyValueList
          items={[
            { label: 'Block ID', value: <Id value={block.id} full /> },
            { label: 'Height', value: <span className="font-mono">{block.height.toString()}</span> },
            { label: 'Kind', value: <BlockKindBadge block={block} /> },
            { label: 'Time', value: block.time !== undefined ? <Time value={block.time} /> : 'not recorded (Apricot block)' },
            { label: 'Parent', value: <Id value={block.parentId} kind="block" full /> },
            { label: 'Transactions', value: block.txs.length },
          ]}
        />
        <div className="mt-3">
          <AgreementCheck what="block at this height" request={{ method: 'platform.getBlockByHeight', params: { height: block.height, encoding: 'hex' } }} summarise={blockIdOfHex} />
        </div>
      </Card>
      <Card title="Transactions">
        <BlockTxs txs={block.txs} height={block.height} />
      </Card>
      <Card title="Encodings">
        <div className="space-y-4">
          <JsonBlock label="Block JSON" value={block.json} />
          <details onToggle={(event) => setShowHex((event.target as HTMLDetailsElement).open)}>
            <summary className="cursor-pointer text-sm">Hex encoding</summary>
            {/* Asked for only once opened: closed, it is not loading, so it shows no stand-in. */}
            {showHex && (
              <div className="mt-2">
                {hex.data !== undefined ? (
                  <JsonBlock label="Block hex" value={hex.data.hex} />
                ) : hex.isError ? (
                  <p role="alert">The hex encoding could not be loaded: {hex.error.message}</p>
                ) : (
                  <Skeleton lines={3} label="Loading hex" />
                )}
              </div>
            )}
          </details>
        </div>
      </Card>
    </>
  );
}

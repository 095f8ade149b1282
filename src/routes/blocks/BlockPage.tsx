import { t } from '@lingui/core/macro';
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
import { errorText } from '../../components/status/error-text';

type BlockRef = { height: bigint } | { id: string };

/** The ID of a block given in hex: what two nodes must agree on. */
const blockIdOfHex = (result: { block: unknown }) => {
  const id = hashToId(fromHexWithChecksum(String(result.block)));
  return t`block ${id}`;
};

function parseRef(text: string): BlockRef | { problem: string } {
  const kind = classifyId(text);
  if (kind.kind === 'height') return { height: kind.height };
  if (kind.kind === 'id') return { id: kind.value };
  if (kind.kind === 'unknown') return { problem: kind.reason };
  return { problem: t`a block is named by its height or its cb58 block ID` };
}

/** `/:net/blocks/:heightOrId`. */
export function Component() {
  const { heightOrId = '' } = useParams();
  const heading = t`Block ${heightOrId}`;
  usePageTitle(heading);
  const ref = parseRef(heightOrId);
  if ('problem' in ref) {
    return <MalformedIdNotice heading={heading} title={t`This is not a block height or ID`} value={heightOrId} reason={ref.problem} />;
  }
  return <BlockDetail blockRef={ref} heading={heading} />;
}

function BlockDetail({ blockRef, heading }: { blockRef: BlockRef; heading: string }) {
  const block = useBlock(blockRef);
  const head = useChainHead();
  const aboveHead = 'height' in blockRef && head.data !== undefined && blockRef.height > head.data;
  const headHeight = head.data?.toString() ?? '';
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <QueryView
        query={block}
        what={heading}
        skeleton={<BlockBodySkeleton />}
        notFound={
          <NotFound title={t`Block not found`}>
            {aboveHead ? t`The chain is at height ${headHeight}; this block has not been accepted yet.` : t`This node has no accepted block with that height or ID.`}
          </NotFound>
        }
      >
        {(data) => (
          <SectionBoundary what={t`The block`}>
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
  const [previous, next] = [(block.height - 1n).toString(), (block.height + 1n).toString()];
  return (
    <>
      <Verification query={verification} />
      <nav aria-label={t`Neighbouring blocks`} className="flex gap-4 text-sm">
        {block.height > 0n && (
          <TextLink to={paths.block(ref, block.height - 1n)} {...itemLinkProps('previous')}>
            {t`← Previous block (${previous})`}
          </TextLink>
        )}
        {(head === undefined || block.height < head) && (
          <TextLink to={paths.block(ref, block.height + 1n)} {...itemLinkProps('next')}>
            {t`Next block (${next}) →`}
          </TextLink>
        )}
      </nav>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            { label: t`Block ID`, value: <Id value={block.id} full /> },
            { label: t`Height`, value: <span className="font-mono">{block.height.toString()}</span> },
            { label: t`Kind`, value: <BlockKindBadge block={block} /> },
            { label: t`Time`, value: block.time !== undefined ? <Time value={block.time} /> : t`not recorded (Apricot block)` },
            { label: t`Parent`, value: <Id value={block.parentId} kind="block" full /> },
            { label: t`Transactions`, value: block.txs.length },
          ]}
        />
        <div className="mt-3">
          <AgreementCheck what={t`block at this height`} request={{ method: 'platform.getBlockByHeight', params: { height: block.height, encoding: 'hex' } }} summarise={blockIdOfHex} />
        </div>
      </Card>
      <Card title={t`Transactions`}>
        <BlockTxs txs={block.txs} height={block.height} />
      </Card>
      <Card title={t`Encodings`}>
        <div className="space-y-4">
          <JsonBlock label={t`Block JSON`} value={block.json} />
          <details onToggle={(event) => setShowHex((event.target as HTMLDetailsElement).open)}>
            <summary className="cursor-pointer text-sm">{t`Hex encoding`}</summary>
            {/* Asked for only once opened: closed, it is not loading, so it shows no stand-in. */}
            {showHex && (
              <div className="mt-2">
                {hex.data !== undefined ? (
                  <JsonBlock label={t`Block hex`} value={hex.data.hex} />
                ) : hex.isError ? (
                  <p role="alert">{t`The hex encoding could not be loaded: ${errorText(hex.error)}`}</p>
                ) : (
                  <Skeleton lines={3} label={t`Loading hex`} />
                )}
              </div>
            )}
          </details>
        </div>
      </Card>
    </>
  );
}

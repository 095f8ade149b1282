import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { blockToJson } from '../../lib/codec/json';
import { blockTxs, encodeBlock } from '../../lib/codec/block';
import { encodeUnsignedTx } from '../../lib/codec/tx';
import { zipSameLength } from '../../lib/lists';
import type { Block, SignedTx } from '../../lib/codec/types';
import { toBlockView } from '../../queries/blocks';
import { useNetwork } from '../../network/network-context';
import { blockKindLabel } from '../blocks/block-kind-label';
import { BlockTxs } from '../blocks/BlockTxs';
import { JsonBlock } from '../raw/JsonBlock';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { DecodedTx } from './DecodedTx';

export interface DecodedBlockProps {
  id: string;
  block: Block;
}

/** A P-Chain block decoded from its bytes: the block page's overview and txs, each tx openable. */
export function DecodedBlock({ id, block }: DecodedBlockProps) {
  const { settings } = useNetwork();
  const json = blockToJson(block, { hrp: settings.hrp, blockId: id });
  const view = toBlockView(json);
  const txs = blockTxs(block);
  const size = String(encodeBlock(block).length);
  return (
    <>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            { label: t`Block ID`, value: <Id value={id} kind="block" full /> },
            { label: t`Height`, value: <span className="font-mono">{block.height.toString()}</span> },
            { label: t`Kind`, value: <Badge tone="info">{blockKindLabel(block.kind)}</Badge> },
            { label: t`Time`, value: 'time' in block ? <Time value={block.time} /> : t`not recorded (Apricot block)` },
            { label: t`Parent`, value: <Id value={view.parentId} kind="block" full /> },
            { label: t`Size`, value: t`${size} bytes` },
            { label: t`Transactions`, value: txs.length },
          ]}
        />
      </Card>
      <Card title={t`Transactions`}>
        <BlockTxs txs={view.txs} />
        {zipSameLength(view.txs, txs).map(([{ id: txId }, tx], index) => (
          <BlockTxDetails key={txId} index={index} txId={txId} tx={tx} />
        ))}
      </Card>
      <Card title={t`Encoding`}>
        <JsonBlock label={t`Block JSON`} value={json} />
      </Card>
    </>
  );
}

/** One tx of the block, decoded only once opened: a full block can carry hundreds. */
function BlockTxDetails({ index, txId, tx }: { index: number; txId: string; tx: SignedTx }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer text-sm">
        {t`Transaction ${index}:`} <span className="font-mono break-all">{txId}</span>
      </summary>
      {open && (
        <div className="mt-2 space-y-4">
          <DecodedTx id={txId} tx={tx} unsignedBytes={encodeUnsignedTx(tx.unsignedTx)} />
        </div>
      )}
    </details>
  );
}

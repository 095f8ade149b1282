import type { Decoded } from '../../lib/codec/decode-any';
import { DecodedAtomicTx } from './DecodedAtomicTx';
import { DecodedBlock } from './DecodedBlock';
import { DecodedTx } from './DecodedTx';
import { DecodedUtxo } from './DecodedUtxo';

/** Whatever the bytes were, shown in the views of the pages that fetch that kind. */
export function DecodedView({ decoded }: { decoded: Decoded }) {
  switch (decoded.kind) {
    case 'tx':
      return <DecodedTx id={decoded.id} tx={decoded.tx} unsignedBytes={decoded.unsignedBytes} />;
    case 'atomic-tx':
      return <DecodedAtomicTx id={decoded.id} tx={decoded.tx} unsignedBytes={decoded.unsignedBytes} />;
    case 'block':
      return <DecodedBlock id={decoded.id} block={decoded.block} />;
    case 'utxo':
      return <DecodedUtxo id={decoded.id} utxo={decoded.utxo} />;
  }
}

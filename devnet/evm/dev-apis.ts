import { createFeeMarket1559Tx, createLegacyTx } from '@ethereumjs/tx';
import { bytesToHex, concatBytes, createAddressFromString, ecrecover, hexToBytes, publicToAddress, toChecksumAddress } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isRecord, type JsonValue } from '../../src/lib/json-value';
import { itemAt } from '../../src/lib/lists';
import { MethodError, type JsonOutput } from '../handler';
import type { GethArgument, GethMethod, GethService } from '../server/geth-method';
import { signHash } from '../../src/lib/secp256k1';
import { locatedTx, transactionJson } from './block-json';
import { callArgsArg, type CallArgs } from './call-args';
import { estimateGas, replayTransaction } from './call-runner';
import { CallTracer } from './call-tracer';
import type { DevKeystore } from './dev-keystore';
import type { EvmChain } from './evm-chain';
import { addressArg, bytesArg, hashArg, jsonKind, quantityArg } from './geth-args';
import { submitRawTransaction } from './tx-submit';
import type { PooledTx } from './tx-pool';

/**
 * personal_, txpool_ and debug_ (only with --dev-apis), plus eth_sendTransaction and eth_sign
 * over the local key store, answering as geth does.
 */
const ETHEREUM_V_OFFSET = 27;
const SIGNATURE_BYTES = 65;
const RECOVERY_INDEX = 64;

function method(args: GethMethod['args'], run: GethMethod['run']): GethMethod {
  return { args, run };
}

const stringArg: GethArgument<string> = {
  optional: false,
  decode: (value) => {
    if (typeof value !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type string`);
    return value;
  },
};
const optionalDurationArg: GethArgument<bigint> = { ...quantityArg, optional: true };
const traceConfigArg: GethArgument<{ tracer?: string }> = {
  optional: true,
  decode: (value) => {
    if (!isRecord(value)) throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type tracers.TraceConfig`);
    const tracer = (value as { tracer?: JsonValue }).tracer;
    if (tracer !== undefined && tracer !== null && typeof tracer !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(tracer)} into Go struct field TraceConfig.tracer of type string`);
    return { tracer: tracer ?? undefined };
  },
};

/** The hash personal_sign and eth_sign sign: keccak256("\x19Ethereum Signed Message:\n" + len + data). */
function textHash(data: Uint8Array): Uint8Array {
  return keccak_256(concatBytes(new TextEncoder().encode(`\x19Ethereum Signed Message:\n${data.length}`), data));
}

function signText(key: Uint8Array, data: Uint8Array): string {
  const signature = signHash(key, textHash(data));
  // signHash gives 65 bytes, the recovery id last.
  signature[RECOVERY_INDEX] = itemAt(signature, RECOVERY_INDEX) + ETHEREUM_V_OFFSET;
  return bytesToHex(signature);
}

export function devApiService(chain: EvmChain, keystore: DevKeystore): GethService {
  const stateNonce = async (address: string) => (await (await chain.stateAt(chain.head)).getAccount(createAddressFromString(address)))?.nonce ?? 0n;

  const send = async (args: CallArgs, key: Uint8Array): Promise<string> => {
    if (!args.from) throw new MethodError('unknown account');
    const common = chain.common;
    const nonce = args.nonce ?? chain.pool.nextNonce(args.from, await stateNonce(args.from));
    const gasLimit = args.gas ?? (await estimateGas(chain, args, chain.head));
    const base = { to: args.to, value: args.value ?? 0n, data: args.data ?? new Uint8Array(), gasLimit, nonce };
    const tip = args.maxPriorityFeePerGas ?? chain.suggestedTip();
    const tx =
      args.gasPrice !== undefined
        ? createLegacyTx({ ...base, gasPrice: args.gasPrice }, { common })
        : createFeeMarket1559Tx({ ...base, chainId: common.chainId(), maxPriorityFeePerGas: tip, maxFeePerGas: args.maxFeePerGas ?? chain.nextBaseFee() * 2n + tip }, { common });
    return submitRawTransaction(chain, tx.sign(key).serialize());
  };

  const byAccount = (entries: PooledTx[], render: (entry: PooledTx) => JsonOutput) => {
    const out: Record<string, Record<string, JsonOutput>> = {};
    for (const entry of entries) {
      const account = toChecksumAddress(entry.sender);
      (out[account] ??= {})[entry.tx.nonce.toString()] = render(entry);
    }
    return out;
  };

  const poolSplit = async () => {
    const nonces = new Map<string, bigint>();
    for (const entry of chain.pool.ordered()) if (!nonces.has(entry.sender)) nonces.set(entry.sender, await stateNonce(entry.sender));
    return chain.pool.split((sender) => nonces.get(sender) ?? 0n);
  };

  const inspect = (entry: PooledTx): string => {
    const tx = entry.tx;
    const price = 'maxFeePerGas' in tx ? tx.maxFeePerGas : tx.gasPrice;
    const target = tx.to ? toChecksumAddress(tx.to.toString()) : 'contract creation';
    return `${target}: ${tx.value} wei + ${tx.gasLimit} gas × ${price} wei`;
  };

  return {
    eth_accounts: method([], () => keystore.accounts()),
    eth_sendTransaction: method([callArgsArg], async ([args]) => {
      const from = (args as CallArgs).from;
      return send(args as CallArgs, keystore.unlocked(from ?? '0x0000000000000000000000000000000000000000'));
    }),
    eth_sign: method([addressArg, bytesArg], ([address, data]) => signText(keystore.unlocked(address as string), data as Uint8Array)),
    personal_listAccounts: method([], () => keystore.accounts()),
    personal_newAccount: method([stringArg], ([password]) => keystore.create(password as string)),
    personal_importRawKey: method([stringArg, stringArg], ([hex, password]) => {
      const digits = (hex as string).replace(/^0x/, '');
      if (!/^[0-9a-fA-F]{64}$/.test(digits)) throw new MethodError('invalid length, need 256 bits');
      return keystore.add(hexToBytes(`0x${digits}`), password as string);
    }),
    personal_unlockAccount: method([addressArg, stringArg, optionalDurationArg], ([address, password, duration]) => {
      keystore.unlock(address as string, password as string, duration as bigint | undefined);
      return true;
    }),
    personal_lockAccount: method([addressArg], ([address]) => keystore.lock(address as string)),
    personal_sendTransaction: method([callArgsArg, stringArg], ([args, password]) =>
      send(args as CallArgs, keystore.open((args as CallArgs).from ?? '0x0000000000000000000000000000000000000000', password as string)),
    ),
    personal_sign: method([bytesArg, addressArg, stringArg], ([data, address, password]) =>
      signText(keystore.open(address as string, password as string), data as Uint8Array),
    ),
    personal_ecRecover: method([bytesArg, bytesArg], ([data, signature]) => {
      const sig = signature as Uint8Array;
      if (sig.length !== SIGNATURE_BYTES) throw new MethodError(`signature must be ${SIGNATURE_BYTES} bytes long`);
      const v = itemAt(sig, RECOVERY_INDEX);
      if (v !== ETHEREUM_V_OFFSET && v !== ETHEREUM_V_OFFSET + 1) throw new MethodError('invalid Ethereum signature (V is not 27 or 28)');
      const publicKey = ecrecover(textHash(data as Uint8Array), BigInt(v), sig.subarray(0, 32), sig.subarray(32, 64));
      return bytesToHex(publicToAddress(publicKey));
    }),
    txpool_status: method([], async () => {
      const { pending, queued } = await poolSplit();
      return { pending: `0x${pending.length.toString(16)}`, queued: `0x${queued.length.toString(16)}` };
    }),
    txpool_content: method([], async () => {
      const { pending, queued } = await poolSplit();
      const render = (entry: PooledTx) => transactionJson(entry.tx, undefined);
      return { pending: byAccount(pending, render), queued: byAccount(queued, render) };
    }),
    txpool_contentFrom: method([addressArg], async ([address]) => {
      const { pending, queued } = await poolSplit();
      const mine = (entries: PooledTx[]) =>
        Object.fromEntries(entries.filter((entry) => entry.sender === address).map((entry) => [entry.tx.nonce.toString(), transactionJson(entry.tx, undefined)]));
      return { pending: mine(pending), queued: mine(queued) };
    }),
    txpool_inspect: method([], async () => {
      const { pending, queued } = await poolSplit();
      return { pending: byAccount(pending, inspect), queued: byAccount(queued, inspect) };
    }),
    debug_traceTransaction: method([hashArg, traceConfigArg], async ([hash, config]) => {
      const tracerName = (config as { tracer?: string } | undefined)?.tracer;
      if (tracerName !== 'callTracer') throw new MethodError(tracerName === undefined ? 'the devnet traces with { "tracer": "callTracer" } only' : `tracer ${tracerName} not found`);
      const found = chain.transaction(hash as string);
      if (!found) throw new MethodError('transaction not found');
      const tracer = new CallTracer();
      await replayTransaction(chain, found.block, found.index, (vm) => tracer.attach(vm));
      const { tx, receipt } = locatedTx(found);
      return tracer.result(tx.gasLimit, receipt.gasUsed);
    }),
  };
}


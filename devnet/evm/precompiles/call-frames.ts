import { EVMError, type EVM, type EVMResult, type EVMRunCallOpts, type ExecResult } from '@ethereumjs/evm';
import type { Address } from '@ethereumjs/util';
import { present } from '../../../src/lib/present';

/**
 * What a stateful precompile needs and @ethereumjs does not hand it: who called (`msg.sender`),
 * the transaction's origin, whether the call is static, and the block. The EVM's `runCall` is
 * wrapped to keep a stack of the messages being run.
 */
export interface CallFrame {
  caller: Address;
  origin: Address;
  isStatic: boolean;
  block: { header: { number: bigint; timestamp: bigint } };
  /** Undefined for a contract creation. */
  to: Address | undefined;
  gasLimit: bigint;
}

/** A creation refused before it runs: the failure a transaction's receipt records, all gas spent. */
export type CreationGuard = (frame: CallFrame) => Promise<string | undefined>;

export class CallFrames {
  private readonly stack: CallFrame[] = [];

  /** The message running now (the precompile's own call). */
  get current(): CallFrame {
    const frame = this.stack.at(-1);
    if (!frame) throw new Error('a precompile ran outside a call');
    return frame;
  }

  /** Wraps `evm.runCall`; `guard` may refuse a contract creation. */
  install(evm: Pick<EVM, 'runCall'>, guard: CreationGuard): void {
    const run = evm.runCall.bind(evm);
    evm.runCall = async (opts: EVMRunCallOpts): Promise<EVMResult> => {
      const outer = this.stack[0];
      const message = opts.message;
      const caller = present(message?.caller ?? opts.caller, 'The call\'s caller');
      const frame: CallFrame = {
        caller,
        origin: outer?.origin ?? opts.origin ?? caller,
        isStatic: message?.isStatic ?? opts.isStatic ?? false,
        block: present(outer?.block ?? opts.block, 'The call\'s block'),
        to: message ? message.to : opts.to,
        gasLimit: message?.gasLimit ?? opts.gasLimit ?? 0n,
      };
      if (frame.to === undefined) {
        const refusal = await guard(frame);
        if (refusal !== undefined) return { execResult: failed(frame.gasLimit, refusal) };
      }
      this.stack.push(frame);
      try {
        return await run(opts);
      } finally {
        this.stack.pop();
      }
    };
  }
}

/** A failed execution that spends all its gas, as geth treats every precompile error but a revert. */
export function failed(gasLimit: bigint, message: string): ExecResult {
  return { returnValue: new Uint8Array(), executionGasUsed: gasLimit, exceptionError: new EVMError(message as never) };
}

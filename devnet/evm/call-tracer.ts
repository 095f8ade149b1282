import type { EVMResult, Message } from '@ethereumjs/evm';
import { bytesToHex } from '@ethereumjs/util';
import type { VM } from '@ethereumjs/vm';
import type { JsonOutput, JsonOutputObject } from '../handler';
import { quantity } from './block-json';

/**
 * geth's callTracer, built from the EVM's message events: one frame per call or create, nested by
 * depth, keys in go-ethereum's callFrame order.
 */
interface Frame {
  type: string;
  from: string;
  gas: bigint;
  gasUsed: bigint;
  to: string | undefined;
  input: string;
  output: string | undefined;
  error: string | undefined;
  calls: Frame[];
  value: bigint;
}

function callType(message: Message): string {
  if (message.isCreate === true || message.to === undefined) return message.salt ? 'CREATE2' : 'CREATE';
  if (message.delegatecall) return 'DELEGATECALL';
  if (message.isStatic) return 'STATICCALL';
  return 'CALL';
}

/** Errors as geth's tracer names them. */
function errorText(result: EVMResult): string | undefined {
  const error = result.execResult.exceptionError?.error;
  return error === 'revert' ? 'execution reverted' : error;
}

export class CallTracer {
  private readonly stack: Frame[] = [];
  private root: Frame | undefined;

  attach(vm: VM): void {
    vm.evm.events!.on('beforeMessage', (message: Message, resolve?: (result?: unknown) => void) => {
      this.stack.push({
        type: callType(message),
        from: message.caller.toString(),
        gas: message.gasLimit,
        gasUsed: 0n,
        to: message.to?.toString(),
        input: bytesToHex(message.data),
        output: undefined,
        error: undefined,
        calls: [],
        value: message.value,
      });
      resolve?.();
    });
    vm.evm.events!.on('afterMessage', (result: EVMResult, resolve?: (result?: unknown) => void) => {
      const frame = this.stack.pop()!;
      frame.gasUsed = result.execResult.executionGasUsed;
      frame.error = errorText(result);
      const output = result.execResult.returnValue;
      frame.output = output.length > 0 ? bytesToHex(output) : undefined;
      if (result.createdAddress) frame.to = result.createdAddress.toString();
      const parent = this.stack[this.stack.length - 1];
      if (parent) parent.calls.push(frame);
      else this.root = frame;
      resolve?.();
    });
  }

  /** The top frame, with the transaction's own gas and gas used. */
  result(gasLimit: bigint, gasUsed: bigint): JsonOutput {
    const root = this.root!;
    return render({ ...root, gas: gasLimit, gasUsed });
  }
}

function render(frame: Frame): JsonOutput {
  const json: JsonOutputObject = {
    type: frame.type,
    from: frame.from,
    gas: quantity(frame.gas),
    gasUsed: quantity(frame.gasUsed),
    to: frame.to,
    input: frame.input,
    output: frame.output,
    error: frame.error,
    calls: frame.calls.length > 0 ? frame.calls.map(render) : undefined,
    value: frame.type === 'STATICCALL' || frame.type === 'DELEGATECALL' ? undefined : quantity(frame.value),
  };
  return json;
}

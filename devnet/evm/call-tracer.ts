import type { EVMResult, InterpreterStep, Message } from '@ethereumjs/evm';
import { bytesToHex } from '@ethereumjs/util';
import { decodeErrorResult, type Hex } from 'viem';
import type { VM } from '@ethereumjs/vm';
import { present } from '../../src/lib/present';
import type { JsonOutput, JsonOutputObject } from '../handler';
import { quantity } from './block-json';

/**
 * geth's callTracer, built from the EVM's message events: one frame per call or create, nested by
 * depth, keys in the order go-ethereum writes them (`type` last), with `revertReason` for reverts.
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
  revertReason: string | undefined;
  calls: Frame[];
  value: bigint;
}

function callType(message: Message): string {
  if (message.isCreate === true || message.to === undefined) return message.salt ? 'CREATE2' : 'CREATE';
  if (message.delegatecall) return 'DELEGATECALL';
  if (message.isStatic) return 'STATICCALL';
  return 'CALL';
}

/** geth's texts for Solidity panic codes (`abi.UnpackRevert`). */
const PANIC_REASONS: ReadonlyMap<bigint, string> = new Map([
  [0x00n, 'generic panic'],
  [0x01n, 'assert(false)'],
  [0x11n, 'arithmetic underflow or overflow'],
  [0x12n, 'division or modulo by zero'],
  [0x21n, 'enum overflow'],
  [0x22n, 'invalid encoded storage byte array accessed'],
  [0x31n, 'out-of-bounds array access; popping on an empty array'],
  [0x32n, 'out-of-bounds access of an array or bytesSlice'],
  [0x41n, 'out of memory'],
  [0x51n, 'tried to call a zero initialized variable of internal function type'],
]);

/** What geth puts in `revertReason`: the `Error(string)` text, or a panic code's meaning; nothing for other data. */
export function revertReason(output: string): string | undefined {
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data: output as Hex });
    if (errorName === 'Error') return String(args[0]);
    const code = args[0] as bigint;
    return PANIC_REASONS.get(code) ?? `unknown panic code: 0x${code.toString(16)}`;
  } catch {
    return undefined;
  }
}

/** Errors as geth's tracer names them. */
const REVERTED = 'execution reverted';
const ADDRESS_HEX_DIGITS = 40;

function errorText(result: EVMResult): string | undefined {
  const error = result.execResult.exceptionError?.error;
  return error === 'revert' ? REVERTED : error;
}

export class CallTracer {
  private readonly stack: Frame[] = [];
  private root: Frame | undefined;

  attach(vm: VM): void {
    const events = present(vm.evm.events, 'The EVM\'s events');
    // geth adds a SELFDESTRUCT frame under the call that ran it: no gas, the balance sent to the beneficiary.
    events.on('step', (step: InterpreterStep, resolve?: (result?: unknown) => void) => {
      if (step.opcode.name === 'SELFDESTRUCT') {
        this.stack.at(-1)?.calls.push({
          type: 'SELFDESTRUCT',
          from: step.address.toString(),
          gas: 0n,
          gasUsed: 0n,
          to: `0x${present(step.stack.at(-1), 'The SELFDESTRUCT beneficiary').toString(16).padStart(ADDRESS_HEX_DIGITS, '0')}`,
          input: '0x',
          output: undefined,
          error: undefined,
          revertReason: undefined,
          calls: [],
          value: step.account.balance,
        });
      }
      resolve?.();
    });
    events.on('beforeMessage', (message: Message, resolve?: (result?: unknown) => void) => {
      this.stack.push({
        type: callType(message),
        from: message.caller.toString(),
        gas: message.gasLimit,
        gasUsed: 0n,
        to: message.to?.toString(),
        input: bytesToHex(message.data),
        output: undefined,
        error: undefined,
        revertReason: undefined,
        calls: [],
        value: message.value,
      });
      resolve?.();
    });
    events.on('afterMessage', (result: EVMResult, resolve?: (result?: unknown) => void) => {
      const frame = present(this.stack.pop(), 'The open call frame');
      frame.gasUsed = result.execResult.executionGasUsed;
      frame.error = errorText(result);
      const output = result.execResult.returnValue;
      // As geth: a failed frame keeps its output only when it reverted, and a failed create names no address.
      const reverted = frame.error === REVERTED;
      frame.output = output.length > 0 && (frame.error === undefined || reverted) ? bytesToHex(output) : undefined;
      if (reverted && frame.output) frame.revertReason = revertReason(frame.output);
      if (frame.error !== undefined && (frame.type === 'CREATE' || frame.type === 'CREATE2')) frame.to = undefined;
      else if (result.createdAddress) frame.to = result.createdAddress.toString();
      const parent = this.stack[this.stack.length - 1];
      if (parent) parent.calls.push(frame);
      else this.root = frame;
      resolve?.();
    });
  }

  /** The top frame, with the transaction's own gas and gas used. */
  result(gasLimit: bigint, gasUsed: bigint): JsonOutput {
    const root = present(this.root, 'The traced call');
    return render({ ...root, gas: gasLimit, gasUsed });
  }
}

function render(frame: Frame): JsonOutput {
  const json: JsonOutputObject = {
    from: frame.from,
    gas: quantity(frame.gas),
    gasUsed: quantity(frame.gasUsed),
    to: frame.to,
    input: frame.input,
    output: frame.output,
    error: frame.error,
    revertReason: frame.revertReason,
    calls: frame.calls.length > 0 ? frame.calls.map(render) : undefined,
    value: frame.type === 'STATICCALL' || frame.type === 'DELEGATECALL' ? undefined : quantity(frame.value),
    type: frame.type,
  };
  return json;
}

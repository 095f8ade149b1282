import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { decodeFunctionResult, encodeFunctionData, type Abi, type AbiFunction, type Hex } from 'viem';
import { decodeRevert } from '../../lib/abi/decode';
import { NodeError } from '../../rpc/errors';
import { abiValueText } from '../../lib/abi-output';
import { useContractCall } from '../../queries/evm-contract';
import { ErrorPanel } from '../status/ErrorPanel';
import { FunctionForm, inputLabel } from './FunctionForm';

/** One view function: its form, answered by `eth_call` at the chosen block, the output decoded. */
/** Why a read reverted, decoded from the node's revert data with the contract's ABI when it can be. */
function revertText(error: Error, address: string, abi: Abi): string | undefined {
  if (!(error instanceof NodeError) || typeof error.data !== 'string') return undefined;
  const revert = decodeRevert(error.data, address, { user: { name: t`this contract`, abi } });
  if (revert.kind === 'error') return t`Reverted: ${revert.reason}`;
  if (revert.kind === 'panic') {
    const code = revert.code.toString();
    return t`Panicked (code ${code}): ${revert.meaning}`;
  }
  if (revert.kind === 'custom') {
    const call = `${revert.decoded.name}(${revert.decoded.args.map((arg) => abiValueText(arg.value)).join(', ')})`;
    return t`Reverted with ${call}`;
  }
  return undefined;
}

export function ReadFunction({ chain, address, fn, abi, block }: { chain: string; address: string; fn: AbiFunction; abi: Abi; block: bigint | undefined }) {
  // A function without inputs is asked at once.
  const [data, setData] = useState<string | undefined>(() => (fn.inputs.length === 0 ? encodeFunctionData({ abi: [fn], functionName: fn.name }) : undefined));
  const call = useContractCall(chain, address, data, block);
  const reverted = call.isError ? revertText(call.error, address, abi) : undefined;
  let outputs: { label: string; type: string; text: string }[] | undefined;
  let decodeProblem: string | undefined;
  if (call.data !== undefined) {
    try {
      const decoded = decodeFunctionResult({ abi: [fn], functionName: fn.name, data: call.data as Hex }) as unknown;
      const values = fn.outputs.length === 1 ? [decoded] : (decoded as unknown[]);
      outputs = fn.outputs.map((output, index) => ({ label: inputLabel(output.name, index), type: output.type, text: abiValueText(values[index]) }));
    } catch (error) {
      const types = fn.outputs.map((output) => output.type).join(', ');
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      decodeProblem = t`The answer ${call.data} does not decode as ${types}: ${reason}`;
    }
  }
  return (
    <details open={fn.inputs.length === 0} className="rounded border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer font-mono text-sm">
        <code>
          {fn.name}({fn.inputs.map((input) => input.type).join(', ')})
        </code>{' '}
        → {fn.outputs.length > 0 ? <code>{fn.outputs.map((output) => output.type).join(', ')}</code> : t`nothing`}
      </summary>
      <div className="mt-2 space-y-2">
        {fn.inputs.length > 0 && <FunctionForm fn={fn} submitLabel={t`Query`} onSubmit={(args) => setData(encodeFunctionData({ abi: [fn], functionName: fn.name, args }))} />}
        {call.isFetching && <p className="text-sm text-slate-600 dark:text-slate-300">{t`Asking the node…`}</p>}
        {reverted ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {reverted}
          </p>
        ) : (
          call.isError && <ErrorPanel what={fn.name} error={call.error} />
        )}
        {decodeProblem && <p className="text-sm text-red-700 dark:text-red-400">{decodeProblem}</p>}
        {outputs && (
          <dl aria-label={t`${fn.name} result`} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {outputs.map((output) => (
              <div key={output.label} className="contents">
                <dt className="text-slate-600 dark:text-slate-300">
                  {output.label} <code className="text-xs">{output.type}</code>
                </dt>
                <dd className="font-mono break-all">{output.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </details>
  );
}

import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AbiFunction } from 'viem';
import { parseAbiInput } from '../../lib/abi-input';
import { parseAmount } from '../../lib/amount';
import { EVM_NATIVE_DECIMALS } from '../../lib/evm-fee';
import { Button } from '../ui/Button';
import { messageOf } from '../../lib/error-message';

export const inputLabel = (name: string | undefined, index: number) => {
  const number = index + 1;
  return name || t`argument ${number}`;
};

/**
 * One contract function as a form: a typed field per input, checked against its ABI type when
 * submitted (nothing is sent while a field is wrong), and a value field for a payable function.
 */
export function FunctionForm({
  fn,
  submitLabel,
  busy = false,
  onSubmit,
  children,
}: {
  fn: AbiFunction;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (args: unknown[], value: bigint | undefined) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [texts, setTexts] = useState<string[]>(() => fn.inputs.map(() => ''));
  const [valueText, setValueText] = useState('');
  const [problems, setProblems] = useState<(string | undefined)[]>([]);
  const [valueProblem, setValueProblem] = useState<string | undefined>(undefined);
  const payable = fn.stateMutability === 'payable';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = fn.inputs.map((input, index) => parseAbiInput(input as { type: string }, texts[index] ?? ''));
    setProblems(parsed.map((result) => (result.ok ? undefined : result.reason)));
    let value: bigint | undefined;
    let badValue: string | undefined;
    if (payable && valueText.trim() !== '') {
      try {
        value = parseAmount(valueText.trim(), EVM_NATIVE_DECIMALS);
      } catch (error) {
        badValue = messageOf(error);
      }
    }
    setValueProblem(badValue);
    if (badValue !== undefined || parsed.some((result) => !result.ok)) return;
    onSubmit(
      parsed.map((result) => (result.ok ? result.value : undefined)),
      value,
    );
  };
  return (
    <form onSubmit={submit} aria-label={fn.name} className="space-y-2" noValidate>
      {fn.inputs.map((input, index) => {
        const fieldId = `${id}-${index}`;
        const problem = problems[index];
        return (
          <div key={fieldId} className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm">
              {inputLabel(input.name, index)} <code className="text-xs text-slate-600 dark:text-slate-300">{input.type}</code>
            </label>
            <input
              id={fieldId}
              className="rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
              value={texts[index] ?? ''}
              aria-invalid={problem !== undefined}
              aria-describedby={problem ? `${fieldId}-problem` : undefined}
              onChange={(event) => setTexts((current) => current.map((text, at) => (at === index ? event.target.value : text)))}
            />
            {problem && (
              <p id={`${fieldId}-problem`} className="text-sm text-red-700 dark:text-red-400">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      {payable && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-value`} className="text-sm">
            {t`Value to send`} <span className="text-xs text-slate-600 dark:text-slate-300">{t`(native coin, up to 18 decimals)`}</span>
          </label>
          <input
            id={`${id}-value`}
            className="rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
            value={valueText}
            aria-invalid={valueProblem !== undefined}
            onChange={(event) => setValueText(event.target.value)}
          />
          {valueProblem && <p className="text-sm text-red-700 dark:text-red-400">{valueProblem}</p>}
        </div>
      )}
      <Button type="submit" variant="primary" size="sm" disabled={busy}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}

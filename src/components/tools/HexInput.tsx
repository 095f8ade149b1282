import { useId } from 'react';

export interface HexInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and linked to it; the text typed stays as it is. */
  problem?: string;
  placeholder?: string;
}

/** A large field for pasted hex; its value is never rewritten, whatever is wrong with it. */
export function HexInput({ label, value, onChange, problem, placeholder = '0x…' }: HexInputProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={6}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problem !== undefined}
        aria-describedby={problem !== undefined ? problemId : undefined}
        className="w-full rounded border border-slate-300 bg-white p-2 font-mono text-xs break-all dark:border-slate-700 dark:bg-slate-950"
      />
      {problem !== undefined && (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}

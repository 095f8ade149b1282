export interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  /** The text of a choice; the choice itself when omitted. */
  labelOf?: (choice: T) => string;
  onChange: (choice: T) => void;
  /** `inline`: the label beside the select (the header's switches); `stacked`: above it (a form's field). */
  layout?: 'inline' | 'stacked';
}

const LAYOUTS = {
  inline: { box: 'flex items-center gap-1 text-sm', text: 'text-muted' },
  stacked: { box: 'flex flex-col gap-1', text: 'text-slate-600 dark:text-slate-300' },
} as const;

/** A labelled select of a fixed set of choices. */
export function ChoiceSelect<T extends string>({ label, value, choices, labelOf = (choice) => choice, onChange, layout = 'inline' }: ChoiceSelectProps<T>) {
  const classes = LAYOUTS[layout];
  return (
    <label className={classes.box}>
      <span className={classes.text}>{label}</span>
      <select
        value={value}
        // The options are exactly `choices`, so the value read back is one of them.
        onChange={(event) => onChange(event.target.value as T)}
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

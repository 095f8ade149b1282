import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { NODE_ID_PREFIX } from '../../lib/id-constants';
import { classifyId } from '../../lib/id-kind';
import { parseDuration, parseFeePercent, parseStake, type RewardInputText } from '../../lib/reward-inputs';
import { parseTimeParam } from '../../lib/time-param';
import { useNetwork } from '../../network/network-context';
import { Card } from '../ui/Card';

/** The zone the end date is typed in: its name, the same in every language. */
const UTC = 'UTC';

const FIELD = 'w-full max-w-md rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950';

type Name = keyof RewardInputText;

export interface RewardInputsFormProps {
  values: RewardInputText;
  onChange: (name: Name, value: string) => void;
}

/** A problem is shown once something is typed: an empty field is not an error. */
function problemOf(text: string, parsed: { ok: true } | { ok: false; reason: string }): string | undefined {
  return text.trim() !== '' && !parsed.ok ? parsed.reason : undefined;
}

function nodeIdProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return classifyId(text.trim()).kind === 'nodeId' ? undefined : t`a node ID looks like NodeID-… (cb58 of 20 bytes)`;
}

interface TextFieldProps extends RewardInputsFormProps {
  name: Name;
  label: string;
  hint: string;
  problem: string | undefined;
  placeholder?: string;
  type?: 'text' | 'datetime-local';
}

/** A labelled field; its problem, or else its hint, is read with it. */
function TextField({ name, label, hint, problem, placeholder, type = 'text', values, onChange }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={FIELD}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problem !== undefined}
        aria-describedby={noteId}
      />
      {problem !== undefined ? (
        <p id={noteId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : (
        <p id={noteId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps extends RewardInputsFormProps {
  name: 'kind' | 'period';
  legend: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}

function Choice({ name, legend, options, values, onChange }: ChoiceProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex items-center gap-1">
          <input type="radio" name={name} value={value} checked={values[name] === value} onChange={() => onChange(name, value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The calculator's inputs; each change goes to the URL at once. */
export function RewardInputsForm(props: RewardInputsFormProps) {
  const { settings } = useNetwork();
  const { values } = props;
  const symbol = settings.tokenSymbol;
  return (
    <Card title={t`Inputs`}>
      <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
        <TextField
          {...props}
          name="stake"
          label={t`Stake (${symbol})`}
          hint={t`Exact, up to 9 decimals.`}
          problem={problemOf(values.stake, parseStake(values.stake))}
          placeholder="2000"
        />
        <Choice {...props} name="kind" legend={t`Staking as`} options={[['validator', t`Validator`], ['delegator', t`Delegator`]]} />
        <Choice {...props} name="period" legend={t`Period given as`} options={[['duration', t`Duration`], ['end', t`End date`]]} />
        {values.period === 'duration' ? (
          <TextField
            {...props}
            name="duration"
            label={t`Duration`}
            hint={t`From now: years, months, weeks, days, hours, minutes and seconds such as 1y, 6mo, 2 weeks or 14d 12h, or whole seconds.`}
            problem={problemOf(values.duration, parseDuration(values.duration))}
            placeholder="14d"
          />
        ) : (
          <TextField
            {...props}
            name="end"
            type="datetime-local"
            label={t`End date (${UTC})`}
            hint={t`The period runs from the chain's time now to this date.`}
            problem={problemOf(values.end, parseTimeParam(values.end))}
          />
        )}
        {values.kind === 'delegator' && (
          <TextField
            {...props}
            name="node"
            label={t`Validator node ID`}
            hint={t`Optional: a current validator, whose fee and end time are then the node's.`}
            problem={nodeIdProblem(values.node)}
            placeholder={`${NODE_ID_PREFIX}…`}
          />
        )}
        {values.kind === 'delegator' && values.node.trim() === '' && (
          <TextField
            {...props}
            name="fee"
            label={t`Delegation fee (%)`}
            hint={t`The validator's share of the delegation's reward, up to 4 decimals.`}
            problem={problemOf(values.fee, parseFeePercent(values.fee))}
            placeholder="2"
          />
        )}
      </form>
    </Card>
  );
}

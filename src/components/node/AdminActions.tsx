import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { LOG_LEVELS, useAdminAction, type AdminAction } from '../../queries/admin-actions';
import type { LogLevel } from '../../rpc/methods/admin';
import { JsonBlock } from '../raw/JsonBlock';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { ChoiceSelect } from '../ui/ChoiceSelect';
import { ConfirmDialog } from './ConfirmDialog';
import { errorText } from '../status/error-text';

type ProfileAction = Exclude<AdminAction['kind'], 'setLogLevel'>;

const ACTIONS: Readonly<Record<ProfileAction, { label: string; effect: string }>> = {
  startCPUProfiler: {
    get label() { return t`Start CPU profiler`; },
    get effect() { return t`The node starts writing a CPU profile to its data directory until it is stopped.`; },
  },
  stopCPUProfiler: {
    get label() { return t`Stop CPU profiler`; },
    get effect() { return t`The node stops the running CPU profile and saves it.`; },
  },
  memoryProfile: {
    get label() { return t`Write memory profile`; },
    get effect() { return t`The node writes a heap profile to its data directory.`; },
  },
  lockProfile: {
    get label() { return t`Write lock profile`; },
    get effect() { return t`The node writes a mutex contention profile to its data directory.`; },
  },
};

/** An action: what it does (the heading once sent), the question before it, and its effect. */
function describe(action: AdminAction): { done: string; title: string; effect: string } {
  if (action.kind === 'setLogLevel') {
    const { level } = action;
    return {
      done: t`Set the log level to ${level}`,
      title: t`Set the log level to ${level}?`,
      effect: t`The C-Chain logs at this level from now on, until changed again or the node restarts.`,
    };
  }
  const known = ACTIONS[action.kind];
  const { label } = known;
  return { done: label, title: t`${label}?`, effect: known.effect };
}

const refused = (message: string) => t`The node refused: ${message}`;

/** The admin API's actions, each sent only after a confirmation, with the node's answer. */
export function AdminActions() {
  const [level, setLevel] = useState<LogLevel>('info');
  const [pending, setPending] = useState<AdminAction | null>(null);
  const action = useAdminAction();
  const cancel = useCallback(() => setPending(null), []);
  const sent = action.variables && describe(action.variables);
  return (
    <Card title={t`Admin actions`}>
      <p className="mb-3 text-sm text-muted">{t`These change how the node runs. Each asks for confirmation first.`}</p>
      <div className="flex flex-wrap items-end gap-3">
        <ChoiceSelect label={t`Log level`} value={level} choices={LOG_LEVELS} onChange={setLevel} />
        <Button onClick={() => setPending({ kind: 'setLogLevel', level })} variant="secondary" size="lg">
          {t`Set log level`}
        </Button>
        {(Object.keys(ACTIONS) as ProfileAction[]).map((kind) => (
          <Button key={kind} onClick={() => setPending({ kind })} variant="secondary" size="lg">
            {ACTIONS[kind].label}
          </Button>
        ))}
      </div>
      {sent && (
        <div className="mt-4 space-y-2" aria-live="polite">
          <p className="text-sm font-medium">{sent.done}</p>
          {action.isPending && <p className="text-sm">{t`Waiting for the node…`}</p>}
          {action.isSuccess && <JsonBlock label={t`The node answered`} value={action.data} />}
          {action.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {refused(errorText(action.error))}
            </p>
          )}
        </div>
      )}
      {pending && (
        <ConfirmDialog
          title={describe(pending).title}
          confirmLabel={t`Send`}
          onCancel={cancel}
          onConfirm={() => {
            action.mutate(pending);
            setPending(null);
          }}
        >
          {describe(pending).effect}
        </ConfirmDialog>
      )}
    </Card>
  );
}

import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/Button';
import { firstBlocked } from '../lib/blocked-port';
import { BLOCKED_PORT_TEXT } from '../lib/blocked-port-text';
import { useNetwork } from '../network/network-context';
import { loadSavedNode, parseRpcParam, saveNode } from './custom-node';
import { errorText } from '../components/status/error-text';

/** Two local nodes' URLs: an example of the field's format, the same in every language. */
const EXAMPLE_URLS = 'http://127.0.0.1:9650, http://127.0.0.1:9660';

/** A small panel to point the explorer at a custom node, or several of one network, and remember them. */
export function NodeSettings() {
  const { customRpc, preset } = useNetwork();
  const location = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => loadSavedNode(preset.id));
  const [input, setInput] = useState(customRpc ?? saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const panel = useRef<HTMLDetailsElement>(null);

  const switchTo = (url: string) => {
    const params = new URLSearchParams(location.search);
    params.set('rpc', url);
    // Not a transition: the next frame shows the other node's page, never the last node's values under its address.
    navigate(`${location.pathname}?${params.toString()}`, { flushSync: true });
    // The banner now says which node is in use; the panel has done its job.
    if (panel.current) panel.current.open = false;
  };
  const checked = (): string | null => {
    const parsed = parseRpcParam(input);
    const blocked = parsed.kind === 'valid' ? firstBlocked(parsed.url.split(',')) : null;
    if (blocked) {
      setProblem(BLOCKED_PORT_TEXT.refused(blocked.url, blocked.port));
      return null;
    }
    if (parsed.kind === 'valid') {
      setProblem(null);
      return parsed.url;
    }
    setProblem(parsed.kind === 'invalid' ? errorText(parsed.error) : t`enter a node URL`);
    return null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = checked();
    if (url) switchTo(url);
  };
  const save = () => {
    const url = checked();
    if (!url) return;
    saveNode(preset.id, url);
    setSaved(url);
    switchTo(url);
  };
  const forget = () => {
    saveNode(preset.id, null);
    setSaved(null);
  };

  return (
    <details ref={panel} className="relative text-sm">
      <summary className="cursor-pointer rounded px-2 py-1 hover:bg-slate-100 dark:hover:bg-slate-800">{t`Node settings`}</summary>
      <form
        onSubmit={submit}
        aria-label={t`Custom node`}
        className="absolute right-0 z-20 mt-1 w-80 space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <label className="block">
          <span className="block text-slate-600 dark:text-slate-300">{t`Custom node URLs`}</span>
          <input
            type="text"
            inputMode="url"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={EXAMPLE_URLS}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'node-settings-hint node-settings-problem' : 'node-settings-hint'}
            className="mt-1 w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        <p id="node-settings-hint" className="text-xs text-muted">
          {t`One, or several nodes of one network separated by commas: reads are spread over them.`}
        </p>
        {problem && (
          <p id="node-settings-problem" role="alert" className="text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary">
            {t`Use this node`}
          </Button>
          <Button onClick={save} variant="secondary">
            {t`Save and use`}
          </Button>
        </div>
        {saved && (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-2 dark:border-slate-700">
            <span className="break-all text-slate-600 dark:text-slate-300">
              {t`Saved for ${preset.name}: ${saved}`}
            </span>
            <Button onClick={() => switchTo(saved)} variant="text">
              {t`Use saved node`}
            </Button>
            <Button onClick={forget} variant="text">
              {t`Forget`}
            </Button>
          </div>
        )}
      </form>
    </details>
  );
}

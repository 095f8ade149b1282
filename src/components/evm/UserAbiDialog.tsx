import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { parseAbiJson } from '../../lib/abi/abi-json';
import { checkEvmAddress } from '../../lib/evm-address';
import { useNetwork } from '../../network/network-context';
import { useUserAbis } from '../../stores/user-abi-store';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { downloadText } from '../ui/table-export';
import { EvmAddressId } from './EvmIds';

/** Opens the dialog where the user pastes an ABI for an address of this chain. */
export function UserAbiButton({ chain, address }: { chain: string; address: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t`Decode with an ABI`}
      </Button>
      {open && <UserAbiDialog chain={chain} initialAddress={address ?? ''} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Paste a contract's ABI (JSON, or a compiler artifact) for an address; it is checked, kept in this
 * browser only, and used to decode calls, events, return values and errors of that address.
 */
function UserAbiDialog({ chain, initialAddress, onClose }: { chain: string; initialAddress: string; onClose: () => void }) {
  const { preset } = useNetwork();
  const { abis, store, storage } = useUserAbis();
  const [address, setAddress] = useState(initialAddress);
  const [name, setName] = useState('');
  const [json, setJson] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const ids = { address: useId(), name: useId(), json: useId() };
  const saved = [...abis.values()].filter((entry) => entry.chain === chain);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkedAddress = checkEvmAddress(address);
    if (!checkedAddress.ok) return setProblem(t`The address is not valid: ${checkedAddress.reason}.`);
    const parsed = parseAbiJson(json);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    await store.save({ chain, address: checkedAddress.address.toLowerCase(), name: name.trim() || t`Contract`, abi: parsed.abi, addedAt: Date.now() });
    setJson('');
    setNote(t`Saved: calls to ${checkedAddress.address} are now decoded with this ABI.`);
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const report = await store.importJson(await file.text());
    const refused = report.refused.map((entry) => {
      const number = entry.index + 1;
      return entry.index < 0 ? entry.reason : t`entry ${number}: ${entry.reason}`;
    }).join('; ');
    const { added, replaced } = report;
    setNote(refused ? t`Imported ${added} new and ${replaced} replaced ABIs. Refused: ${refused}.` : t`Imported ${added} new and ${replaced} replaced ABIs.`);
  };

  return (
    <Dialog title={t`Decode with an ABI`} onClose={onClose} className="max-w-2xl" titleAction={<Button variant="link" onClick={onClose}>{t`Close`}</Button>}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {storage === 'memory'
          ? t`The ABI is kept in this browser only (for this tab: the browser refused to store it) and never sent anywhere.`
          : t`The ABI is kept in this browser only and never sent anywhere.`}
      </p>
      <form onSubmit={(event) => void submit(event)} className="space-y-3 text-sm">
        <label htmlFor={ids.address} className="block">
          {t`Contract address`}
        </label>
        <input id={ids.address} value={address} onChange={(event) => setAddress(event.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 font-mono dark:border-slate-700 dark:bg-slate-950" />
        <label htmlFor={ids.name} className="block">
          {t`Name (optional)`}
        </label>
        <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-950" />
        <label htmlFor={ids.json} className="block">
          {t`ABI JSON`}
        </label>
        <textarea id={ids.json} value={json} onChange={(event) => setJson(event.target.value)} rows={8} className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-950" />
        {problem && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg">
          {t`Save ABI`}
        </Button>
      </form>
      {note && (
        <p role="status" className="text-sm">
          {note}
        </p>
      )}
      {saved.length > 0 && (
        <ul aria-label={t`Your ABIs on this chain`} className="space-y-1 text-sm">
          {saved.map((entry) => (
            <li key={entry.address} className="flex flex-wrap items-center gap-2">
              <span>{entry.name}</span>
              <EvmAddressId chain={chain} address={entry.address} noCopy />
              <Button variant="link" onClick={() => void store.remove(chain, entry.address)}>
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Button variant="secondary" size="sm" onClick={() => downloadText(`abis-${preset.id}.json`, 'application/json', store.exportJson(preset.id))}>
          {t`Export all ABIs`}
        </Button>
        <label className="inline-flex items-center gap-2">
          {t`Import a file`}
          <input type="file" accept="application/json,.json" onChange={(event) => void importFile(event)} className="text-xs" />
        </label>
      </div>
    </Dialog>
  );
}

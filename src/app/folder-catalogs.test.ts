import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, type Messages } from '@lingui/core';

/** The registry, new for each test: the folders whose code has run are its state. */
async function fresh() {
  vi.resetModules();
  return { i18n, ...(await import('./folder-catalogs')) };
}

let loaded: Awaited<ReturnType<typeof fresh>>;
beforeEach(async () => {
  loaded = await fresh();
});
afterEach(() => {
  vi.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

type Catalog = () => Promise<{ messages: Messages }>;
const catalog = (messages: Messages) => vi.fn<Catalog>(async () => ({ messages }));
const unreachable = () => vi.fn<Catalog>(async () => Promise.reject(new Error('offline')));

describe('folderMessages', () => {
  it('default: before any language is active it only records the folder, for the first activation to load', async () => {
    const { folderMessages, activateFolders, i18n } = loaded;
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue('');
    const ko = catalog({ blocks: '블록' });
    expect(folderMessages({ en: catalog({ blocks: 'Blocks' }), ko })).toBeUndefined();
    expect(ko).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    await activateFolders('ko');
    expect(i18n._('blocks')).toBe('블록');
  });
  it('behavior: a folder whose code runs once a language is active loads its catalog in that language, once', async () => {
    const { folderMessages, activateFolders, i18n } = loaded;
    i18n.activate('es');
    const es = catalog({ fees: 'Comisiones' });
    await folderMessages({ en: catalog({ fees: 'Fees' }), es });
    expect(i18n._('fees')).toBe('Comisiones');
    await activateFolders('es');
    expect(es).toHaveBeenCalledTimes(1);
  });
  it('behavior: the files of one chunk each pass its catalogs: they load once and every file waits for them', async () => {
    const { folderMessages, i18n } = loaded;
    i18n.activate('ko');
    const chunk = { en: catalog({ gas: 'Gas' }), ko: catalog({ gas: '가스' }) };
    const first = folderMessages(chunk);
    const second = folderMessages(chunk);
    await Promise.all([first, second]);
    expect(chunk.ko).toHaveBeenCalledTimes(1);
    expect(i18n._('gas')).toBe('가스');
  });
  it('error: a catalog that cannot be loaded leaves its folder in English', async () => {
    const { folderMessages, i18n } = loaded;
    i18n.activate('ja');
    await folderMessages({ en: catalog({ retry: 'Retry' }), ja: unreachable() });
    expect(i18n._('retry')).toBe('Retry');
  });
  it('error: with no catalog at all the folder still loads (its code runs)', async () => {
    const { folderMessages, i18n } = loaded;
    i18n.activate('ko');
    await expect(folderMessages({ en: unreachable(), ko: unreachable() })).resolves.toBeUndefined();
  });
});

describe('activateFolders', () => {
  it('behavior: loads the new language of every folder whose code has run, then activates it', async () => {
    const { folderMessages, activateFolders, i18n } = loaded;
    i18n.activate('en');
    const shell = { en: catalog({ language: 'Language' }), ko: catalog({ language: '언어' }) };
    const dashboard = { en: catalog({ blocks: 'Latest blocks' }), ko: catalog({ blocks: '최신 블록' }) };
    await folderMessages(shell);
    await folderMessages(dashboard);
    const switching = activateFolders('ko');
    expect(i18n.locale).toBe('en');
    await switching;
    expect(i18n.locale).toBe('ko');
    expect([i18n._('language'), i18n._('blocks')]).toEqual(['언어', '최신 블록']);
  });
  it('behavior: a folder whose code runs during a switch waits for the new language too', async () => {
    const { folderMessages, activateFolders, i18n } = loaded;
    i18n.activate('en');
    await folderMessages({ en: catalog({ blocks: 'Blocks' }), 'zh-Hans': catalog({ blocks: '区块' }) });
    const switching = activateFolders('zh-Hans');
    const late = { en: catalog({ node: 'Node' }), 'zh-Hans': catalog({ node: '节点' }) };
    await folderMessages(late);
    await switching;
    expect(late['zh-Hans']).toHaveBeenCalledTimes(1);
    expect(i18n._('node')).toBe('节点');
  });
  it('error: activates nothing when a folder has neither the catalog nor the English one, and tries again next time', async () => {
    const { folderMessages, activateFolders, i18n } = loaded;
    i18n.activate('es');
    const zh = vi.fn<Catalog>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ messages: { node: '节点' } });
    const en = vi.fn<Catalog>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ messages: { node: 'Node' } });
    await folderMessages({ en, es: catalog({ node: 'Nodo' }), 'zh-Hans': zh });
    await expect(activateFolders('zh-Hans')).rejects.toThrow('offline');
    expect(i18n.locale).toBe('es');
    await activateFolders('zh-Hans');
    expect(i18n._('node')).toBe('节点');
  });
});

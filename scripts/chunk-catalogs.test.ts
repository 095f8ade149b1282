import { createRequire } from 'node:module';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { CHUNK_CATALOGS, catalogFile, chunkCatalogsDeclaration, selectMessages, shortIds, withShortIds } from './chunk-catalogs';

/** Babel, which runs Lingui's macro in the build; it ships no types of its own. */
const babel = createRequire(import.meta.url)('@babel/core') as {
  transformAsync: (code: string, options: object) => Promise<{ code?: string | null } | null>;
};

/** A small module as Lingui's macro compiles it for production, where the code keeps only ids. */
async function compiled(code: string): Promise<string> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await babel.transformAsync(code, { filename: 'fixture.ts', plugins: ['@lingui/babel-plugin-lingui-macro'], babelrc: false, configFile: false });
    return result?.code ?? '';
  } finally {
    process.env.NODE_ENV = previous;
  }
}

const FIXTURE = [
  "import { msg, plural, t } from '@lingui/core/macro';",
  'export const title = () => t`Latest blocks`;',
  "export const count = (n) => plural(n, { one: '# subnet', other: '# subnets' });",
  "export const kind = msg({ message: 'Base', context: 'tx kind' });",
  'export const again = () => t`Latest blocks`;',
  "export const other = { id: 'not a message' };",
].join('\n');

const LATEST = generateMessageId('Latest blocks');
const SUBNETS = generateMessageId('{n, plural, one {# subnet} other {# subnets}}');
const BASE = generateMessageId('Base', 'tx kind');

describe('shortIds', () => {
  it('behavior: numbers the ids in their sorted order, in base 36, whatever order they come in', () => {
    const ids = Array.from({ length: 40 }, (_, index) => `id${String(index).padStart(2, '0')}`);
    const short = shortIds([...ids].reverse());
    expect([short.get('id00'), short.get('id09'), short.get('id10'), short.get('id35'), short.get('id36')]).toEqual(['0', '9', 'a', 'z', '10']);
    expect(new Set(short.values()).size).toBe(40);
  });
});

describe('withShortIds', () => {
  const short = new Map([
    [LATEST, '0'],
    [SUBNETS, '1'],
    [BASE, '2'],
    ['unused', '3'],
  ]);
  it('behavior: every message the compiled macros use gets its short id, and the module names each once', async () => {
    const { code, ids } = withShortIds(await compiled(FIXTURE), short, 'fixture.ts');
    expect(ids).toEqual(['0', '1', '2']);
    for (const id of [LATEST, SUBNETS, BASE]) expect(code).not.toContain(id);
    expect(code).toContain("id: 'not a message'");
    expect(code.split('\n')).toHaveLength((await compiled(FIXTURE)).split('\n').length);
  });
  it('default: a module without messages is left as it is', async () => {
    const code = await compiled('export const height = 1;');
    expect(withShortIds(code, short, 'fixture.ts')).toEqual({ code, ids: [] });
  });
  it('error: a message in no catalog fails the build, naming the file', async () => {
    const code = await compiled(FIXTURE);
    expect(() => withShortIds(code, new Map([[LATEST, '0']]), 'src/x/fixture.ts')).toThrow(`a message of src/x/fixture.ts (id ${SUBNETS}) is in no catalog`);
  });
});

describe('selectMessages', () => {
  it('behavior: keeps only the messages the chunk uses', () => {
    expect(selectMessages(['c', 'a'], { a: ['가'], b: ['나'], c: ['다'] })).toEqual({ a: ['가'], c: ['다'] });
  });
});

describe('catalogFile', () => {
  it('behavior: a module exporting the messages, named for its chunk, locale and content', async () => {
    const file = catalogFile('shared', 'zh-Hans', { a: ['区块 "1"'] });
    expect(file.fileName).toMatch(/^assets\/messages-shared-zh-Hans-[\w-]{8}\.js$/);
    const { messages } = (await import(`data:text/javascript,${encodeURIComponent(file.source)}`)) as { messages: unknown };
    expect(messages).toEqual({ a: ['区块 "1"'] });
    expect(catalogFile('shared', 'zh-Hans', { a: ['区块'] }).fileName).not.toBe(file.fileName);
  });
});

describe('chunkCatalogsDeclaration', () => {
  it('behavior: declares the chunk catalogs the loaders pass, as lazy imports relative to the chunk, on one line', () => {
    const declaration = chunkCatalogsDeclaration('assets/shared-!~{001}~.js', { en: 'assets/messages-shared-en-abc.js', ko: 'assets/messages-shared-ko-def.js' });
    expect(declaration).toBe(`const ${CHUNK_CATALOGS}={"en":()=>import("./messages-shared-en-abc.js"),"ko":()=>import("./messages-shared-ko-def.js")};`);
    expect(declaration).not.toContain('\n');
  });
  it('edge: a chunk in another folder reaches the catalogs by a path up', () => {
    expect(chunkCatalogsDeclaration('assets/pages/a.js', { en: 'assets/messages-a-en-x.js' })).toContain('import("../messages-a-en-x.js")');
  });
});

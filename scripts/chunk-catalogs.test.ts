import { createRequire } from 'node:module';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { CHUNK_CATALOGS, catalogFile, chunkCatalogsDeclaration, messageIds, selectMessages } from './chunk-catalogs';

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

describe('messageIds', () => {
  it('behavior: finds every message the compiled macros use, each once, and nothing else', async () => {
    expect(messageIds(await compiled(FIXTURE))).toEqual([
      generateMessageId('Latest blocks'),
      generateMessageId('{n, plural, one {# subnet} other {# subnets}}'),
      generateMessageId('Base', 'tx kind'),
    ]);
  });
  it('default: a module without messages has none', async () => {
    expect(messageIds(await compiled('export const height = 1;'))).toEqual([]);
  });
});

describe('selectMessages', () => {
  const compiledKo = { a: ['가'], b: ['나'], c: ['다'] };
  it('behavior: keeps only the messages the chunk uses', () => {
    expect(selectMessages(['c', 'a'], compiledKo, 'chunk x')).toEqual({ a: ['가'], c: ['다'] });
  });
  it('error: a message in no catalog fails the build, naming the chunk', () => {
    expect(() => selectMessages(['a', 'zz'], compiledKo, 'chunk shared')).toThrow('message zz of chunk shared is in no catalog');
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

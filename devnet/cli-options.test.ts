import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOptions, UsageError } from './cli-options';

function refusal(...argv: string[]): string {
  try {
    parseOptions(argv);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was taken`);
}

describe('devnet command line', () => {
  it('default: no option gives the defaults; --help asks for the usage', () => {
    expect(parseOptions([])).toMatchObject({ port: 9650, host: '127.0.0.1', admin: false, control: false, pruning: false });
    expect(parseOptions(['--help'])).toBe('help');
  });

  it('args: values are read as their types', () => {
    expect(parseOptions(['--port', '0', '--genesis-time', '2030-01-01T00:00:00Z', '--block-interval', '5', '--dialect', 'reference', '--observer', '2', '--control'])).toMatchObject({
      port: 0,
      genesisTime: 1_893_456_000,
      blockIntervalSeconds: 5,
      dialect: 'reference',
      observer: 2,
      control: true,
    });
    expect(parseOptions(['--genesis-time', '1700000040'])).toMatchObject({ genesisTime: 1_700_000_040 });
  });

  it('error: bad option values are refused, each with its reason', () => {
    expect(refusal('--host', '0.0.0.0')).toBe('--host must be a loopback address (127.0.0.1, ::1, localhost), got "0.0.0.0"');
    expect(refusal('--dialect', 'other')).toBe('--dialect must be one of spec, reference, got "other"');
    expect(refusal('--profile', 'huge')).toBe('--profile must be one of small, mainnet, got "huge"');
    expect(refusal('--block-interval', '0')).toBe('--block-interval must be a positive integer, got "0"');
    expect(refusal('--genesis-time', 'yesterday')).toBe('--genesis-time must be unix seconds or an ISO date, got "yesterday"');
    expect(refusal('--observer', 'second')).toBe('--observer must be a non-negative integer, got "second"');
    expect(refusal('--port', 'any')).toBe('--port must be a non-negative integer, got "any"');
    expect(refusal('--validators', '0')).toBe('--validators must be a positive integer, got "0"');
    expect(refusal('--validators', '5000', '--profile', 'small')).toBe('--validators grows the mainnet profile; leave out --profile small');
    expect(refusal('--historical-proof-query-window', 'many')).toBe('--historical-proof-query-window must be a non-negative integer, got "many"');
    expect(() => parseOptions(['--unknown'])).toThrow(/Unknown option '--unknown'/);
    expect(() => parseOptions(['--dialect', 'other'])).toThrow(UsageError);
  });

  it('error: an upgrade file that cannot be read, or whose upgrades are out of order, is refused in the reference node words', () => {
    expect(refusal('--upgrade-file', join(import.meta.dirname, 'no-such-upgrade.json'))).toMatch(/^unable to read upgrade file: /);
    const dir = mkdtempSync(join(tmpdir(), 'upgrade-'));
    const file = join(dir, 'upgrade.json');
    writeFileSync(file, '{"graniteTime": "2026-08-01T00:00:00Z", "heliconTime": "2026-07-28T15:00:00Z"}');
    try {
      expect(refusal('--upgrade-file', file)).toContain(`--upgrade-file ${file}: invalid upgrade configuration: upgrade 13`);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

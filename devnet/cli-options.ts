import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { parseUpgradeSchedule } from './upgrades';
import { defaultProfileDir } from './evm/admin-service';
import { DEFAULT_HOST, DEFAULT_PORT, isLoopbackHost, type DevnetOptions } from './server/start-node';

/** A bad command line: the CLI prints the message and its usage, and exits with 1. */
export class UsageError extends Error {}

function positiveInteger(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || Number(value) <= 0) throw new UsageError(`${flag} must be a positive integer, got "${value}"`);
  return Number(value);
}

function nonNegativeInteger(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new UsageError(`${flag} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

function genesisTime(value: string): number {
  if (/^\d+$/.test(value)) return Number(value);
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) throw new UsageError(`--genesis-time must be unix seconds or an ISO date, got "${value}"`);
  return Math.floor(parsed / 1000);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

/** Helicon's activation from an upgrade file, in the reference node's words when it cannot be read. */
function heliconTimeOf(path: string): number {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`unable to read upgrade file: ${(error as Error).message}`);
  }
  try {
    return Number(parseUpgradeSchedule(text).heliconTime);
  } catch (error) {
    throw new UsageError(`--upgrade-file ${path}: ${(error as Error).message}`);
  }
}

export type CliOptions = DevnetOptions & { upgradeFile?: string };

/** The devnet's options from its command line, or 'help'; a bad value throws a UsageError saying which and why. */
export function parseOptions(argv: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      'genesis-time': { type: 'string' },
      'block-interval': { type: 'string' },
      profile: { type: 'string' },
      validators: { type: 'string' },
      dialect: { type: 'string' },
      admin: { type: 'boolean' },
      'profile-dir': { type: 'string' },
      control: { type: 'boolean' },
      'batch-limit': { type: 'string' },
      'dev-apis': { type: 'boolean' },
      pruning: { type: 'boolean' },
      'history-account': { type: 'boolean' },
      'historical-proof-query-window': { type: 'string' },
      'data-dir': { type: 'string' },
      serve: { type: 'string' },
      observer: { type: 'string' },
      'upgrade-file': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return 'help';
  if (values.validators !== undefined && values.profile === 'small') throw new UsageError('--validators grows the mainnet profile; leave out --profile small');
  const host = values.host ?? DEFAULT_HOST;
  if (!isLoopbackHost(host)) throw new UsageError(`--host must be a loopback address (127.0.0.1, ::1, localhost), got "${host}"`);
  return {
    port: values.port === undefined ? DEFAULT_PORT : nonNegativeInteger(values.port, '--port'),
    host,
    seed: values.seed,
    genesisTime: values['genesis-time'] === undefined ? undefined : genesisTime(values['genesis-time']),
    blockIntervalSeconds: values['block-interval'] === undefined ? undefined : positiveInteger(values['block-interval'], '--block-interval'),
    profile: values.profile === undefined ? undefined : oneOf(values.profile, ['small', 'mainnet'] as const, '--profile'),
    validators: values.validators === undefined ? undefined : positiveInteger(values.validators, '--validators'),
    dialect: values.dialect === undefined ? undefined : oneOf(values.dialect, ['spec', 'reference'] as const, '--dialect'),
    admin: values.admin ?? false,
    profileDir: resolve(values['profile-dir'] ?? defaultProfileDir()),
    control: values.control ?? false,
    batchLimit: values['batch-limit'] === undefined ? undefined : positiveInteger(values['batch-limit'], '--batch-limit'),
    serveDir: values.serve === undefined ? undefined : resolve(values.serve),
    devApis: values['dev-apis'] ?? false,
    pruning: values.pruning ?? false,
    historyAccount: values['history-account'] ?? false,
    historicalProofQueryWindow:
      values['historical-proof-query-window'] === undefined ? undefined : nonNegativeInteger(values['historical-proof-query-window'], '--historical-proof-query-window'),
    dataDir: values['data-dir'] === undefined ? undefined : resolve(values['data-dir']),
    observer: values.observer === undefined ? undefined : nonNegativeInteger(values.observer, '--observer'),
    upgradeFile: values['upgrade-file'] === undefined ? undefined : resolve(values['upgrade-file']),
    heliconTime: values['upgrade-file'] === undefined ? undefined : heliconTimeOf(values['upgrade-file']),
  };
}

import { startDevnet } from './devnet';
import { parseOptions, type CliOptions } from './cli-options';
import { defaultProfileDir } from './evm/admin-service';
import { DEFAULT_BATCH_LIMIT } from './server/geth';
import { DEFAULT_BLOCK_INTERVAL_SECONDS, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SEED } from './server/start-node';

const USAGE = `Usage: tsx devnet/cli.ts [options]

A deterministic local node serving the P-Chain, C-Chain and subnet-EVM JSON-RPC APIs.

Options:
  --port <n>              port to listen on (default ${DEFAULT_PORT}; 0 takes any free port)
  --host <ip>             loopback address to bind (default ${DEFAULT_HOST}; others are refused)
  --seed <text>           seed of the deterministic state (default "${DEFAULT_SEED}")
  --genesis-time <t>      genesis time, unix seconds or ISO 8601 (default: now, floored to the minute);
                          printed at start, with the options that start another devnet of the network
  --block-interval <s>    seconds between blocks, in chain time and on the wall clock (default ${DEFAULT_BLOCK_INTERVAL_SECONDS})
  --profile <p>           state size: small | mainnet (default small)
  --validators <n>        the mainnet profile grown to n Primary Network validators, with delegators
                          and L1 validators in proportion (mainnet has 2000; not with --profile small),
                          built once and frozen: it makes no blocks and its time does not move
  --dialect <d>           method names: spec (native.*, chainRules) | reference (avax.*, avalancheRules) (default spec)
  --admin                 serve the C-Chain admin API at /ext/bc/C/admin
  --profile-dir <dir>     where the admin API writes CPU, heap and resource profiles (default ${defaultProfileDir()})
  --control               serve control.* at /ext/devnet/control (advance time, produce blocks, faults)
  --batch-limit <n>       most calls in one EVM batch (default ${DEFAULT_BATCH_LIMIT})
  --dev-apis              serve personal_, txpool_ and debug_ on the EVM chains (off, as on a public node)
  --pruning               act as a pruning node: EVM state (balances, nonces, code, storage, calls, proofs) only for the last 32 blocks
  --history-account       grow an account on the C-Chain with a long history (one tx sent and one
                          transfer received every 10 blocks; its address is printed at start)
  --historical-proof-query-window <n>
                          blocks before the last accepted one that eth_getProof answers on an
                          archival node; 0 answers any (default: 24 hours of blocks)
  --data-dir <dir>        keep what users sent (accepted blocks, as a journal that rebuilds them,
                          and the key store) in <dir>, and resume from it on the next start
  --observer <n>          answer validator uptime and connected as node n of the same network sees
                          them; all chain state stays the same (default 0, the devnet's own view)
  --upgrade-file <file>   the upgrade schedule, as the reference node reads it: a JSON object of
                          activation times (e.g. {"heliconTime": "2026-07-28T15:00:00Z"}; a time left
                          out is active). Default: Helicon active from genesis
  --serve <dir>           serve a built explorer from <dir> at /
  --help                  show this help
`;

/** Quoted for a POSIX shell when it holds more than letters, digits and \`._-\`. */
function shellWord(text: string): string {
  return /^[\w.-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The options that decide the chain, as given or chosen: another devnet started with them makes the same blocks. */
function networkArgs(options: CliOptions, genesisTime: number): string[] {
  const args = ['--genesis-time', String(genesisTime)];
  if (options.seed !== undefined && options.seed !== DEFAULT_SEED) args.push('--seed', shellWord(options.seed));
  if (options.blockIntervalSeconds !== undefined && options.blockIntervalSeconds !== DEFAULT_BLOCK_INTERVAL_SECONDS) args.push('--block-interval', String(options.blockIntervalSeconds));
  if (options.historyAccount) args.push('--history-account');
  if (options.validators !== undefined) args.push('--validators', String(options.validators));
  else if (options.profile === 'mainnet') args.push('--profile', 'mainnet');
  if (options.upgradeFile !== undefined) args.push('--upgrade-file', shellWord(options.upgradeFile));
  return args;
}

async function main(): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`devnet: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  let devnet;
  try {
    devnet = await startDevnet(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'EADDRINUSE' ? `port ${options.port} on ${options.host} is already in use; stop the other process or pass --port` : (error as Error).message;
    console.error(`devnet: ${message}`);
    process.exit(1);
  }
  console.log(`devnet: node listening at ${devnet.url}`);
  console.log(`devnet: genesis time ${devnet.genesisTime} (${new Date(devnet.genesisTime * 1000).toISOString()})`);
  console.log(`devnet:   another devnet of this network: npm run devnet -- ${networkArgs(options, devnet.genesisTime).join(' ')}`);
  console.log(`devnet:   P-Chain ${devnet.url}/ext/bc/P   C-Chain ${devnet.url}/ext/bc/C/rpc`);
  if (options.admin) console.log(`devnet:   admin ${devnet.url}/ext/bc/C/admin (profiles go to ${options.profileDir})`);
  if (options.control) console.log(`devnet:   control ${devnet.url}/ext/devnet/control`);
  if (options.serveDir) console.log(`devnet: explorer at ${devnet.url}/`);
  if (options.observer) console.log(`devnet: answering uptime and connected as observer ${options.observer}`);
  if (options.historyAccount) {
    // After the start, when the EVM modules are loaded anyway.
    const { historyAccountAddress } = await import('./evm/history-activity');
    console.log(`devnet: history account ${historyAccountAddress(options.seed ?? DEFAULT_SEED)} (a tx sent and a transfer received every 10 blocks)`);
  }
  if (devnet.resumed) console.log(`devnet: data dir ${options.dataDir}: ${devnet.resumed.entries} journal entries replayed, P-Chain height ${devnet.resumed.height}`);
  const stop = (signal: string) => {
    console.log(`devnet: ${signal}, stopping`);
    devnet.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

void main();

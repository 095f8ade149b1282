import { MethodError, type JsonOutput, type Service } from '../handler';
import { fromHex, toHex } from '../../src/lib/hex';
import { KeystoreError } from '../keystore/keystore';
import { objectParams, str, stringArray, uint } from '../params';
import type { FaultInjector, FaultSettings } from './faults';

/**
 * `control.*` at /ext/devnet/control (only with --control): drive time and blocks, reset to
 * genesis, inject faults into the other endpoints, and add key-store users. Never part of the
 * spec's groups. `setFaults({ latencyMs, errorRate, failMethods, garbageMethods, dropConnections })`
 * replaces all faults at once (see FaultSettings); `clearFaults` removes them.
 * `dropWebSockets({ refuseMs })` ends every open WebSocket now and refuses new ones for a while,
 * so a client's reconnection can be watched.
 */
export interface ControlTarget {
  faults: FaultInjector;
  advanceTime(seconds: number): Promise<void>;
  produceBlocks(count: number): Promise<void>;
  reset(): Promise<void>;
  pauseClock(): void;
  resumeClock(): void;
  /** Every chain's head: waits for every EVM chain to be built. */
  status(): JsonOutput | Promise<JsonOutput>;
  /** The P-Chain's head and whether the clock runs: what pausing and resuming change, with no chain built for it. */
  clock(): JsonOutput;
  /** Plays the warp signature aggregator: the signed form of an unsigned warp message. */
  signWarpMessage(unsignedMessage: Uint8Array): Uint8Array;
  /** Adds a key-store user (the chain-native key-store methods act for it). */
  createUser(username: string, password: string): Promise<void>;
}

/** Keeps one call from stalling the node. */
const MAX_BLOCKS_PER_CALL = 10_000n;
const MAX_ADVANCE_SECONDS = 10n * 365n * 24n * 3600n;
const MAX_LATENCY_MS = 60_000;
const MAX_REFUSE_WEBSOCKETS_MS = 600_000n;

function rate(value: unknown, name: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'number' || value < 0 || value > 1) throw new MethodError(`${name} must be a number between 0 and 1`);
  return value;
}

function faultSettings(params: unknown): FaultSettings {
  const args = objectParams(params);
  const latency = args.latencyMs ?? 0;
  if (typeof latency !== 'number' || !Number.isInteger(latency) || latency < 0 || latency > MAX_LATENCY_MS) {
    throw new MethodError(`latencyMs must be an integer between 0 and ${MAX_LATENCY_MS}`);
  }
  return {
    latencyMs: latency,
    errorRate: rate(args.errorRate, 'errorRate'),
    failMethods: stringArray(args.failMethods, 'failMethods'),
    garbageMethods: stringArray(args.garbageMethods, 'garbageMethods'),
    dropConnections: rate(args.dropConnections, 'dropConnections'),
  };
}

export function controlService(target: ControlTarget): Service {
  return {
    advanceTime: async (params) => {
      const seconds = uint(objectParams(params).seconds, 'seconds', MAX_ADVANCE_SECONDS);
      await target.advanceTime(Number(seconds));
      return target.status();
    },
    produceBlocks: async (params) => {
      const given = objectParams(params).count;
      const count = given === undefined || given === null ? 1n : uint(given, 'count', MAX_BLOCKS_PER_CALL);
      await target.produceBlocks(Number(count));
      return target.status();
    },
    reset: async () => {
      await target.reset();
      return target.status();
    },
    pauseClock: () => {
      target.pauseClock();
      return target.clock();
    },
    resumeClock: () => {
      target.resumeClock();
      return target.clock();
    },
    setFaults: (params) => {
      target.faults.set(faultSettings(params));
      return target.status();
    },
    clearFaults: () => {
      target.faults.clear();
      return target.status();
    },
    dropWebSockets: (params) => {
      const refuseMs = uint(objectParams(params).refuseMs, 'refuseMs', MAX_REFUSE_WEBSOCKETS_MS);
      return { closed: target.faults.dropWebSockets(Number(refuseMs)) };
    },
    status: () => target.status(),
    signWarpMessage: (params) => {
      const text = str(objectParams(params).message, 'message');
      let message: Uint8Array;
      try {
        message = fromHex(text);
      } catch (error) {
        throw new MethodError(`message must be 0x-prefixed hex: ${(error as Error).message}`);
      }
      return { signedMessage: toHex(target.signWarpMessage(message)) };
    },
    createUser: async (params) => {
      const args = objectParams(params);
      const username = str(args.username, 'username');
      try {
        await target.createUser(username, str(args.password, 'password'));
      } catch (error) {
        if (error instanceof KeystoreError) throw new MethodError(error.message);
        throw error;
      }
      return { username };
    },
  };
}

// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsonValue } from '../../lib/json-value';
import { HEAD_POLL_MS } from '../../queries/chain-head';
import { BLOCK } from '../../rpc/testing/evm-samples';
import { renderPage } from './evm-test-node';
import { Component } from './EvmBlocksPage';

const ROUTE = 'chains/:chainId/blocks';
const SOCKET_URL = 'ws://node.test/ext/bc/C/ws';
const ABNORMAL_CLOSURE = 1006;

const blockAt = ([number = null]: JsonValue[]) => ({ ...BLOCK, number, hash: `0x${BigInt(String(number)).toString(16).padStart(64, '0')}`, transactions: [] });

/** The browser's WebSocket at the edge of the system: the test plays the node's side. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closed = true;
  }

  /** Accepts the connection and confirms the `newHeads` subscription it asks for. */
  accept() {
    act(() => this.onopen?.());
    const request = JSON.parse(this.sent.at(-1)!) as { id: number; method: string; params: string[] };
    expect(request).toMatchObject({ method: 'eth_subscribe', params: ['newHeads'] });
    act(() => this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id: request.id, result: '0x1f' }) }));
  }

  head(number: bigint) {
    const result = { number: `0x${number.toString(16)}`, hash: `0x${'ab'.repeat(32)}`, parentHash: `0x${'cd'.repeat(32)}`, timestamp: '0x6553f100' };
    act(() => this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0x1f', result } }) }));
  }

  drop() {
    act(() => this.onclose?.({ code: ABNORMAL_CLOSURE }));
  }
}

const open = () => FakeSocket.all.filter((socket) => !socket.closed);
const status = () => screen.getByRole('status', { name: 'Head updates' });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

function renderLive() {
  const page = renderPage(ROUTE, '/local/chains/C/blocks', Component, { eth_blockNumber: '0x2a', eth_getBlockByNumber: blockAt });
  const headPolls = () => page.calls.filter((call) => call.method === 'eth_blockNumber').length;
  return { ...page, headPolls };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(async () => {
  cleanup();
  // The page closes its socket shortly after it unmounts.
  await waitFor(() => expect(open()).toEqual([]), { timeout: 3000 });
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('EvmBlocksPage, live', () => {
  it('default: one socket for the page; a pushed head adds its block row at once, with no poll', async () => {
    const page = renderLive();
    await screen.findByRole('table', { name: 'Blocks 42 to 18' });
    expect(FakeSocket.all.map((socket) => socket.url)).toEqual([SOCKET_URL]);
    expect(status()).toHaveTextContent('Polling');
    FakeSocket.all[0]!.accept();
    expect(status()).toHaveTextContent('Live');
    const polls = page.headPolls();

    FakeSocket.all[0]!.head(43n);
    expect(await screen.findByRole('table', { name: 'Blocks 43 to 19' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '43' })).toHaveAttribute('href', '/local/chains/C/blocks/43');
    expect(page.headPolls()).toBe(polls);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('behavior: while the socket is down the status says so and the head is polled again', async () => {
    const page = renderLive();
    await screen.findByRole('table', { name: 'Blocks 42 to 18' });
    FakeSocket.all[0]!.accept();
    FakeSocket.all[0]!.drop();
    expect(status()).toHaveTextContent('Reconnecting… (attempt 1)');
    await waitFor(() => expect(page.headPolls()).toBeGreaterThan(1), { timeout: HEAD_POLL_MS * 2 });
    // The next attempt opens a new socket, which subscribes again.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    FakeSocket.all[1]!.accept();
    expect(status()).toHaveTextContent('Live');
  });

  it('behavior: a hidden tab closes the socket and a visible one opens it again', async () => {
    renderLive();
    await screen.findByRole('table', { name: 'Blocks 42 to 18' });
    FakeSocket.all[0]!.accept();
    setVisibility('hidden');
    expect(open()).toEqual([]);
    expect(status()).toHaveTextContent('Polling');
    setVisibility('visible');
    expect(open()).toHaveLength(1);
    open()[0]!.accept();
    expect(status()).toHaveTextContent('Live');
  });
});

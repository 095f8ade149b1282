import { evmWebSocketUrl, subscribeNewHeads, type EvmHead, type HeadSubscription, type HeadSubscriptionState } from '../rpc/head-subscription';

/**
 * The tab's `newHeads` sockets: one per node and chain however many components follow it, open
 * only while someone follows it and the tab is visible (like the polling it replaces).
 */
interface HeadSocket {
  baseUrl: string;
  chain: string;
  followers: Set<(head: EvmHead) => void>;
  subscription?: HeadSubscription;
  state: HeadSubscriptionState;
  closeTimer?: ReturnType<typeof setTimeout>;
}

const CLOSED: HeadSubscriptionState = { status: 'closed' };
/** Navigating between two pages of one chain unmounts one follower before the next mounts: keep the socket meanwhile. */
const CLOSE_GRACE_MS = 1000;

const sockets = new Map<string, HeadSocket>();
const watchers = new Set<() => void>();
let watchingVisibility = false;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function setState(socket: HeadSocket, state: HeadSubscriptionState): void {
  socket.state = state;
  for (const notify of watchers) notify();
}

function open(socket: HeadSocket): void {
  socket.subscription = subscribeNewHeads({
    baseUrl: socket.baseUrl,
    chain: socket.chain,
    onHead: (head) => socket.followers.forEach((follower) => follower(head)),
    onState: (state) => setState(socket, state),
  });
  setState(socket, socket.subscription.state);
}

function shut(socket: HeadSocket): void {
  socket.subscription?.close();
  socket.subscription = undefined;
  setState(socket, CLOSED);
}

/** The socket's URL; none for a chain that cannot be named in one (its head query reports that). */
function socketUrl(baseUrl: string, chain: string): string | undefined {
  try {
    return evmWebSocketUrl(baseUrl, chain);
  } catch {
    return undefined;
  }
}

function onVisibilityChange(): void {
  for (const socket of sockets.values()) {
    if (isHidden()) shut(socket);
    else if (!socket.subscription) open(socket);
  }
}

/** Follows a chain's new heads until the returned function is called. */
export function followHeads(baseUrl: string, chain: string, follower: (head: EvmHead) => void): () => void {
  const url = socketUrl(baseUrl, chain);
  if (url === undefined) return () => undefined;
  let socket = sockets.get(url);
  if (!socket) {
    socket = { baseUrl, chain, followers: new Set(), state: CLOSED };
    sockets.set(url, socket);
    if (!watchingVisibility && typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', onVisibilityChange);
      watchingVisibility = true;
    }
    if (!isHidden()) open(socket);
  }
  clearTimeout(socket.closeTimer);
  socket.followers.add(follower);
  const followed = socket;
  return () => {
    followed.followers.delete(follower);
    if (followed.followers.size > 0) return;
    followed.closeTimer = setTimeout(() => {
      if (followed.followers.size > 0) return;
      shut(followed);
      sockets.delete(url);
    }, CLOSE_GRACE_MS);
  };
}

/** The state of a chain's socket (closed when nobody follows it). */
export function headSocketState(baseUrl: string, chain: string): HeadSubscriptionState {
  const url = socketUrl(baseUrl, chain);
  return (url === undefined ? undefined : sockets.get(url)?.state) ?? CLOSED;
}

/** Calls `notify` whenever any socket changes state; returns the function that stops it. */
export function watchHeadSockets(notify: () => void): () => void {
  watchers.add(notify);
  return () => watchers.delete(notify);
}

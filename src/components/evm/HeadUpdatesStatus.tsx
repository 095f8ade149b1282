import { useEvmHeadSocket } from '../../queries/evm-head';
import type { HeadSubscriptionState } from '../../rpc/head-subscription';
import { Badge, type BadgeTone } from '../ui/Badge';

/** How new heads reach the page: pushed over the chain's WebSocket, or polled while it is down. */
function headUpdates(state: HeadSubscriptionState): { label: string; tone: BadgeTone; title: string } {
  switch (state.status) {
    case 'live':
      return { label: 'Live', tone: 'success', title: 'New blocks arrive over the node’s WebSocket as they are accepted' };
    case 'reconnecting':
      return {
        label: `Reconnecting… (attempt ${state.attempt})`,
        tone: 'warning',
        title: `The node’s WebSocket is down: ${state.error.message} The head is polled meanwhile.`,
      };
    default:
      return { label: 'Polling', tone: 'neutral', title: 'The head is asked for every couple of seconds' };
  }
}

/** A small badge that says whether a chain's head is live or polled. */
export function HeadUpdatesStatus({ chain }: { chain: string }) {
  const { label, tone, title } = headUpdates(useEvmHeadSocket(chain));
  return (
    <p role="status" aria-label="Head updates" className="text-sm">
      <Badge tone={tone} title={title}>
        {label}
      </Badge>
    </p>
  );
}

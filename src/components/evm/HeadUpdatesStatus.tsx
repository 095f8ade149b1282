import { t } from '@lingui/core/macro';
import { useEvmHeadSocket } from '../../queries/evm-head';
import type { HeadSubscriptionState } from '../../rpc/head-subscription';
import { Badge, type BadgeTone } from '../ui/Badge';
import { errorText } from '../status/error-text';

/** How new heads reach the page: pushed over the chain's WebSocket, or polled while it is down. */
function headUpdates(state: HeadSubscriptionState): { label: string; tone: BadgeTone; title: string } {
  switch (state.status) {
    case 'live':
      return { label: t`Live`, tone: 'success', title: t`New blocks arrive over the node’s WebSocket as they are accepted` };
    case 'reconnecting': {
      const attempt = state.attempt;
      const reason = errorText(state.error);
      return {
        label: t`Reconnecting… (attempt ${attempt})`,
        tone: 'warning',
        title: t`The node’s WebSocket is down: ${reason} The head is polled meanwhile.`,
      };
    }
    default:
      return { label: t`Polling`, tone: 'neutral', title: t`The head is asked for every couple of seconds` };
  }
}

/** A small badge that says whether a chain's head is live or polled. */
export function HeadUpdatesStatus({ chain }: { chain: string }) {
  const { label, tone, title } = headUpdates(useEvmHeadSocket(chain));
  return (
    <p role="status" aria-label={t`Head updates`} className="text-sm">
      <Badge tone={tone} title={title}>
        {label}
      </Badge>
    </p>
  );
}

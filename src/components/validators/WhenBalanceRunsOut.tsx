import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';
import { RUNWAY_TEXT as T } from './runway-text';
import { Slotted } from '../ui/Slotted';
import { SLOT } from '../../lib/message-slot';

/** What happens to an L1 validator when its balance reaches zero, where the rest goes, and how to top it up. */
export function WhenBalanceRunsOut() {
  const { ref } = useNetwork();
  return (
    <Card title={T.atZeroTitle}>
      <div className="max-w-3xl space-y-2 text-sm">
        <p>{T.atZeroDeactivated}</p>
        <p>{T.atZeroRemaining}</p>
        <p>
          <Slotted text={T.topUp(SLOT)}>
            <TextLink to={paths.broadcast(ref)}>{T.topUpLink}</TextLink>
          </Slotted>
        </p>
      </div>
    </Card>
  );
}

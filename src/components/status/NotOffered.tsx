import type { NotOfferedError } from '../../rpc/errors';
import { errorText } from './error-text';

/** One line for an API the node does not have: nothing failed, so no error box and no retry. */
export function NotOffered({ error }: { error: NotOfferedError }) {
  return (
    <p role="status" className="text-sm text-muted">
      {errorText(error)}
    </p>
  );
}

import { notChecked, type Check } from './check';
import { VERIFY_TEXT } from './verify-text';

/** One endpoint's answer to the same call, put in a few words, or why it gave none. */
export type EndpointReply = { url: string; answer: string } | { url: string; error: string };

/**
 * The value a page shows (a block's hash or ID) against the one each endpoint gives for the same
 * block: a node that forged its chain alone stands out against the others. An endpoint that gives
 * no answer is named but does not fail the check.
 */
export function acrossNodesCheck(what: string, shown: string, replies: readonly EndpointReply[]): Check {
  const name = VERIFY_TEXT.acrossNodes(what);
  const answered = replies.filter((reply) => 'answer' in reply);
  const silent = replies.filter((reply) => 'error' in reply).map((reply) => reply.url);
  const other = answered.find((reply) => reply.answer !== shown);
  if (other) {
    return {
      name,
      status: 'fails',
      compared: [
        { label: `${what} shown`, value: shown },
        { label: `${what} from ${other.url}`, value: other.answer },
      ],
      reason: `the ${what} shown against the one each of the ${replies.length} nodes gives for the same block; ${other.url} gives another`,
    };
  }
  const noAnswer = silent.length > 0 ? `; no answer from ${silent.join(', ')}` : '';
  if (answered.length === 0) return notChecked(name, `no node answered${noAnswer}`);
  return { name, status: 'verified', reason: `the ${what} shown is the one ${answered.map((reply) => reply.url).join(', ')} give${noAnswer}` };
}

import { notChecked, type Check } from './check';
import type { AcrossWhat } from './check-name';

/** One endpoint's answer to the same call, put in a few words, or why it gave none. */
export type EndpointReply = { url: string; answer: string } | { url: string; error: string };

/**
 * The value a page shows (a block's hash or ID) against the one each endpoint gives for the same
 * block: a node that forged its chain alone stands out against the others. An endpoint that gives
 * no answer is named but does not fail the check; an empty answer is a node without that block.
 */
export function acrossNodesCheck(what: AcrossWhat, shown: string, replies: readonly EndpointReply[]): Check {
  const name = { code: 'acrossNodes', what } as const;
  const answered = replies.filter((reply) => 'answer' in reply);
  const silent = replies.filter((reply) => 'error' in reply).map((reply) => reply.url);
  const other = answered.find((reply) => reply.answer !== shown);
  if (other) {
    return {
      name,
      status: 'fails',
      compared: [
        { label: { code: 'acrossShown', what }, value: shown },
        { label: { code: 'acrossFrom', what, url: other.url }, value: other.answer === '' ? { kind: 'no-block' } : other.answer },
      ],
      reason: { kind: 'across-differs', what, nodes: replies.length, other: other.url },
    };
  }
  if (answered.length === 0) return notChecked(name, { kind: 'none-answered', silent });
  return { name, status: 'verified', reason: { kind: 'across-agrees', what, answered: answered.map((reply) => reply.url), silent } };
}

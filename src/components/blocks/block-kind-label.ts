import type { InferredBlockKind } from '../../lib/codec/infer-kind';

const LABELS: Record<InferredBlockKind, string> = {
  BanffStandardBlock: 'Standard',
  BanffProposalBlock: 'Proposal',
  BanffCommitBlock: 'Commit',
  BanffAbortBlock: 'Abort',
  BanffCommitOrAbortBlock: 'Commit or abort',
  ApricotStandardBlock: 'Standard (Apricot)',
  ApricotProposalBlock: 'Proposal (Apricot)',
  ApricotAtomicBlock: 'Atomic (Apricot)',
  ApricotCommitBlock: 'Commit (Apricot)',
  ApricotAbortBlock: 'Abort (Apricot)',
  ApricotCommitOrAbortBlock: 'Commit or abort (Apricot)',
};

/** A short, readable name of a block kind. */
export function blockKindLabel(kind: InferredBlockKind): string {
  return LABELS[kind];
}

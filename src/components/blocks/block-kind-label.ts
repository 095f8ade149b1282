import { t } from '@lingui/core/macro';
import type { InferredBlockKind } from '../../lib/codec/infer-kind';

const LABELS: Record<InferredBlockKind, string> = {
  get BanffStandardBlock() { return t`Standard`; },
  get BanffProposalBlock() { return t`Proposal`; },
  get BanffCommitBlock() { return t`Commit`; },
  get BanffAbortBlock() { return t`Abort`; },
  get BanffCommitOrAbortBlock() { return t`Commit or abort`; },
  get ApricotStandardBlock() { return t`Standard (Apricot)`; },
  get ApricotProposalBlock() { return t`Proposal (Apricot)`; },
  get ApricotAtomicBlock() { return t`Atomic (Apricot)`; },
  get ApricotCommitBlock() { return t`Commit (Apricot)`; },
  get ApricotAbortBlock() { return t`Abort (Apricot)`; },
  get ApricotCommitOrAbortBlock() { return t`Commit or abort (Apricot)`; },
};

/** A short, readable name of a block kind, in the active locale. */
export function blockKindLabel(kind: InferredBlockKind): string {
  return LABELS[kind];
}

import type { ReactNode } from 'react';
import { C_CHAIN_ALIAS } from '../../queries/chains';
import { NotFound } from '../status/NotFound';
import { C_CHAIN_MISSING } from './evm-chain-text';

export interface UnsupportedMethodProps {
  title: string;
  chain: string;
  /** Which C-Chain explanation applies on the C-Chain. */
  missing: keyof typeof C_CHAIN_MISSING;
  /** What to say on any other chain. */
  otherChain: string;
  /** The node's own words. */
  message: string;
  children?: ReactNode;
}

/** Says that the node does not serve a subnet-EVM method on this chain, and why where the reason is known. */
export function UnsupportedMethod({ title, chain, missing, otherChain, message, children }: UnsupportedMethodProps) {
  return (
    <NotFound title={title}>
      <p>{chain === C_CHAIN_ALIAS ? C_CHAIN_MISSING[missing] : otherChain}</p>
      <p className="mt-1">The node said: {message}</p>
      {children}
    </NotFound>
  );
}

import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { C_CHAIN_ALIAS } from '../../queries/chains';
import { NotFound } from '../status/NotFound';
import { MISSING_METHODS } from './evm-chain-text';
import { InEnglish } from '../ui/InEnglish';

export interface UnsupportedMethodProps {
  chain: string;
  /** Which methods are missing. */
  missing: keyof typeof MISSING_METHODS;
  /** The node's own words. */
  message: string;
  children?: ReactNode;
}

/** Says that the node does not serve a subnet-EVM method on this chain, and why where the reason is known. */
export function UnsupportedMethod({ chain, missing, message, children }: UnsupportedMethodProps) {
  const text = MISSING_METHODS[missing];
  return (
    <NotFound title={text.title}>
      <p>{chain === C_CHAIN_ALIAS ? text.cChain : text.otherChain}</p>
      <p className="mt-1">
        {t`The node said:`} <InEnglish>{message}</InEnglish>
      </p>
      {children}
    </NotFound>
  );
}

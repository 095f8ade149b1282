/** Side-by-side comparison of the active rules of an EVM chain at two times. */

export type RuleGroup = 'eth' | 'chain' | 'precompile';

export interface RulesSnapshot {
  ethRules: Record<string, boolean>;
  chainRules: Record<string, boolean>;
  /** Precompile config keys active at that time. */
  precompiles: readonly string[];
}

export interface RuleRow {
  group: RuleGroup;
  /** Flag name as the node sends it (`IsDurango`) or the precompile config key. */
  key: string;
  at: boolean;
  /** Value at the comparison time, when one is given. */
  vs?: boolean;
  changed: boolean;
}

function groupRows(group: RuleGroup, at: Record<string, boolean>, vs: Record<string, boolean> | undefined): RuleRow[] {
  const keys = [...new Set([...Object.keys(at), ...Object.keys(vs ?? {})])];
  return keys.map((key) => {
    const first = at[key] === true;
    if (vs === undefined) return { group, key, at: first, changed: false };
    const second = vs[key] === true;
    return { group, key, at: first, vs: second, changed: first !== second };
  });
}

const asFlags = (keys: readonly string[]): Record<string, boolean> => Object.fromEntries(keys.map((key) => [key, true]));

/** Every rule flag and precompile of either snapshot, in the node's order, marked where they differ. */
export function compareRules(at: RulesSnapshot, vs?: RulesSnapshot): RuleRow[] {
  return [
    ...groupRows('eth', at.ethRules, vs?.ethRules),
    ...groupRows('chain', at.chainRules, vs?.chainRules),
    ...groupRows('precompile', asFlags(at.precompiles), vs && asFlags(vs.precompiles)),
  ];
}

const RULE_PREFIX = /^Is/;

/** `IsSubnetEVM` → "SubnetEVM", `IsEIP150` → "EIP150": the flag without its `Is`. */
export function ruleLabel(key: string): string {
  return key.replace(RULE_PREFIX, '');
}

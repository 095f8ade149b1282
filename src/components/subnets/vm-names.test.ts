import { describe, expect, it } from 'vitest';
import { vmInfo } from './vm-names';

describe('vmInfo', () => {
  it('default: well-known VM IDs from the reference', () => {
    expect(vmInfo('srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy')).toEqual({ name: 'Subnet-EVM', evm: 'subnet-evm' });
    expect(vmInfo('mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6').evm).toBe('coreth');
    expect(vmInfo('jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq').evm).toBeUndefined();
  });
  it('args: an unknown ID is a custom VM', () => {
    expect(vmInfo('2Z4UrX6pLwMZ6f1JNcNJB6vjA4xbnDRGCdjt5rUnWSbtkXbp8Y')).toEqual({ name: 'Custom VM' });
  });
});

import type { Abi } from 'viem';

/**
 * ABIs every explorer knows without being told: the token standards, WETH-style wrapping and the
 * platform's precompiles (checked against subnet-evm's published Solidity interfaces). Plain data,
 * so importing this module pulls in no viem code.
 */

/** The precompiles' fixed addresses (lower case). */
export const PRECOMPILE_ADDRESSES = {
  contractDeployerAllowList: '0x0200000000000000000000000000000000000000',
  contractNativeMinter: '0x0200000000000000000000000000000000000001',
  txAllowList: '0x0200000000000000000000000000000000000002',
  feeManager: '0x0200000000000000000000000000000000000003',
  rewardManager: '0x0200000000000000000000000000000000000004',
  warpMessenger: '0x0200000000000000000000000000000000000005',
} as const;

const addressInput = [{ name: 'addr', type: 'address' }] as const;

/** The role functions and event every allow-list precompile shares (roles: 0 none, 1 enabled, 2 admin, 3 manager). */
export const ALLOW_LIST_ABI = [
  { type: 'function', name: 'readAllowList', stateMutability: 'view', inputs: addressInput, outputs: [{ name: 'role', type: 'uint256' }] },
  { type: 'function', name: 'setAdmin', stateMutability: 'nonpayable', inputs: addressInput, outputs: [] },
  { type: 'function', name: 'setManager', stateMutability: 'nonpayable', inputs: addressInput, outputs: [] },
  { type: 'function', name: 'setEnabled', stateMutability: 'nonpayable', inputs: addressInput, outputs: [] },
  { type: 'function', name: 'setNone', stateMutability: 'nonpayable', inputs: addressInput, outputs: [] },
  {
    type: 'event',
    name: 'RoleSet',
    anonymous: false,
    inputs: [
      { name: 'role', type: 'uint256', indexed: true },
      { name: 'account', type: 'address', indexed: true },
      { name: 'sender', type: 'address', indexed: true },
      { name: 'oldRole', type: 'uint256', indexed: false },
    ],
  },
] as const satisfies Abi;

export const NATIVE_MINTER_ABI = [
  ...ALLOW_LIST_ABI,
  {
    type: 'function',
    name: 'mintNativeCoin',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'addr', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'NativeCoinMinted',
    anonymous: false,
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'recipient', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
] as const satisfies Abi;

const FEE_CONFIG_FIELDS = [
  { name: 'gasLimit', type: 'uint256' },
  { name: 'targetBlockRate', type: 'uint256' },
  { name: 'minBaseFee', type: 'uint256' },
  { name: 'targetGas', type: 'uint256' },
  { name: 'baseFeeChangeDenominator', type: 'uint256' },
  { name: 'minBlockGasCost', type: 'uint256' },
  { name: 'maxBlockGasCost', type: 'uint256' },
  { name: 'blockGasCostStep', type: 'uint256' },
] as const;

export const FEE_MANAGER_ABI = [
  ...ALLOW_LIST_ABI,
  { type: 'function', name: 'getFeeConfig', stateMutability: 'view', inputs: [], outputs: FEE_CONFIG_FIELDS },
  {
    type: 'function',
    name: 'getFeeConfigLastChangedAt',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256' }],
  },
  { type: 'function', name: 'setFeeConfig', stateMutability: 'nonpayable', inputs: FEE_CONFIG_FIELDS, outputs: [] },
  {
    type: 'event',
    name: 'FeeConfigChanged',
    anonymous: false,
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'oldFeeConfig', type: 'tuple', indexed: false, components: FEE_CONFIG_FIELDS },
      { name: 'newFeeConfig', type: 'tuple', indexed: false, components: FEE_CONFIG_FIELDS },
    ],
  },
] as const satisfies Abi;

export const REWARD_MANAGER_ABI = [
  ...ALLOW_LIST_ABI,
  { type: 'function', name: 'allowFeeRecipients', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'areFeeRecipientsAllowed',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'isAllowed', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'currentRewardAddress',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'rewardAddress', type: 'address' }],
  },
  { type: 'function', name: 'disableRewards', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  { type: 'function', name: 'setRewardAddress', stateMutability: 'nonpayable', inputs: addressInput, outputs: [] },
  {
    type: 'event',
    name: 'RewardAddressChanged',
    anonymous: false,
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'oldRewardAddress', type: 'address', indexed: true },
      { name: 'newRewardAddress', type: 'address', indexed: true },
    ],
  },
  { type: 'event', name: 'FeeRecipientsAllowed', anonymous: false, inputs: [{ name: 'sender', type: 'address', indexed: true }] },
  { type: 'event', name: 'RewardsDisabled', anonymous: false, inputs: [{ name: 'sender', type: 'address', indexed: true }] },
] as const satisfies Abi;

const warpIndex = [{ name: 'index', type: 'uint32' }] as const;

export const WARP_MESSENGER_ABI = [
  {
    type: 'function',
    name: 'sendWarpMessage',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'payload', type: 'bytes' }],
    outputs: [{ name: 'messageID', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'getVerifiedWarpMessage',
    stateMutability: 'view',
    inputs: warpIndex,
    outputs: [
      {
        name: 'message',
        type: 'tuple',
        components: [
          { name: 'sourceChainID', type: 'bytes32' },
          { name: 'originSenderAddress', type: 'address' },
          { name: 'payload', type: 'bytes' },
        ],
      },
      { name: 'valid', type: 'bool' },
    ],
  },
  {
    type: 'function',
    name: 'getVerifiedWarpBlockHash',
    stateMutability: 'view',
    inputs: warpIndex,
    outputs: [
      {
        name: 'warpBlockHash',
        type: 'tuple',
        components: [
          { name: 'sourceChainID', type: 'bytes32' },
          { name: 'blockHash', type: 'bytes32' },
        ],
      },
      { name: 'valid', type: 'bool' },
    ],
  },
  { type: 'function', name: 'getBlockchainID', stateMutability: 'view', inputs: [], outputs: [{ name: 'blockchainID', type: 'bytes32' }] },
  {
    type: 'event',
    name: 'SendWarpMessage',
    anonymous: false,
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'messageID', type: 'bytes32', indexed: true },
      { name: 'message', type: 'bytes', indexed: false },
    ],
  },
] as const satisfies Abi;

const approvalForAll = {
  type: 'event',
  name: 'ApprovalForAll',
  anonymous: false,
  inputs: [
    { name: 'owner', type: 'address', indexed: true },
    { name: 'operator', type: 'address', indexed: true },
    { name: 'approved', type: 'bool', indexed: false },
  ],
} as const;
const setApprovalForAll = {
  type: 'function',
  name: 'setApprovalForAll',
  stateMutability: 'nonpayable',
  inputs: [
    { name: 'operator', type: 'address' },
    { name: 'approved', type: 'bool' },
  ],
  outputs: [],
} as const;
const isApprovedForAll = {
  type: 'function',
  name: 'isApprovedForAll',
  stateMutability: 'view',
  inputs: [
    { name: 'owner', type: 'address' },
    { name: 'operator', type: 'address' },
  ],
  outputs: [{ name: '', type: 'bool' }],
} as const;
const stringGetter = (name: string) =>
  ({ type: 'function', name, stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] }) as const;

export const ERC20_ABI = [
  stringGetter('name'),
  stringGetter('symbol'),
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint8' }] },
  { type: 'function', name: 'totalSupply', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allowance',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'event',
    name: 'Transfer',
    anonymous: false,
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Approval',
    anonymous: false,
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'spender', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
] as const satisfies Abi;

const tokenIdInput = [{ name: 'tokenId', type: 'uint256' }] as const;

export const ERC721_ABI = [
  stringGetter('name'),
  stringGetter('symbol'),
  { type: 'function', name: 'tokenURI', stateMutability: 'view', inputs: tokenIdInput, outputs: [{ name: '', type: 'string' }] },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  { type: 'function', name: 'ownerOf', stateMutability: 'view', inputs: tokenIdInput, outputs: [{ name: '', type: 'address' }] },
  { type: 'function', name: 'getApproved', stateMutability: 'view', inputs: tokenIdInput, outputs: [{ name: '', type: 'address' }] },
  isApprovedForAll,
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'view',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
  setApprovalForAll,
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'safeTransferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'safeTransferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'Transfer',
    anonymous: false,
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'tokenId', type: 'uint256', indexed: true },
    ],
  },
  {
    type: 'event',
    name: 'Approval',
    anonymous: false,
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'approved', type: 'address', indexed: true },
      { name: 'tokenId', type: 'uint256', indexed: true },
    ],
  },
  approvalForAll,
] as const satisfies Abi;

export const ERC1155_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'id', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'balanceOfBatch',
    stateMutability: 'view',
    inputs: [
      { name: 'accounts', type: 'address[]' },
      { name: 'ids', type: 'uint256[]' },
    ],
    outputs: [{ name: '', type: 'uint256[]' }],
  },
  { type: 'function', name: 'uri', stateMutability: 'view', inputs: [{ name: 'id', type: 'uint256' }], outputs: [{ name: '', type: 'string' }] },
  isApprovedForAll,
  setApprovalForAll,
  {
    type: 'function',
    name: 'safeTransferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'id', type: 'uint256' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'safeBatchTransferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'ids', type: 'uint256[]' },
      { name: 'values', type: 'uint256[]' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'TransferSingle',
    anonymous: false,
    inputs: [
      { name: 'operator', type: 'address', indexed: true },
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'id', type: 'uint256', indexed: false },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'TransferBatch',
    anonymous: false,
    inputs: [
      { name: 'operator', type: 'address', indexed: true },
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'ids', type: 'uint256[]', indexed: false },
      { name: 'values', type: 'uint256[]', indexed: false },
    ],
  },
  approvalForAll,
  {
    type: 'event',
    name: 'URI',
    anonymous: false,
    inputs: [
      { name: 'value', type: 'string', indexed: false },
      { name: 'id', type: 'uint256', indexed: true },
    ],
  },
] as const satisfies Abi;

/** Wrapped native coin (WETH9-style): `deposit` wraps the value sent, `withdraw` unwraps. */
export const WETH_ABI = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  { type: 'function', name: 'withdraw', stateMutability: 'nonpayable', inputs: [{ name: 'wad', type: 'uint256' }], outputs: [] },
  {
    type: 'event',
    name: 'Deposit',
    anonymous: false,
    inputs: [
      { name: 'dst', type: 'address', indexed: true },
      { name: 'wad', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Withdrawal',
    anonymous: false,
    inputs: [
      { name: 'src', type: 'address', indexed: true },
      { name: 'wad', type: 'uint256', indexed: false },
    ],
  },
] as const satisfies Abi;

export interface NamedAbi {
  /** Shown beside what it decoded, e.g. `ERC-20` or `Fee manager`. */
  name: string;
  abi: Abi;
}

/** The precompiles' ABIs by their address (lower case). */
export const PRECOMPILE_ABIS: Readonly<Record<string, NamedAbi>> = {
  [PRECOMPILE_ADDRESSES.contractDeployerAllowList]: { name: 'Contract deployer allow list', abi: ALLOW_LIST_ABI },
  [PRECOMPILE_ADDRESSES.contractNativeMinter]: { name: 'Native minter', abi: NATIVE_MINTER_ABI },
  [PRECOMPILE_ADDRESSES.txAllowList]: { name: 'Transaction allow list', abi: ALLOW_LIST_ABI },
  [PRECOMPILE_ADDRESSES.feeManager]: { name: 'Fee manager', abi: FEE_MANAGER_ABI },
  [PRECOMPILE_ADDRESSES.rewardManager]: { name: 'Reward manager', abi: REWARD_MANAGER_ABI },
  [PRECOMPILE_ADDRESSES.warpMessenger]: { name: 'Warp messenger', abi: WARP_MESSENGER_ABI },
};

/** The standards tried, in order, on any address whose ABI is not known (by matching selector or topic). */
export const STANDARD_ABIS: readonly NamedAbi[] = [
  { name: 'ERC-20', abi: ERC20_ABI },
  { name: 'ERC-721', abi: ERC721_ABI },
  { name: 'ERC-1155', abi: ERC1155_ABI },
  { name: 'WETH', abi: WETH_ABI },
];

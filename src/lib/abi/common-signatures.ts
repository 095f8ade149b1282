import type { SignatureTable } from './signatures';

/**
 * A small curated table of widely used function, event and error signatures (token extensions,
 * ownership and roles, proxies, routers and pools, multicall, wallets, cross-chain messaging), for a
 * best guess at calls no known ABI covers. Loaded lazily; a match is shown as a guess.
 */
export const COMMON_SIGNATURES: SignatureTable = {
  functions: [
    // Tokens and their common extensions
    'name()', 'symbol()', 'decimals()', 'totalSupply()', 'balanceOf(address)', 'allowance(address,address)',
    'transfer(address,uint256)', 'transferFrom(address,address,uint256)', 'approve(address,uint256)',
    'increaseAllowance(address,uint256)', 'decreaseAllowance(address,uint256)', 'mint(address,uint256)', 'mint(uint256)',
    'burn(uint256)', 'burn(address,uint256)', 'burnFrom(address,uint256)', 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
    'nonces(address)', 'DOMAIN_SEPARATOR()', 'cap()', 'ownerOf(uint256)', 'tokenURI(uint256)', 'safeMint(address,uint256)',
    'safeTransferFrom(address,address,uint256)', 'safeTransferFrom(address,address,uint256,bytes)',
    'safeTransferFrom(address,address,uint256,uint256,bytes)', 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
    'setApprovalForAll(address,bool)', 'isApprovedForAll(address,address)', 'getApproved(uint256)', 'tokenByIndex(uint256)',
    'tokenOfOwnerByIndex(address,uint256)', 'uri(uint256)', 'setURI(string)', 'setBaseURI(string)', 'baseURI()',
    'supportsInterface(bytes4)', 'deposit()', 'withdraw(uint256)', 'deposit(uint256)', 'deposit(uint256,address)',
    'withdraw(uint256,address,address)', 'redeem(uint256,address,address)', 'mint(uint256,address)', 'asset()', 'totalAssets()',
    'convertToShares(uint256)', 'convertToAssets(uint256)', 'previewDeposit(uint256)', 'previewRedeem(uint256)',
    'maxDeposit(address)', 'maxWithdraw(address)',
    // Ownership, roles, pausing
    'owner()', 'transferOwnership(address)', 'renounceOwnership()', 'acceptOwnership()', 'pendingOwner()',
    'hasRole(bytes32,address)', 'grantRole(bytes32,address)', 'revokeRole(bytes32,address)', 'renounceRole(bytes32,address)',
    'getRoleAdmin(bytes32)', 'DEFAULT_ADMIN_ROLE()', 'MINTER_ROLE()', 'PAUSER_ROLE()', 'pause()', 'unpause()', 'paused()',
    // Proxies
    'upgradeTo(address)', 'upgradeToAndCall(address,bytes)', 'implementation()', 'admin()', 'changeAdmin(address)',
    'proxiableUUID()', 'initialize()', 'initialize(address)', 'upgrade(address,address)', 'upgradeAndCall(address,address,bytes)',
    // Multicall
    'multicall(bytes[])', 'multicall(uint256,bytes[])', 'aggregate((address,bytes)[])', 'tryAggregate(bool,(address,bytes)[])',
    'aggregate3((address,bool,bytes)[])', 'aggregate3Value((address,bool,uint256,bytes)[])', 'getEthBalance(address)',
    'getBlockNumber()', 'getCurrentBlockTimestamp()',
    // Routers and pools
    'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)', 'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)',
    'swapExactETHForTokens(uint256,address[],address,uint256)', 'swapETHForExactTokens(uint256,address[],address,uint256)',
    'swapExactTokensForETH(uint256,uint256,address[],address,uint256)', 'swapTokensForExactETH(uint256,uint256,address[],address,uint256)',
    'swapExactAVAXForTokens(uint256,address[],address,uint256)', 'swapExactTokensForAVAX(uint256,uint256,address[],address,uint256)',
    'swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)',
    'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)',
    'addLiquidityETH(address,uint256,uint256,uint256,address,uint256)', 'addLiquidityAVAX(address,uint256,uint256,uint256,address,uint256)',
    'removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)',
    'removeLiquidityETH(address,uint256,uint256,uint256,address,uint256)', 'getAmountsOut(uint256,address[])',
    'getAmountsIn(uint256,address[])', 'getReserves()', 'token0()', 'token1()', 'factory()', 'WETH()', 'WAVAX()',
    'getPair(address,address)', 'createPair(address,address)', 'allPairs(uint256)', 'allPairsLength()',
    'swap(uint256,uint256,address,bytes)', 'sync()', 'skim(address)', 'mint(address)', 'burn(address)',
    'exactInputSingle((address,address,uint24,address,uint256,uint256,uint256,uint160))', 'exactInput((bytes,address,uint256,uint256,uint256))',
    'exactOutputSingle((address,address,uint24,address,uint256,uint256,uint256,uint160))',
    'execute(bytes,bytes[],uint256)', 'execute(bytes,bytes[])', 'refundETH()', 'unwrapWETH9(uint256,address)', 'sweepToken(address,uint256,address)',
    'slot0()', 'liquidity()', 'fee()', 'tickSpacing()', 'observe(uint32[])',
    // Staking and rewards
    'stake(uint256)', 'unstake(uint256)', 'claim()', 'claimRewards()', 'getReward()', 'earned(address)', 'exit()',
    'rewardPerToken()', 'notifyRewardAmount(uint256)', 'delegate(address)', 'delegates(address)', 'getVotes(address)',
    'propose(address[],uint256[],bytes[],string)', 'castVote(uint256,uint8)', 'queue(uint256)', 'execute(uint256)',
    // Wallets and accounts
    'execTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes)', 'getOwners()', 'getThreshold()',
    'addOwnerWithThreshold(address,uint256)', 'isValidSignature(bytes32,bytes)', 'execute(address,uint256,bytes)',
    'executeBatch(address[],uint256[],bytes[])', 'handleOps((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[],address)',
    'entryPoint()', 'getNonce()', 'depositTo(address)',
    // Cross-chain messaging (Teleporter / ICM)
    'sendCrossChainMessage((bytes32,address,(address,uint256),uint256,address[],bytes))', 'receiveCrossChainMessage(uint32,address)',
    'retryMessageExecution(bytes32,(uint256,address,address,uint256,address[],(uint256,address)[],bytes))',
    'getMessageHash(bytes32)', 'messageNonce()', 'blockchainID()', 'send((bytes32,address,address,address,uint256,uint256,uint256,address),uint256)',
    'sendAndCall((bytes32,address,address,bytes,uint256,uint256,address,address,address,uint256,uint256),uint256)',
    // Misc
    'version()', 'getAddress()', 'setOwner(address)', 'setFee(uint256)', 'setPaused(bool)', 'withdraw()', 'withdrawAll()',
    'emergencyWithdraw()', 'rescueTokens(address,address,uint256)', 'latestRoundData()', 'latestAnswer()', 'getPrice(address)',
    'store(uint256)', 'retrieve()', 'set(uint256)', 'get()', 'increment()', 'setGreeting(string)', 'greet()', 'sayHello()',
  ],
  events: [
    'Transfer(address,address,uint256)', 'Approval(address,address,uint256)', 'ApprovalForAll(address,address,bool)',
    'TransferSingle(address,address,address,uint256,uint256)', 'TransferBatch(address,address,address,uint256[],uint256[])',
    'URI(string,uint256)', 'Deposit(address,uint256)', 'Withdrawal(address,uint256)', 'Deposit(address,address,uint256,uint256)',
    'Withdraw(address,address,address,uint256,uint256)', 'OwnershipTransferred(address,address)', 'OwnershipTransferStarted(address,address)',
    'RoleGranted(bytes32,address,address)', 'RoleRevoked(bytes32,address,address)', 'RoleAdminChanged(bytes32,bytes32,bytes32)',
    'Paused(address)', 'Unpaused(address)', 'Upgraded(address)', 'AdminChanged(address,address)', 'BeaconUpgraded(address)',
    'Initialized(uint8)', 'Initialized(uint64)', 'Swap(address,uint256,uint256,uint256,uint256,address)',
    'Swap(address,address,int256,int256,uint160,uint128,int24)', 'Sync(uint112,uint112)', 'Mint(address,uint256,uint256)',
    'Burn(address,uint256,uint256,address)', 'PairCreated(address,address,address,uint256)', 'Staked(address,uint256)',
    'Withdrawn(address,uint256)', 'RewardPaid(address,uint256)', 'RewardAdded(uint256)', 'DelegateChanged(address,address,address)',
    'DelegateVotesChanged(address,uint256,uint256)', 'ExecutionSuccess(bytes32,uint256)', 'ExecutionFailure(bytes32,uint256)',
    'SafeReceived(address,uint256)', 'Received(address,uint256)', 'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
    'SendCrossChainMessage(bytes32,bytes32,(uint256,address,address,uint256,address[],(uint256,address)[],bytes),(address,uint256))',
    'ReceiveCrossChainMessage(bytes32,bytes32,address,address,(uint256,address,address,uint256,address[],(uint256,address)[],bytes))',
    'MessageExecuted(bytes32,bytes32)', 'MessageExecutionFailed(bytes32,bytes32,(uint256,address,address,uint256,address[],(uint256,address)[],bytes))',
    'AnswerUpdated(int256,uint256,uint256)', 'ValueChanged(uint256)', 'GreetingChanged(string)',
  ],
  errors: [
    'OwnableUnauthorizedAccount(address)', 'OwnableInvalidOwner(address)', 'AccessControlUnauthorizedAccount(address,bytes32)',
    'AccessControlBadConfirmation()', 'ERC20InsufficientBalance(address,uint256,uint256)', 'ERC20InsufficientAllowance(address,uint256,uint256)',
    'ERC20InvalidSender(address)', 'ERC20InvalidReceiver(address)', 'ERC20InvalidApprover(address)', 'ERC20InvalidSpender(address)',
    'ERC721NonexistentToken(uint256)', 'ERC721IncorrectOwner(address,uint256,address)', 'ERC721InsufficientApproval(address,uint256)',
    'ERC721InvalidReceiver(address)', 'ERC721InvalidSender(address)', 'ERC721InvalidOwner(address)', 'ERC721InvalidOperator(address)',
    'ERC1155InsufficientBalance(address,uint256,uint256,uint256)', 'ERC1155MissingApprovalForAll(address,address)',
    'ERC1155InvalidReceiver(address)', 'ERC1155InvalidArrayLength(uint256,uint256)', 'ReentrancyGuardReentrantCall()',
    'EnforcedPause()', 'ExpectedPause()', 'InvalidInitialization()', 'NotInitializing()', 'AddressEmptyCode(address)',
    'FailedInnerCall()', 'FailedCall()', 'InsufficientBalance(uint256,uint256)', 'SafeERC20FailedOperation(address)',
    'ECDSAInvalidSignature()', 'ECDSAInvalidSignatureLength(uint256)', 'ERC2612ExpiredSignature(uint256)', 'ERC2612InvalidSigner(address,address)',
    'ERC1967InvalidImplementation(address)', 'ERC1967NonPayable()', 'UUPSUnauthorizedCallContext()', 'Unauthorized()',
    'InsufficientBalance()', 'InvalidAmount()', 'ZeroAddress()', 'TransferFailed()', 'Expired()', 'InvalidSignature()',
  ],
};

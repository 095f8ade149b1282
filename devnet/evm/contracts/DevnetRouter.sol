// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import "./DevnetVault.sol";

/// The devnet's router: calls the vault with value, pays a recipient, and fails on request, so that
/// traces show nested calls, internal transfers and reverts of every kind.
contract DevnetRouter {
    DevnetVault public immutable vault;

    event Forwarded(address indexed to, uint256 deposited, uint256 paid, uint256 vaultHoldings);

    constructor(DevnetVault vault_) {
        vault = vault_;
    }

    /// Half the value goes into the vault, the rest to `to`; then the vault's holdings are read.
    function forward(address payable to) external payable returns (uint256 holdings) {
        uint256 half = msg.value / 2;
        vault.deposit{value: half}();
        (bool paid, ) = to.call{value: msg.value - half}("");
        require(paid, "payment failed");
        holdings = vault.holdings();
        emit Forwarded(to, half, msg.value - half, holdings);
    }

    /// Reverts with `Error(string)`.
    function fail(string calldata reason) external pure {
        revert(reason);
    }

    /// Deposits all the value at once: over the vault's limit this reverts one call down with its custom error.
    function overfill() external payable {
        vault.deposit{value: msg.value}();
    }

    /// Reverts with `Panic(0x12)` when `b` is zero.
    function divide(uint256 a, uint256 b) external pure returns (uint256) {
        return a / b;
    }

    /// Reads the vault's holdings `count` times: one transaction with many calls.
    function fan(uint256 count) external view returns (uint256 total) {
        for (uint256 i = 0; i < count; i++) total += vault.holdings();
    }
}

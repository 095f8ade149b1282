// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// The devnet's vault: takes deposits of the native coin up to a limit per deposit and refuses more
/// with a custom error.
contract DevnetVault {
    uint256 public immutable limit;
    mapping(address => uint256) public deposited;

    event Deposited(address indexed from, uint256 amount);

    error TooMuch(uint256 asked, uint256 limit);

    constructor(uint256 limit_) {
        limit = limit_;
    }

    function deposit() external payable {
        if (msg.value > limit) revert TooMuch(msg.value, limit);
        deposited[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function holdings() external view returns (uint256) {
        return address(this).balance;
    }
}

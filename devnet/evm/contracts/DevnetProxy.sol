// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// A minimal forwarding proxy: every call runs the implementation's code in the proxy's context
/// (a DELEGATECALL), and its result or revert is passed back unchanged.
contract DevnetProxy {
    address public immutable implementation;

    constructor(address implementation_) {
        implementation = implementation_;
    }

    fallback() external payable {
        (bool ok, bytes memory out) = implementation.delegatecall(msg.data);
        assembly {
            switch ok
            case 0 { revert(add(out, 32), mload(out)) }
            default { return(add(out, 32), mload(out)) }
        }
    }

    receive() external payable {}
}

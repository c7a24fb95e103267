// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title BatchExecutor
/// @notice An EIP-7702 delegate: a key account that delegates to it runs a batch of calls in one transaction,
/// all or nothing. Only the account itself may call `execute` (the account sends a transaction to its own
/// address), so nobody else can spend through it.
contract BatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error NotSelf();

    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert NotSelf();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!success) {
                // The failing call's own revert data, so the wallet shows its reason; the whole batch reverts.
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }

    receive() external payable {}
}

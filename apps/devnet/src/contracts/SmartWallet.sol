// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title SmartWallet
/// @notice A minimal contract account with one owner key. It validates signatures through ERC-1271,
/// so dApps see it the way they see deployed smart-contract wallets.
contract SmartWallet {
    bytes4 internal constant ERC1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    // Upper bound for s (EIP-2): signatures above it are malleable copies and are rejected.
    uint256 internal constant HALF_CURVE_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;

    event Executed(address indexed to, uint256 value, bytes data);
    event Received(address indexed from, uint256 value);

    error NotOwner();
    error ExecutionFailed(bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {
        emit Received(msg.sender, msg.value);
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner();
        bool success;
        (success, result) = to.call{value: value}(data);
        if (!success) revert ExecutionFailed(result);
        emit Executed(to, value, data);
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return recover(hash, signature) == owner ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }

    function recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_CURVE_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }
}

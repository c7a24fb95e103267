// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title AirdropNft
/// @notice An ERC-721 collection that mints one token to each of many accounts in one transaction, as airdrop spam
/// does: the local chain's example of what the indexer flags as spam and Activity hides. Anyone may airdrop.
contract AirdropNft {
    string public name;
    string public symbol;
    uint256 public totalSupply;

    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    /// @notice Mints the next token id to each recipient.
    function airdrop(address[] calldata recipients) external {
        uint256 next = totalSupply;
        for (uint256 i = 0; i < recipients.length; i++) {
            address to = recipients[i];
            ownerOf[next] = to;
            balanceOf[to] += 1;
            emit Transfer(address(0), to, next);
            next++;
        }
        totalSupply = next;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 and ERC-721.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd;
    }
}

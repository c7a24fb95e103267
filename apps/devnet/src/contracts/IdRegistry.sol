// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IdRegistry
/// @notice Farcaster ids (fids) and the custody address that owns each, with the read interface of
/// Farcaster's IdRegistry on Optimism (`idOf`, `custodyOf`, `idCounter`, the `Register` and `Transfer`
/// events), which Sign In With Farcaster verifiers call. Registration here is open to any address (as
/// Farcaster's IdGateway is, less its storage fee), since the devnet has no gateway or storage rent.
contract IdRegistry {
    /// @notice The last fid issued; fids start at 1.
    uint256 public idCounter;

    /// @notice The fid an address holds in custody, 0 if none.
    mapping(address owner => uint256 fid) public idOf;

    /// @notice The custody address of an fid, the zero address if it was never issued.
    mapping(uint256 fid => address custody) public custodyOf;

    /// @notice The recovery address of an fid.
    mapping(uint256 fid => address recovery) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error HasNoId();

    /// @notice Issues the next fid to the caller, who becomes its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }

    /// @notice Moves the caller's fid to a new custody address that holds none.
    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IUniswapV2Router02Subset {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// @title FeeSwapRouter
/// @notice Swaps through a Uniswap V2 Router02 and takes a provider fee of 0.85% of the input for a fee
/// recipient named in each call. The plain router cannot take a fee, so a fee a wallet shows is only
/// honest when the swap goes through this contract. A zero fee recipient takes no fee. The output goes
/// from the router straight to `to`; this contract never holds tokens between calls.
contract FeeSwapRouter {
    /// @notice The provider fee in basis points of the input amount (0.0085).
    uint256 public constant FEE_BPS = 85;
    uint256 internal constant BPS = 10_000;

    IUniswapV2Router02Subset public immutable router;

    event FeeTaken(address indexed token, address indexed recipient, uint256 amount);

    error TransferFailed(address token);
    error ApproveFailed(address token);
    error EthTransferFailed(address recipient);
    error EmptyPath();

    constructor(address router_) {
        router = IUniswapV2Router02Subset(router_);
    }

    /// @notice The fee this contract takes from `amountIn` when `feeRecipient` is set.
    function feeOf(uint256 amountIn, address feeRecipient) public pure returns (uint256) {
        return feeRecipient == address(0) ? 0 : (amountIn * FEE_BPS) / BPS;
    }

    /// @notice ERC-20 in, ERC-20 out. The caller approves `amountIn` of `path[0]` to this contract.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        address feeRecipient,
        uint256 deadline
    ) external returns (uint256[] memory amounts) {
        uint256 rest = _pullAndTakeFee(path, amountIn, feeRecipient);
        return router.swapExactTokensForTokens(rest, amountOutMin, path, to, deadline);
    }

    /// @notice ERC-20 in, native coin out (`path` ends with the router's WETH).
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        address feeRecipient,
        uint256 deadline
    ) external returns (uint256[] memory amounts) {
        uint256 rest = _pullAndTakeFee(path, amountIn, feeRecipient);
        return router.swapExactTokensForETH(rest, amountOutMin, path, to, deadline);
    }

    /// @notice Native coin in (`msg.value`, `path` starts with the router's WETH), ERC-20 out.
    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        address feeRecipient,
        uint256 deadline
    ) external payable returns (uint256[] memory amounts) {
        uint256 fee = feeOf(msg.value, feeRecipient);
        if (fee > 0) {
            (bool sent,) = feeRecipient.call{value: fee}("");
            if (!sent) revert EthTransferFailed(feeRecipient);
            emit FeeTaken(address(0), feeRecipient, fee);
        }
        return router.swapExactETHForTokens{value: msg.value - fee}(amountOutMin, path, to, deadline);
    }

    function _pullAndTakeFee(address[] calldata path, uint256 amountIn, address feeRecipient)
        internal
        returns (uint256 rest)
    {
        if (path.length == 0) revert EmptyPath();
        address token = path[0];
        _call(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amountIn), TransferFailed.selector);
        uint256 fee = feeOf(amountIn, feeRecipient);
        if (fee > 0) {
            _call(token, abi.encodeWithSelector(0xa9059cbb, feeRecipient, fee), TransferFailed.selector);
            emit FeeTaken(token, feeRecipient, fee);
        }
        rest = amountIn - fee;
        // The router spends exactly `rest`, so the allowance is back at zero after every swap.
        _call(token, abi.encodeWithSelector(0x095ea7b3, address(router), rest), ApproveFailed.selector);
    }

    /// @dev A token call that accepts tokens returning nothing (USDT-style) as well as `true`.
    function _call(address token, bytes memory data, bytes4 failure) internal {
        (bool ok, bytes memory answer) = token.call(data);
        if (!ok || (answer.length != 0 && !abi.decode(answer, (bool))) || token.code.length == 0) {
            assembly {
                mstore(0, failure)
                mstore(4, token)
                revert(0, 36)
            }
        }
    }
}

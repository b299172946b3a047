// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title StakeToken
/// @notice A freely mintable ERC-20 for tests and the devnet (the devnet's stake token and a
/// sample bounty token). Anyone can mint: NEVER deploy it as the stake token of a real network.
contract StakeToken is ERC20 {
    /// @param name_ Token name.
    /// @param symbol_ Token symbol.
    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) {}

    /// @notice Mints `amount` to `to`. Open to anyone (a faucet).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

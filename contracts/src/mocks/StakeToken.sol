// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC1363} from "@openzeppelin/contracts/token/ERC20/extensions/ERC1363.sol";

/// @title StakeToken
/// @notice A freely mintable ERC-20 for tests and the devnet (the devnet's stake token and a
/// sample bounty token). Anyone can mint: NEVER deploy it as the stake token of a real network.
/// It has ERC-2612 `permit` and ERC-1363 `transferAndCall`, so an agent registers with stake in
/// one transaction (AgentRegistry.registerWithPermit, or transferAndCall to the registry).
contract StakeToken is ERC1363, ERC20Permit {
    /// @param name_ Token name (also the EIP-712 domain name of `permit`).
    /// @param symbol_ Token symbol.
    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) ERC20Permit(name_) {}

    /// @notice Mints `amount` to `to`. Open to anyone (a faucet).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

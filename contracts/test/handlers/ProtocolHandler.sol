// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HandlerBase} from "./HandlerBase.sol";
import {EscrowActions} from "./EscrowActions.sol";
import {EscrowTimeouts} from "./EscrowTimeouts.sol";
import {RegistryActions} from "./RegistryActions.sol";
import {AgentRegistry} from "../../src/AgentRegistry.sol";
import {BountyEscrow} from "../../src/BountyEscrow.sol";
import {ReputationRegistry} from "../../src/ReputationRegistry.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";
import {IAgentRegistry} from "../../src/interfaces/IAgentRegistry.sol";

/// @dev The one handler for AgentRegistry, BountyEscrow and ReputationRegistry (they share
/// agents, bounties and money, so one ghost state). Starts with four agents: two EOA owners, a
/// reverting-receiver owner and the colluder.
contract ProtocolHandler is EscrowActions, EscrowTimeouts, RegistryActions {
    constructor(
        BountyEscrow escrow_,
        AgentRegistry registry_,
        ReputationRegistry reputation_,
        StakeToken stake_,
        StakeToken usd_
    ) HandlerBase(escrow_, registry_, reputation_, stake_, usd_) {
        address[4] memory first = [own0, own1, ownRR, colOwn];
        for (uint256 i; i < first.length; ++i) {
            vm.prank(first[i]);
            agents.push(registry_.register("ipfs://a", new IAgentRegistry.MetadataEntry[](0), 3 * minStake));
        }
    }

    /// @dev After a run, past every timeout: finalizes every live bounty through the booking.
    function drain() external {
        for (uint256 i; i < bountyIds.length; ++i) {
            if (escrow.isTimedOut(bountyIds[i])) _finalize(bountyIds[i]);
        }
    }
}

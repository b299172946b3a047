// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Script} from "forge-std/Script.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {DIDRegistry} from "../src/DIDRegistry.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";

/// @title Deploy
/// @notice Deploys the AgentSite contracts and writes deployments/<chainId>.json.
/// @dev Order (the escrow needs both registries, and both need the escrow):
///   1. StakeToken (only when STAKE_TOKEN is unset: a dev token anyone can mint)
///   2. AgentRegistry(stakeToken, minStake, unbondingPeriod)
///   3. ReputationRegistry(agentRegistry, weightTokens, weightPerUnit)
///   4. BountyEscrow(agentRegistry, reputation, treasury, feeBps, maxDuration, maxReviewWindow,
///      disputeWindow, disputeTimeout, defaultDisputeAgentBps)
///   5. agentRegistry.setEscrow(escrow); reputation.setEscrow(escrow)  (one-shot, deployer only)
///   6. DIDRegistry.
///   7. PaymentChannels(treasury, feeBps, CHANNEL_CHALLENGE_PERIOD [1 day]) (independent).
/// Environment (all optional; defaults in brackets):
/// The signer is forge script's own (--private-key, --account, --ledger ...).
///   STAKE_TOKEN [deploy a StakeToken], MIN_STAKE [100e18], UNBONDING_PERIOD [7 days],
///   TREASURY [deployer], FEE_BPS [100], MAX_DURATION [30 days], MAX_REVIEW_WINDOW [7 days],
///   DISPUTE_WINDOW [3 days], DISPUTE_TIMEOUT [7 days], DEFAULT_DISPUTE_AGENT_BPS [5000],
///   REPUTATION_TOKENS, REPUTATION_WEIGHTS [comma lists, each weight <= 1e18; the dev StakeToken
///   gets 1e9, as ETH, so bounty values convert into stake: a real stake token must be listed
///   too, or claims reserve only minStake/16 and rulings cannot slash],
///   DEPLOYMENT_FILE [deployments/<chainId>.json]
/// Run: forge script contracts/script/Deploy.s.sol --rpc-url $RPC --broadcast --private-key $KEY
contract Deploy is Script {
    struct Config {
        address stakeToken;
        uint256 minStake;
        uint64 unbondingPeriod;
        address treasury;
        uint16 feeBps;
        uint64 maxDuration;
        uint64 maxReviewWindow;
        uint64 disputeWindow;
        uint64 disputeTimeout;
        uint16 defaultDisputeAgentBps;
        address[] reputationTokens;
        uint256[] reputationWeights;
    }

    struct Deployment {
        uint256 chainId;
        uint256 deployBlock;
        address deployer;
        address stakeToken;
        bool devStakeToken;
        address agentRegistry;
        address reputationRegistry;
        address bountyEscrow;
        address didRegistry;
        address paymentChannels;
    }

    /// @notice Reads the config from the environment, deploys, writes the deployment file.
    function run() external returns (Deployment memory d) {
        Config memory c = configFromEnv();
        vm.startBroadcast();
        d = deploy(c, msg.sender);
        vm.stopBroadcast();
        write(d, c, vm.envOr("DEPLOYMENT_FILE", defaultPath()));
    }

    /// @notice The configuration from environment variables, with the documented defaults.
    function configFromEnv() public view returns (Config memory c) {
        c.stakeToken = vm.envOr("STAKE_TOKEN", address(0));
        c.minStake = vm.envOr("MIN_STAKE", uint256(100e18));
        c.unbondingPeriod = uint64(vm.envOr("UNBONDING_PERIOD", uint256(7 days)));
        c.treasury = vm.envOr("TREASURY", address(0));
        c.feeBps = uint16(vm.envOr("FEE_BPS", uint256(100)));
        c.maxDuration = uint64(vm.envOr("MAX_DURATION", uint256(30 days)));
        c.maxReviewWindow = uint64(vm.envOr("MAX_REVIEW_WINDOW", uint256(7 days)));
        c.disputeWindow = uint64(vm.envOr("DISPUTE_WINDOW", uint256(3 days)));
        c.disputeTimeout = uint64(vm.envOr("DISPUTE_TIMEOUT", uint256(7 days)));
        c.defaultDisputeAgentBps = uint16(vm.envOr("DEFAULT_DISPUTE_AGENT_BPS", uint256(5000)));
        c.reputationTokens = vm.envOr("REPUTATION_TOKENS", ",", new address[](0));
        c.reputationWeights = vm.envOr("REPUTATION_WEIGHTS", ",", new uint256[](0));
    }

    /// @notice Deploys and wires everything. Callable from tests without broadcasting.
    /// @param deployer Becomes the treasury when `c.treasury` is zero.
    function deploy(Config memory c, address deployer) public returns (Deployment memory d) {
        d.chainId = block.chainid;
        d.deployBlock = block.number;
        d.deployer = deployer;
        if (c.treasury == address(0)) c.treasury = deployer;
        if (c.stakeToken == address(0)) {
            c.stakeToken = address(new StakeToken("AgentSite Stake", "AST"));
            d.devStakeToken = true;
            // the dev token weighs like ETH: reservations and slash caps convert 1:1 from ETH
            c.reputationTokens = _append(c.reputationTokens, c.stakeToken);
            c.reputationWeights = _appendUint(c.reputationWeights, 1e9);
        }
        d.stakeToken = c.stakeToken;

        AgentRegistry registry = new AgentRegistry(c.stakeToken, c.minStake, c.unbondingPeriod);
        ReputationRegistry reputation =
            new ReputationRegistry(address(registry), c.reputationTokens, c.reputationWeights);
        BountyEscrow escrow = new BountyEscrow(
            address(registry),
            address(reputation),
            c.treasury,
            c.feeBps,
            c.maxDuration,
            c.maxReviewWindow,
            c.disputeWindow,
            c.disputeTimeout,
            c.defaultDisputeAgentBps
        );
        registry.setEscrow(address(escrow));
        reputation.setEscrow(address(escrow));
        d.agentRegistry = address(registry);
        d.reputationRegistry = address(reputation);
        d.bountyEscrow = address(escrow);
        d.didRegistry = _deployDID();
        d.paymentChannels = _deployChannels(c.treasury, c.feeBps);
    }

    /// @dev PaymentChannels shares the treasury and fee with the escrow and links to nothing else.
    function _deployChannels(address treasury, uint16 feeBps) internal virtual returns (address) {
        return address(new PaymentChannels(treasury, feeBps, uint64(vm.envOr("CHANNEL_CHALLENGE_PERIOD", uint256(1 days)))));
    }

    /// @dev The DIDRegistry has no parameters and no link to the other contracts.
    function _deployDID() internal virtual returns (address) {
        return address(new DIDRegistry());
    }

    /// @notice Writes the deployment file the Go node reads (contracts/deploy.Load):
    /// {"chainId", "deployBlock", "contracts": {<contract name>: <address>}}. The parameters are
    /// the contracts' own (read them on chain); `c` is kept for callers that log it.
    function write(Deployment memory d, Config memory c, string memory path) public {
        c; // parameters live on chain
        string memory k = "contracts";
        vm.serializeAddress(k, "DIDRegistry", d.didRegistry);
        vm.serializeAddress(k, "AgentRegistry", d.agentRegistry);
        vm.serializeAddress(k, "ReputationRegistry", d.reputationRegistry);
        vm.serializeAddress(k, "StakeToken", d.stakeToken);
        vm.serializeAddress(k, "PaymentChannels", d.paymentChannels);
        string memory contracts = vm.serializeAddress(k, "BountyEscrow", d.bountyEscrow);
        string memory o = "deployment";
        vm.serializeUint(o, "chainId", d.chainId);
        vm.serializeUint(o, "deployBlock", d.deployBlock);
        string memory json = vm.serializeString(o, "contracts", contracts);
        vm.writeJson(json, path);
    }

    /// @notice deployments/<chainId>.json under the project root.
    function defaultPath() public view returns (string memory) {
        return string.concat(vm.projectRoot(), "/deployments/", vm.toString(block.chainid), ".json");
    }

    function _append(address[] memory a, address x) private pure returns (address[] memory b) {
        b = new address[](a.length + 1);
        for (uint256 i; i < a.length; ++i) {
            b[i] = a[i];
        }
        b[a.length] = x;
    }

    function _appendUint(uint256[] memory a, uint256 x) private pure returns (uint256[] memory b) {
        b = new uint256[](a.length + 1);
        for (uint256 i; i < a.length; ++i) {
            b[i] = a[i];
        }
        b[a.length] = x;
    }
}

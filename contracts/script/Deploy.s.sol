// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Script} from "forge-std/Script.sol";
import {VmSafe} from "forge-std/Vm.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {DIDRegistry} from "../src/DIDRegistry.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {AuthToken} from "../src/mocks/AuthToken.sol";

/// @title Deploy
/// @notice Deploys the AgentSite contracts and writes deployments/<chainId>.json.
/// @dev Order (the escrow needs both registries, and both name the escrow, so the escrow's
/// CREATE address is predicted from the deployer's nonce: wiring by construction):
///   1. StakeToken (development chains 31337 / 1337 only, when STAKE_TOKEN is unset: a token
///      anyone can mint; any other chain needs STAKE_TOKEN and STAKE_TOKEN_WEIGHT)
///   2. AgentRegistry(stakeToken, minStake, unbondingPeriod, predictedEscrow)
///   3. ReputationRegistry(agentRegistry, predictedEscrow, weightTokens, weightPerUnit)
///   4. BountyEscrow(agentRegistry, reputation, treasury, feeBps, maxDuration, maxReviewWindow,
///      disputeWindow, disputeTimeout): reverts unless both registries name it and the stake
///      token has a weight
///   5. DIDRegistry.
///   6. PaymentChannels(treasury, feeBps, CHANNEL_CHALLENGE_PERIOD [1 day]) (independent).
///   7. AuthToken("USD Coin", "USDC", "2") (development chains only: the EIP-3009 token x402's
///      `exact` scheme pays with; anyone can mint it).
/// Environment (optional unless said; defaults in brackets):
/// The signer is forge script's own (--private-key, --account, --ledger ...).
///   STAKE_TOKEN [development chains: deploy a StakeToken; other chains: required],
///   STAKE_TOKEN_WEIGHT [its reputation weight per 1e18 base units, <= 1e18; the dev StakeToken
///   gets 1e9, as ETH; other chains: required, the token's real price in gwei-equivalents],
///   MIN_STAKE [100e18], UNBONDING_PERIOD [7 days],
///   TREASURY [deployer], FEE_BPS [100], MAX_DURATION [30 days], MAX_REVIEW_WINDOW [7 days],
///   DISPUTE_WINDOW [3 days], DISPUTE_TIMEOUT [7 days],
///   REPUTATION_TOKENS, REPUTATION_WEIGHTS [comma lists of other bounty tokens, each weight <= 1e18],
///   DEPLOYMENT_FILE [deployments/<chainId>.json]
/// Run: forge script contracts/script/Deploy.s.sol --rpc-url $RPC --broadcast --private-key $KEY
contract Deploy is Script {
    struct Config {
        address stakeToken;
        uint256 stakeTokenWeight;
        uint256 minStake;
        uint64 unbondingPeriod;
        address treasury;
        uint16 feeBps;
        uint64 maxDuration;
        uint64 maxReviewWindow;
        uint64 disputeWindow;
        uint64 disputeTimeout;
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
        address authToken;
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
        c.stakeTokenWeight = vm.envOr("STAKE_TOKEN_WEIGHT", uint256(0));
        c.minStake = vm.envOr("MIN_STAKE", uint256(100e18));
        c.unbondingPeriod = uint64(vm.envOr("UNBONDING_PERIOD", uint256(7 days)));
        c.treasury = vm.envOr("TREASURY", address(0));
        c.feeBps = uint16(vm.envOr("FEE_BPS", uint256(100)));
        c.maxDuration = uint64(vm.envOr("MAX_DURATION", uint256(30 days)));
        c.maxReviewWindow = uint64(vm.envOr("MAX_REVIEW_WINDOW", uint256(7 days)));
        c.disputeWindow = uint64(vm.envOr("DISPUTE_WINDOW", uint256(3 days)));
        c.disputeTimeout = uint64(vm.envOr("DISPUTE_TIMEOUT", uint256(7 days)));
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
            // a token anyone can mint gives stake (and so reservations, slashes, forfeits) no
            // value: only on a development chain
            require(isDevChain(), "Deploy: STAKE_TOKEN and STAKE_TOKEN_WEIGHT are required outside chains 31337 / 1337");
            c.stakeToken = address(new StakeToken("AgentSite Stake", "AST"));
            d.devStakeToken = true;
            // the dev token weighs like ETH: reservations and slash caps convert 1:1 from ETH
            if (c.stakeTokenWeight == 0) c.stakeTokenWeight = 1e9;
        }
        require(
            c.stakeTokenWeight != 0 || isDevChain(),
            "Deploy: STAKE_TOKEN_WEIGHT is required (an unlisted stake token disables every slash)"
        );
        if (c.stakeTokenWeight != 0) {
            c.reputationTokens = _append(c.reputationTokens, c.stakeToken);
            c.reputationWeights = _appendUint(c.reputationWeights, c.stakeTokenWeight);
        }
        d.stakeToken = c.stakeToken;

        // the registries name the escrow, deployed two creations later from the same account
        address creator = _creator();
        address predicted = vm.computeCreateAddress(creator, vm.getNonce(creator) + 2);
        AgentRegistry registry = new AgentRegistry(c.stakeToken, c.minStake, c.unbondingPeriod, predicted);
        ReputationRegistry reputation =
            new ReputationRegistry(address(registry), predicted, c.reputationTokens, c.reputationWeights);
        BountyEscrow escrow = new BountyEscrow(
            address(registry),
            address(reputation),
            c.treasury,
            c.feeBps,
            c.maxDuration,
            c.maxReviewWindow,
            c.disputeWindow,
            c.disputeTimeout
        );
        require(address(escrow) == predicted, "Deploy: escrow address mispredicted");
        d.agentRegistry = address(registry);
        d.reputationRegistry = address(reputation);
        d.bountyEscrow = address(escrow);
        d.didRegistry = _deployDID();
        d.paymentChannels = _deployChannels(c.treasury, c.feeBps);
        // a faucet EIP-3009 token backs nothing: only on a development chain
        if (isDevChain()) d.authToken = address(new AuthToken("USD Coin", "USDC", "2"));
    }

    /// @dev PaymentChannels shares the treasury and fee with the escrow and links to nothing else.
    function _deployChannels(address treasury, uint16 feeBps) internal virtual returns (address) {
        return address(new PaymentChannels(treasury, feeBps, uint64(vm.envOr("CHANNEL_CHALLENGE_PERIOD", uint256(1 days)))));
    }

    /// @notice True on the development chains (anvil 31337, geth --dev 1337), the only ones
    /// where a freely mintable stake token may be deployed.
    function isDevChain() public view returns (bool) {
        return block.chainid == 31337 || block.chainid == 1337;
    }

    /// @dev The account whose nonce the next `new` uses: the broadcaster while broadcasting,
    /// else this contract (a test calling `deploy` directly).
    function _creator() internal returns (address) {
        (VmSafe.CallerMode mode, address sender,) = vm.readCallers();
        if (mode == VmSafe.CallerMode.Broadcast || mode == VmSafe.CallerMode.RecurrentBroadcast) return sender;
        return address(this);
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
        if (d.authToken != address(0)) vm.serializeAddress(k, "AuthToken", d.authToken);
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

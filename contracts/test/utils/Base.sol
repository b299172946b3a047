// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {AgentRegistry} from "../../src/AgentRegistry.sol";
import {ReputationRegistry} from "../../src/ReputationRegistry.sol";
import {BountyEscrow} from "../../src/BountyEscrow.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";
import {IAgentRegistry} from "../../src/interfaces/IAgentRegistry.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";
import {IReputationRegistry} from "../../src/interfaces/IReputationRegistry.sol";

/// @dev Shared deployment and helpers for the contract tests.
abstract contract Base is Test {
    uint256 internal constant MIN_STAKE = 100e18;
    uint64 internal constant UNBONDING = 7 days;
    uint16 internal constant FEE_BPS = 250;
    uint64 internal constant MAX_DURATION = 30 days;
    uint64 internal constant MAX_REVIEW = 7 days;
    uint64 internal constant DISPUTE_WINDOW = 3 days;
    uint64 internal constant DISPUTE_TIMEOUT = 7 days;
    uint32 internal constant REVIEW = 1 days;
    /// @dev The stake token's reputation weight: 1 token = 1 ETH, so a bounty of x ETH reserves x tokens.
    uint256 internal constant STAKE_WEIGHT = 1e9;

    StakeToken internal stakeToken;
    StakeToken internal usd;
    AgentRegistry internal registry;
    ReputationRegistry internal reputation;
    BountyEscrow internal escrow;

    address internal treasury = makeAddr("treasury");
    address internal requester = makeAddr("requester");
    address internal arbiter = makeAddr("arbiter");
    address internal stranger = makeAddr("stranger");
    address internal alice;
    uint256 internal aliceKey;
    address internal bob;
    uint256 internal bobKey;

    function setUp() public virtual {
        (alice, aliceKey) = makeAddrAndKey("alice");
        (bob, bobKey) = makeAddrAndKey("bob");
        stakeToken = new StakeToken("AgentSite Stake", "AST");
        usd = new StakeToken("Test USD", "TUSD");
        address[] memory tokens = new address[](2);
        tokens[0] = address(usd);
        tokens[1] = address(stakeToken);
        uint256[] memory perUnit = new uint256[](2);
        perUnit[0] = 1e9;
        perUnit[1] = STAKE_WEIGHT;
        (registry, reputation, escrow) =
            _deployMarket(address(stakeToken), tokens, perUnit, FEE_BPS, DISPUTE_WINDOW, DISPUTE_TIMEOUT);
        vm.deal(requester, 1000 ether);
        usd.mint(requester, 1_000_000e18);
        vm.prank(requester);
        usd.approve(address(escrow), type(uint256).max);
    }

    /// @dev Deploys an AgentRegistry, a ReputationRegistry and a BountyEscrow from this contract,
    /// the registries naming the escrow's predicted CREATE address (the third creation from now),
    /// as the deploy script does. MIN_STAKE, _unbondingPeriod(), MAX_DURATION, MAX_REVIEW and `treasury`.
    function _deployMarket(
        address stake,
        address[] memory tokens,
        uint256[] memory perUnit,
        uint16 feeBps,
        uint64 disputeWindow,
        uint64 disputeTimeout
    ) internal returns (AgentRegistry reg, ReputationRegistry rep, BountyEscrow esc) {
        address predicted = vm.computeCreateAddress(address(this), vm.getNonce(address(this)) + 2);
        reg = new AgentRegistry(stake, MIN_STAKE, _unbondingPeriod(), predicted);
        rep = new ReputationRegistry(address(reg), predicted, tokens, perUnit);
        esc = new BountyEscrow(
            address(reg), address(rep), treasury, feeBps, MAX_DURATION, MAX_REVIEW, disputeWindow, disputeTimeout
        );
    }

    /// @dev One listed token at `perUnit`.
    function _one(address token, uint256 perUnit) internal pure returns (address[] memory t, uint256[] memory w) {
        t = new address[](1);
        t[0] = token;
        w = new uint256[](1);
        w[0] = perUnit;
    }

    /// @dev The registry's unbonding period (UNBONDING unless a suite needs a shorter one).
    function _unbondingPeriod() internal pure virtual returns (uint64) {
        return UNBONDING;
    }

    function _noMetadata() internal pure returns (IAgentRegistry.MetadataEntry[] memory m) {
        m = new IAgentRegistry.MetadataEntry[](0);
    }

    function _register(address owner, uint256 amount) internal returns (uint256 agentId) {
        stakeToken.mint(owner, amount);
        vm.startPrank(owner);
        stakeToken.approve(address(registry), amount);
        agentId = registry.register("ipfs://agent", _noMetadata(), amount);
        vm.stopPrank();
    }

    function _params(address token, uint256 amount) internal view returns (IBountyEscrow.PostParams memory p) {
        p.token = token;
        p.amount = amount;
        p.specHash = keccak256("spec");
        p.deadline = uint64(block.timestamp + 1 days);
        p.reviewWindow = REVIEW;
        p.arbiter = arbiter;
    }

    function _post(IBountyEscrow.PostParams memory p) internal returns (uint256 id) {
        vm.prank(requester);
        id = escrow.post{value: p.token == address(0) ? p.amount : 0}(p);
    }

    function _postEth(uint256 amount) internal returns (uint256) {
        return _post(_params(address(0), amount));
    }

    function _claimed(uint256 amount) internal returns (uint256 id, uint256 agentId) {
        agentId = _register(alice, MIN_STAKE);
        id = _postEth(amount);
        vm.prank(alice);
        escrow.claim(id, agentId);
    }

    function _submitted(uint256 amount) internal returns (uint256 id, uint256 agentId) {
        (id, agentId) = _claimed(amount);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
    }

    function _rejected(uint256 amount) internal returns (uint256 id, uint256 agentId) {
        (id, agentId) = _submitted(amount);
        vm.prank(requester);
        escrow.reject(id, keccak256("bad"));
    }

    function _disputed(uint256 amount) internal returns (uint256 id, uint256 agentId) {
        (id, agentId) = _rejected(amount);
        vm.prank(alice);
        escrow.dispute(id, keccak256("it is fine"));
    }

    function _status(uint256 id) internal view returns (IBountyEscrow.Status) {
        return escrow.getBounty(id).status;
    }

    function _fee(uint256 amount) internal pure returns (uint256) {
        return (amount * FEE_BPS + 9_999) / 10_000;
    }

    /// @dev An ERC-2612 permit of the stake token for the registry, signed with `key`.
    function _permitSig(uint256 key, address owner, uint256 value, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                owner,
                address(registry),
                value,
                stakeToken.nonces(owner),
                deadline
            )
        );
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", stakeToken.DOMAIN_SEPARATOR(), structHash)));
    }

    function _walletSig(uint256 key, uint256 agentId, address wallet, address owner, uint256 nonce, uint256 deadline)
        internal
        view
        returns (bytes memory)
    {
        bytes32 structHash =
            keccak256(abi.encode(registry.AGENT_WALLET_TYPEHASH(), agentId, wallet, owner, nonce, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", registry.domainSeparator(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {CommonBase} from "forge-std/Base.sol";
import {StdCheats} from "forge-std/StdCheats.sol";
import {StdUtils} from "forge-std/StdUtils.sol";
import {AgentRegistry} from "../../src/AgentRegistry.sol";
import {BountyEscrow} from "../../src/BountyEscrow.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";
import {IAgentRegistry} from "../../src/interfaces/IAgentRegistry.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";
import {RevertingReceiver} from "../utils/Attackers.sol";

/// @dev Drives the escrow and the registry through random but mostly valid transitions.
/// Actors: three requesters (one a contract that rejects ETH), three agents (one owned by a
/// contract that rejects ETH), one arbiter. Tokens: ETH and one ERC-20.
contract EscrowHandler is CommonBase, StdCheats, StdUtils {
    BountyEscrow public immutable escrow;
    AgentRegistry public immutable registry;
    StakeToken public immutable usd;
    StakeToken public immutable stakeToken;
    address public immutable arbiter;
    address public immutable treasury;

    address[] public requesters;
    address[] public owners;
    uint256[] public agents;
    uint256[] public bountyIds;
    mapping(bytes32 name => uint256) public calls;

    constructor(
        BountyEscrow escrow_,
        AgentRegistry registry_,
        StakeToken usd_,
        StakeToken stakeToken_,
        address arbiter_,
        address treasury_
    ) {
        escrow = escrow_;
        registry = registry_;
        usd = usd_;
        stakeToken = stakeToken_;
        arbiter = arbiter_;
        treasury = treasury_;
        requesters.push(makeAddr("req0"));
        requesters.push(makeAddr("req1"));
        requesters.push(address(new RevertingReceiver()));
        owners.push(makeAddr("own0"));
        owners.push(makeAddr("own1"));
        owners.push(address(new RevertingReceiver()));
        uint256 minStake = registry_.minStake();
        for (uint256 i; i < owners.length; ++i) {
            stakeToken_.mint(owners[i], minStake * 10);
            vm.startPrank(owners[i]);
            stakeToken_.approve(address(registry_), type(uint256).max);
            agents.push(registry_.register("ipfs://agent", new IAgentRegistry.MetadataEntry[](0), minStake * 2));
            vm.stopPrank();
        }
        for (uint256 i; i < requesters.length; ++i) {
            vm.deal(requesters[i], 1_000_000 ether);
            usd_.mint(requesters[i], 1e30);
            vm.prank(requesters[i]);
            usd_.approve(address(escrow_), type(uint256).max);
        }
    }

    // ------------------------------------------------------------ helpers for invariants

    function bountyCount() external view returns (uint256) {
        return bountyIds.length;
    }

    function agentCount() external view returns (uint256) {
        return agents.length;
    }

    /// @dev Every account that can ever be owed: requesters, agent owners, treasury.
    function accounts() external view returns (address[] memory all) {
        all = new address[](requesters.length + owners.length + 1);
        for (uint256 i; i < requesters.length; ++i) {
            all[i] = requesters[i];
        }
        for (uint256 i; i < owners.length; ++i) {
            all[requesters.length + i] = owners[i];
        }
        all[all.length - 1] = treasury;
    }

    function _bounty(uint256 seed) internal view returns (uint256 id, IBountyEscrow.Bounty memory b) {
        if (bountyIds.length == 0) return (0, b);
        id = bountyIds[seed % bountyIds.length];
        b = escrow.getBounty(id);
    }

    /// @dev The first bounty in `status`, scanning from a random offset (zero id if none).
    function _find(uint256 seed, IBountyEscrow.Status status)
        internal
        view
        returns (uint256 id, IBountyEscrow.Bounty memory b)
    {
        uint256 n = bountyIds.length;
        for (uint256 i; i < n; ++i) {
            uint256 candidate = bountyIds[(seed % n + i) % n];
            IBountyEscrow.Bounty memory c = escrow.getBounty(candidate);
            if (c.status == status) return (candidate, c);
        }
    }

    function _ownerOf(uint256 agentId) internal view returns (address) {
        return registry.ownerOf(agentId);
    }

    // ------------------------------------------------------------ escrow actions

    function post(uint256 actorSeed, bool useToken, uint256 amount, uint256 duration, uint256 review, bool assign)
        external
    {
        address requester = requesters[actorSeed % requesters.length];
        IBountyEscrow.PostParams memory p;
        p.token = useToken ? address(usd) : address(0);
        p.amount = bound(amount, 1e12, 100 ether); // at least the minimum bounty (1000 gwei-equivalents)
        p.specHash = keccak256(abi.encode(bountyIds.length));
        p.deadline = uint64(block.timestamp + bound(duration, 1 hours, 7 days));
        p.reviewWindow = uint32(bound(review, 1 hours, escrow.maxReviewWindow()));
        p.arbiter = arbiter;
        if (assign) p.assignee = agents[actorSeed % agents.length];
        vm.prank(requester);
        uint256 id = escrow.post{value: useToken ? 0 : p.amount}(p);
        bountyIds.push(id);
        calls[keccak256("post")]++;
    }

    function claim(uint256 bountySeed, uint256 agentSeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Open);
        if (b.status != IBountyEscrow.Status.Open || block.timestamp > b.until) return;
        uint256 agentId = b.agentId != 0 ? b.agentId : agents[agentSeed % agents.length];
        if (!registry.isActive(agentId)) return;
        if (registry.stakeOf(agentId) - registry.reservedOf(agentId) < escrow.reservationOf(id)) return;
        vm.prank(_ownerOf(agentId));
        escrow.claim(id, agentId);
        calls[keccak256("claim")]++;
    }

    function submit(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Claimed);
        if (b.status != IBountyEscrow.Status.Claimed || block.timestamp > b.until) return;
        vm.prank(_ownerOf(b.agentId));
        escrow.submit(id, keccak256(abi.encode(id)));
        calls[keccak256("submit")]++;
    }

    function accept(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Submitted);
        if (b.status != IBountyEscrow.Status.Submitted) return;
        vm.prank(b.requester);
        escrow.accept(id);
        calls[keccak256("accept")]++;
    }

    function reject(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Submitted);
        if (b.status != IBountyEscrow.Status.Submitted || block.timestamp > b.until) return;
        vm.prank(b.requester);
        escrow.reject(id, bytes32("no"));
        calls[keccak256("reject")]++;
    }

    function dispute(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Rejected);
        if (b.status != IBountyEscrow.Status.Rejected || block.timestamp > b.until) return;
        vm.prank(_ownerOf(b.agentId));
        escrow.dispute(id, bytes32("yes"));
        calls[keccak256("dispute")]++;
    }

    function resolve(uint256 bountySeed, uint16 bps, uint256 slash) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Disputed);
        if (b.status != IBountyEscrow.Status.Disputed || block.timestamp > b.until) return;
        bps = uint16(bound(bps, 0, 10_000));
        slash = bound(slash, 0, escrow.stakeValue(b.token, b.amount));
        vm.prank(arbiter);
        escrow.resolve(id, bps, slash);
        calls[keccak256("resolve")]++;
    }

    function cancel(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Open);
        if (b.status != IBountyEscrow.Status.Open) return;
        vm.prank(b.requester);
        escrow.cancel(id);
        calls[keccak256("cancel")]++;
    }

    function finalize(uint256 bountySeed) external {
        (uint256 id,) = _bounty(bountySeed);
        if (id == 0 || !escrow.isTimedOut(id)) return;
        escrow.finalize(id);
        calls[keccak256("finalize")]++;
    }

    function withdraw(uint256 actorSeed, bool useToken) external {
        address[] memory all = this.accounts();
        address who = all[actorSeed % all.length];
        address token = useToken ? address(usd) : address(0);
        if (escrow.owed(token, who) == 0) return;
        vm.prank(who);
        escrow.withdraw(token, address(0xbeef));
        calls[keccak256("withdraw")]++;
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 2 days));
        calls[keccak256("warp")]++;
    }

    // ------------------------------------------------------------ stake actions

    function increaseStake(uint256 agentSeed, uint256 amount) external {
        uint256 agentId = agents[agentSeed % agents.length];
        address owner = _ownerOf(agentId);
        amount = bound(amount, 1, 100e18);
        stakeToken.mint(owner, amount);
        vm.prank(owner);
        registry.increaseStake(agentId, amount);
        calls[keccak256("increaseStake")]++;
    }

    function requestUnstake(uint256 agentSeed, uint256 amount) external {
        uint256 agentId = agents[agentSeed % agents.length];
        uint256 free = registry.stakeOf(agentId) - registry.reservedOf(agentId);
        if (free == 0) return;
        amount = bound(amount, 1, free / 4 + 1); // mostly stays active, sometimes drops out
        vm.prank(_ownerOf(agentId));
        registry.requestUnstake(agentId, amount);
        calls[keccak256("requestUnstake")]++;
    }

    function withdrawStake(uint256 agentSeed) external {
        uint256 agentId = agents[agentSeed % agents.length];
        (uint256 amount, uint64 readyAt) = registry.unbondingOf(agentId);
        if (amount == 0 || block.timestamp < readyAt) return;
        vm.prank(_ownerOf(agentId));
        registry.withdrawStake(agentId);
        calls[keccak256("withdrawStake")]++;
    }
}

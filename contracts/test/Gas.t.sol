// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";

/// @dev One operation per test, each top-level call run as its own transaction (isolate), so
/// the figures in contracts/snapshots/*.json are what the transaction's receipt shows
/// (gasUsed): the 21,000 intrinsic gas, calldata and cold storage included, as checked against
/// anvil receipts. Accounts that receive ETH already exist (as they would: they pay gas).
/// forge-config: default.isolate = true
contract GasTest is Base {
    /// @dev 53 bytes: an IPFS CIDv0 URI (fits two data slots).
    string internal constant URI53 = "ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG";
    /// @dev 66 bytes: an IPFS CIDv1 base32 URI (three data slots).
    string internal constant URI66 = "ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

    uint256 internal agentId;
    uint256 internal warmAgent;
    /// @dev A stake-token holder that never approved nor signed a permit (nonce 0).
    address internal holder;
    uint256 internal holderKey;

    function setUp() public override {
        super.setUp();
        vm.deal(alice, 1 ether);
        vm.deal(bob, 1 ether);
        vm.deal(treasury, 1 ether);
        // earlier registrations and a settled bounty, as on any live network: the treasury
        // has accrued fees already. Alice's agent has no reputation entry yet, so the
        // measured accept pays for her first aggregate slot.
        warmAgent = _register(bob, MIN_STAKE);
        agentId = _register(alice, MIN_STAKE);
        uint256 earlier = _postEth(1 ether);
        vm.startPrank(bob);
        escrow.claim(earlier, warmAgent);
        escrow.submit(earlier, keccak256("earlier"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.accept(earlier);
        uint256 earlierUsd = _post(_params(address(usd), 100e18));
        vm.startPrank(bob);
        escrow.claim(earlierUsd, warmAgent);
        escrow.submit(earlierUsd, keccak256("earlier"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.accept(earlierUsd);
        stakeToken.mint(stranger, MIN_STAKE);
        vm.prank(stranger);
        stakeToken.approve(address(registry), MIN_STAKE);
        (holder, holderKey) = makeAddrAndKey("holder");
        stakeToken.mint(holder, MIN_STAKE);
    }

    function _lastGas() internal view returns (uint256) {
        return vm.lastCallGas().gasTotalUsed;
    }

    function test_gas_registerUri53() public {
        vm.prank(stranger);
        registry.register(URI53, _noMetadata(), MIN_STAKE);
        vm.snapshotGasLastCall("registry", "register_with_stake_uri53");
    }

    function test_gas_registerUri66() public {
        vm.prank(stranger);
        registry.register(URI66, _noMetadata(), MIN_STAKE);
        vm.snapshotGasLastCall("registry", "register_with_stake_uri66");
    }

    /// @dev The approve that `register` needs first (a second transaction).
    function test_gas_approveForRegister() public {
        vm.prank(holder);
        stakeToken.approve(address(registry), MIN_STAKE);
        vm.snapshotGasLastCall("registry", "approve_before_register");
    }

    /// @dev One transaction, the approval included: an ERC-2612 permit signed off-chain.
    function test_gas_registerWithPermitUri53() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(holderKey, holder, MIN_STAKE, deadline);
        vm.prank(holder);
        registry.registerWithPermit(URI53, _noMetadata(), MIN_STAKE, deadline, v, r, s);
        vm.snapshotGasLastCall("registry", "register_with_permit_uri53");
    }

    /// @dev One transaction, no allowance at all: ERC-1363 transferAndCall on the stake token.
    function test_gas_registerTransferAndCallUri53() public {
        vm.prank(holder);
        stakeToken.transferAndCall(address(registry), MIN_STAKE, abi.encode(URI53, _noMetadata()));
        vm.snapshotGasLastCall("registry", "register_transfer_and_call_uri53");
    }

    function test_gas_requestUnstake() public {
        vm.prank(alice);
        registry.requestUnstake(agentId, 1e18);
        vm.snapshotGasLastCall("registry", "request_unstake");
    }

    function test_gas_increaseStake() public {
        stakeToken.mint(alice, 1e18);
        vm.prank(alice);
        stakeToken.approve(address(registry), 1e18);
        vm.prank(alice);
        registry.increaseStake(agentId, 1e18);
        vm.snapshotGasLastCall("registry", "increase_stake");
    }

    function test_gas_postEth() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        vm.prank(requester);
        escrow.post{value: 1 ether}(p);
        vm.snapshotGasLastCall("escrow", "post_eth");
    }

    function test_gas_postErc20() public {
        IBountyEscrow.PostParams memory p = _params(address(usd), 100e18);
        vm.prank(requester);
        escrow.post(p);
        vm.snapshotGasLastCall("escrow", "post_erc20");
    }

    function test_gas_claim() public {
        uint256 id = _postEth(1 ether);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.snapshotGasLastCall("escrow", "claim");
    }

    function test_gas_claimWithMinStakeAndReputation() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minReputation = 50;
        p.minStake = uint96(MIN_STAKE);
        uint256 id = _post(p);
        vm.prank(bob);
        escrow.claim(id, warmAgent);
        vm.snapshotGasLastCall("escrow", "claim_with_min_stake_and_reputation");
    }

    function test_gas_submit() public {
        uint256 id = _postEth(1 ether);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
        vm.snapshotGasLastCall("escrow", "submit");
    }

    function test_gas_acceptEthRepeat() public {
        // bob's agent already has a reputation entry (setUp)
        uint256 id = _postEth(1 ether);
        vm.prank(bob);
        escrow.claim(id, warmAgent);
        vm.prank(bob);
        escrow.submit(id, keccak256("result"));
        vm.prank(requester);
        escrow.accept(id);
        vm.snapshotGasLastCall("escrow", "accept_eth_agent_with_history");
    }

    function test_gas_acceptEth() public {
        uint256 id = _postEth(1 ether);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
        vm.prank(requester);
        escrow.accept(id);
        vm.snapshotGasLastCall("escrow", "accept_eth");
    }

    function test_gas_acceptErc20() public {
        usd.mint(alice, 1); // the agent already holds the token
        uint256 id = _post(_params(address(usd), 100e18));
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
        vm.prank(requester);
        escrow.accept(id);
        vm.snapshotGasLastCall("escrow", "accept_erc20");
    }

    function test_gas_finalizeAutoAccept() public {
        uint256 id = _postEth(1 ether);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
        vm.warp(block.timestamp + REVIEW + 1);
        escrow.finalize(id);
        vm.snapshotGasLastCall("escrow", "finalize_auto_accept");
    }

    function test_gas_cancel() public {
        uint256 id = _postEth(1 ether);
        vm.prank(requester);
        escrow.cancel(id);
        vm.snapshotGasLastCall("escrow", "cancel");
    }

    /// @dev Posts `p`, and alice's agent claims and submits (each call its own transaction).
    function _submittedBounty(IBountyEscrow.PostParams memory p) internal returns (uint256 id) {
        id = _post(p);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
    }

    /// @dev A 1 ETH bounty with an arbiter, submitted, rejected, then disputed when `disputed`.
    function _rejectedBounty(bool disputed) internal returns (uint256 id) {
        id = _submittedBounty(_params(address(0), 1 ether));
        vm.prank(requester);
        escrow.reject(id, keccak256("bad"));
        if (!disputed) return id;
        vm.prank(alice);
        escrow.dispute(id, keccak256("fine"));
    }

    function test_gas_resolve() public {
        uint256 id = _rejectedBounty(true);
        vm.prank(arbiter);
        escrow.resolve(id, 5000, 0.5e18);
        vm.snapshotGasLastCall("escrow", "resolve_split_and_slash");
    }

    function test_gas_dispute() public {
        uint256 id = _rejectedBounty(false);
        vm.prank(alice);
        escrow.dispute(id, keccak256("fine"));
        vm.snapshotGasLastCall("escrow", "dispute");
    }

    /// @dev A rejection of a bounty without an arbiter settles at once (refund, refusal recorded).
    function test_gas_rejectWithoutArbiter() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.arbiter = address(0);
        uint256 id = _submittedBounty(p);
        vm.prank(requester);
        escrow.reject(id, keccak256("bad"));
        vm.snapshotGasLastCall("escrow", "reject_without_arbiter_settles");
    }

    /// @dev A dispute nobody ruled: the requester is refunded, a refusal recorded.
    function test_gas_finalizeDisputeTimeout() public {
        uint256 id = _rejectedBounty(true);
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        escrow.finalize(id);
        vm.snapshotGasLastCall("escrow", "finalize_dispute_timeout");
    }

    /// @dev A rejection the agent does not dispute is its concession: refund, forfeit, Expired outcome.
    function test_gas_finalizeConcededRejection() public {
        uint256 id = _rejectedBounty(false);
        vm.warp(block.timestamp + DISPUTE_WINDOW + 1);
        escrow.finalize(id);
        vm.snapshotGasLastCall("escrow", "finalize_conceded_rejection");
    }

    function test_gas_giveFeedback() public {
        uint256 id = _postEth(1 ether);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
        vm.prank(requester);
        escrow.accept(id);
        vm.prank(requester);
        reputation.giveFeedback(id, 90, "quality", 0, "", 0);
        vm.snapshotGasLastCall("reputation", "give_feedback");
    }

    /// @dev post -> claim -> submit -> accept, ETH, summed over the four transactions.
    function test_gas_lifecycleEth() public {
        uint256 total;
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        vm.prank(requester);
        uint256 id = escrow.post{value: 1 ether}(p);
        total += _lastGas();
        vm.prank(alice);
        escrow.claim(id, agentId);
        total += _lastGas();
        vm.prank(alice);
        escrow.submit(id, keccak256("result"));
        total += _lastGas();
        vm.prank(requester);
        escrow.accept(id);
        total += _lastGas();
        vm.snapshotValue("escrow", "lifecycle_eth_post_to_accept", total);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HandlerBase} from "./HandlerBase.sol";
import {IAgentRegistry} from "../../src/interfaces/IAgentRegistry.sol";
import {IReputationRegistry} from "../../src/interfaces/IReputationRegistry.sol";

/// @dev AgentRegistry's and ReputationRegistry's external functions: registrations, stake,
/// agent wallets (EIP-712, EOA and ERC-1271), approvals, NFT sales, metadata, feedback.
abstract contract RegistryActions is HandlerBase {
    /// @dev The bounty-addressed giveFeedback (the registry also has ERC-8004's agent-addressed one).
    bytes4 internal constant GIVE_FEEDBACK = bytes4(keccak256("giveFeedback(uint256,uint8,bytes32,bytes32,string,bytes32)"));

    struct FeedbackEntry {
        uint256 agentId;
        address client;
        uint64 index;
        bool revoked;
    }

    FeedbackEntry[] internal _feedback;
    /// @dev Feedback moved the outcome aggregate (it must stay read-side).
    uint256 public feedbackMovedAggregate;
    /// @dev An agent wallet still set after the NFT changed hands.
    uint256 public walletSurvivedSale;

    // ------------------------------------------------------------ identity

    function register(uint256 ownerSeed, uint256 stakeSeed) external {
        address owner = _owners[ownerSeed % _owners.length];
        IAgentRegistry.MetadataEntry[] memory meta = new IAgentRegistry.MetadataEntry[](stakeSeed % 2);
        if (meta.length != 0) meta[0] = IAgentRegistry.MetadataEntry("model", abi.encode(stakeSeed));
        if (stakeSeed % 7 == 0) {
            vm.prank(owner);
            (bool s, bytes memory e) =
                address(registry).call(
                    abi.encodeWithSignature("register(string,(string,bytes)[],uint256)", "ipfs://a", meta, minStake - 1)
                );
            return _refusedWith("register.belowMin", s, e, IAgentRegistry.AgentRegistryStakeTooLow.selector);
        }
        if (agents.length >= MAX_AGENTS) return _skip("register");
        uint256 amount = bound(stakeSeed, minStake, 5 * minStake);
        uint256 path = uint256(keccak256(abi.encode(stakeSeed, "register"))) % 3;
        if (path == 1) return _registerTransferAndCall(owner, meta, amount);
        if (path == 2 && _keyOf[owner] != 0) return _registerWithPermit(owner, meta, amount);
        if (stakeSeed % 5 == 1) return _registerStandard(owner, meta);
        vm.prank(owner);
        try registry.register("ipfs://a", meta, amount) returns (uint256 agentId) {
            agents.push(agentId);
            _done("register", true, "");
        } catch (bytes memory err) {
            _done("register", false, err);
        }
    }

    /// @dev ERC-8004's register(agentURI, metadata): stakes exactly minStake from the owner's
    /// standing approval.
    function _registerStandard(address owner, IAgentRegistry.MetadataEntry[] memory meta) internal {
        vm.prank(owner);
        (bool s, bytes memory e) =
            address(registry).call(abi.encodeWithSignature("register(string,(string,bytes)[])", "ipfs://a", meta));
        _done("register.erc8004", s, e);
        if (s) agents.push(registry.totalAgents());
    }

    /// @dev One transaction through the stake token's ERC-1363 hook (no allowance used).
    function _registerTransferAndCall(address owner, IAgentRegistry.MetadataEntry[] memory meta, uint256 amount)
        internal
    {
        vm.prank(owner);
        (bool s, bytes memory e) = address(stakeToken)
            .call(
                abi.encodeWithSignature(
                    "transferAndCall(address,uint256,bytes)", address(registry), amount, abi.encode("ipfs://a", meta)
                )
            );
        _done("register.transferAndCall", s, e);
        if (s) agents.push(registry.totalAgents());
    }

    /// @dev One transaction with an ERC-2612 permit signed by the owner for this amount; the
    /// owner's standing approval (replaced by the permit) is restored after.
    function _registerWithPermit(address owner, IAgentRegistry.MetadataEntry[] memory meta, uint256 amount) internal {
        uint256 deadline = block.timestamp + 1 hours;
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                owner,
                address(registry),
                amount,
                stakeToken.nonces(owner),
                deadline
            )
        );
        (uint8 v, bytes32 r, bytes32 sig) =
            vm.sign(_keyOf[owner], keccak256(abi.encodePacked("\x19\x01", stakeToken.DOMAIN_SEPARATOR(), structHash)));
        vm.prank(owner);
        try registry.registerWithPermit("ipfs://a", meta, amount, deadline, v, r, sig) returns (uint256 agentId) {
            agents.push(agentId);
            _done("register.permit", true, "");
        } catch (bytes memory err) {
            _done("register.permit", false, err);
        }
        vm.prank(owner);
        stakeToken.approve(address(registry), type(uint256).max);
    }

    function setAgentURI(uint256 agentSeed, uint256 callerSeed) external {
        if (agents.length == 0) return _skip("setAgentURI");
        uint256 agentId = agents[agentSeed % agents.length];
        vm.prank(_authorizedOf(agentId, callerSeed));
        (bool s, bytes memory e) =
            address(registry).call(abi.encodeCall(registry.setAgentURI, (agentId, vm.toString(callerSeed))));
        _done("setAgentURI", s, e);
    }

    function setMetadata(uint256 agentSeed, uint256 callerSeed) external {
        if (agents.length == 0) return _skip("setMetadata");
        uint256 agentId = agents[agentSeed % agents.length];
        address caller = _authorizedOf(agentId, callerSeed);
        bytes memory value = abi.encode(callerSeed);
        vm.prank(caller);
        if (callerSeed % 5 == 0) {
            (bool s, bytes memory e) =
                address(registry).call(abi.encodeCall(registry.setMetadata, (agentId, "agentWallet", value)));
            return _refusedWith("setMetadata.walletKey", s, e, IAgentRegistry.AgentRegistryReservedMetadataKey.selector);
        }
        (bool ok_, bytes memory err) =
            address(registry).call(abi.encodeCall(registry.setMetadata, (agentId, "endpoint", value)));
        _done("setMetadata", ok_, err);
    }

    /// @dev The owner (or operator) sets a wallet that signed for this agent, owner and nonce;
    /// sometimes the signature is from another key and must be refused.
    function setAgentWallet(uint256 agentSeed, uint256 walletSeed, uint256 callerSeed) external {
        if (agents.length == 0) return _skip("setAgentWallet");
        uint256 agentId = agents[agentSeed % agents.length];
        address wallet = _wallets[walletSeed % _wallets.length];
        bool forged = walletSeed % 6 == 0;
        uint256 key = forged ? _keyOf[opr] : _keyOf[wallet == w1271 ? w1 : wallet];
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(key, agentId, wallet, registry.ownerOf(agentId), deadline);
        vm.prank(_authorizedOf(agentId, callerSeed));
        (bool s, bytes memory e) =
            address(registry).call(abi.encodeCall(registry.setAgentWallet, (agentId, wallet, deadline, sig)));
        if (forged) {
            return _refusedWith("setAgentWallet.forged", s, e, IAgentRegistry.AgentRegistryInvalidSignature.selector);
        }
        _done(wallet == w1271 ? "setAgentWallet.erc1271" : "setAgentWallet", s, e);
    }

    function _walletSig(uint256 key, uint256 agentId, address wallet, address owner, uint256 deadline)
        internal
        view
        returns (bytes memory)
    {
        bytes32 structHash = keccak256(
            abi.encode(
                registry.AGENT_WALLET_TYPEHASH(), agentId, wallet, owner, registry.walletNonce(agentId), deadline
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", registry.domainSeparator(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    function unsetAgentWallet(uint256 agentSeed, uint256 callerSeed) external {
        if (agents.length == 0) return _skip("unsetAgentWallet");
        uint256 agentId = agents[agentSeed % agents.length];
        vm.prank(_authorizedOf(agentId, callerSeed));
        (bool s, bytes memory e) = address(registry).call(abi.encodeCall(registry.unsetAgentWallet, (agentId)));
        _done("unsetAgentWallet", s, e);
    }

    /// @dev Approves the operator for one agent or all, revokes it, or approves an arbiter
    /// (which makes it a party to that agent's bounties).
    function approve(uint256 agentSeed, uint256 mode) external {
        if (agents.length == 0) return _skip("approve");
        uint256 agentId = agents[agentSeed % agents.length];
        address owner = registry.ownerOf(agentId);
        mode %= 4;
        bytes memory call = mode == 0
            ? abi.encodeCall(registry.approve, (opr, agentId))
            : mode == 1
                ? abi.encodeCall(registry.setApprovalForAll, (opr, true))
                : mode == 2
                    ? abi.encodeCall(registry.setApprovalForAll, (opr, false))
                    : abi.encodeCall(registry.approve, (arb0, agentId));
        vm.prank(owner);
        (bool s, bytes memory e) = address(registry).call(call);
        _done(mode == 3 ? "approve.arbiter" : "approve", s, e);
    }

    /// @dev Sells the agent NFT to another owner (its stake goes with it; the wallet is cleared).
    function transferAgent(uint256 agentSeed, uint256 toSeed, uint256 callerSeed) external {
        if (agents.length == 0) return _skip("transferAgent");
        uint256 agentId = agents[agentSeed % agents.length];
        address from = registry.ownerOf(agentId);
        address to = _owners[toSeed % _owners.length];
        if (to == from) to = buyer == from ? own1 : buyer;
        uint256 value = _stakeAndUnbonding(agentId);
        vm.prank(_authorizedOf(agentId, callerSeed));
        (bool s, bytes memory e) = address(registry).call(abi.encodeCall(registry.transferFrom, (from, to, agentId)));
        _done("transferAgent", s, e);
        if (!s) return;
        _move(personOf[from], personOf[to], address(stakeToken), value);
        if (registry.getAgentWallet(agentId) != address(0)) walletSurvivedSale++;
    }

    // ------------------------------------------------------------ stake

    /// @dev Anyone may top up an agent's stake: the owner, a requester, the buyer.
    function increaseStake(uint256 agentSeed, uint256 payerSeed, uint256 amount) external {
        if (agents.length == 0) return _skip("increaseStake");
        uint256 agentId = agents[agentSeed % agents.length];
        address[4] memory payers = [registry.ownerOf(agentId), req0, colReq, buyer];
        address payer = payers[payerSeed % 4];
        amount = bound(amount, 1, 200e18);
        vm.prank(payer);
        (bool s, bytes memory e) = address(registry).call(abi.encodeCall(registry.increaseStake, (agentId, amount)));
        _done("increaseStake", s, e);
        if (s) _move(personOf[payer], _personOfAgent(agentId), address(stakeToken), amount);
    }

    /// @dev Unstakes free stake, preferring agents with nothing unbonding so the clock is not
    /// restarted on every call; sometimes asks for more than is free.
    function requestUnstake(uint256 agentSeed, uint256 callerSeed, uint256 amount) external {
        uint256 n = agents.length;
        uint256 agentId;
        for (uint256 i; i < n; ++i) {
            uint256 candidate = agents[(agentSeed % n + i) % n];
            (uint256 unbonding,) = registry.unbondingOf(candidate);
            if (registry.stakeOf(candidate) > registry.reservedOf(candidate) && (unbonding == 0 || _oneIn(amount, 8))) {
                agentId = candidate;
                break;
            }
        }
        if (agentId == 0) return _skip("requestUnstake");
        uint256 free = registry.stakeOf(agentId) - registry.reservedOf(agentId);
        address caller = _authorizedOf(agentId, callerSeed);
        if (_oneIn(amount, 9)) {
            vm.prank(caller);
            (bool s, bytes memory e) =
                address(registry).call(abi.encodeCall(registry.requestUnstake, (agentId, free + 1)));
            return _refusedWith("requestUnstake.reserved", s, e, IAgentRegistry.AgentRegistryInsufficientStake.selector);
        }
        vm.prank(caller);
        (bool ok_, bytes memory err) =
            address(registry).call(abi.encodeCall(registry.requestUnstake, (agentId, bound(amount, 1, free))));
        _done("requestUnstake", ok_, err);
    }

    /// @dev Withdraws an agent's unbonded stake once ready; if none is ready, an early attempt.
    function withdrawStake(uint256 agentSeed, uint256 callerSeed) external {
        uint256 n = agents.length;
        uint256 early;
        for (uint256 i; i < n; ++i) {
            uint256 agentId = agents[(agentSeed % n + i) % n];
            (uint256 unbonding, uint64 readyAt) = registry.unbondingOf(agentId);
            if (unbonding == 0) continue;
            if (block.timestamp < readyAt) {
                if (early == 0) early = agentId;
                continue;
            }
            vm.prank(_authorizedOf(agentId, callerSeed));
            (bool s, bytes memory e) = address(registry).call(abi.encodeCall(registry.withdrawStake, (agentId)));
            return _done("withdrawStake", s, e);
        }
        if (early == 0) return _skip("withdrawStake");
        vm.prank(_authorizedOf(early, callerSeed));
        (bool s2, bytes memory e2) = address(registry).call(abi.encodeCall(registry.withdrawStake, (early)));
        _refusedWith("withdrawStake.early", s2, e2, IAgentRegistry.AgentRegistryStillUnbonding.selector);
    }

    // ------------------------------------------------------------ reputation

    /// @dev The requester of a settled bounty gives feedback once; a party or a stranger is refused.
    function giveFeedback(uint256 bountySeed, uint256 score) external {
        uint256 n = bountyIds.length;
        for (uint256 i; i < n; ++i) {
            uint256 id = bountyIds[(bountySeed % n + i) % n];
            (address requester, uint256 agentId,,, bool settled) = escrow.settlementOf(id);
            if (!settled || reputation.feedbackGiven(id)) continue;
            return _giveFeedback(id, agentId, requester, score);
        }
        _skip("giveFeedback");
    }

    function _giveFeedback(uint256 id, uint256 agentId, address requester, uint256 score) internal {
        bool selfDeal = registry.isAgentOperator(agentId, requester);
        address caller = score % 7 == 0 ? buyer : requester;
        bytes32 before = _aggregateHash(agentId);
        vm.prank(caller);
        (bool s, bytes memory e) = address(reputation)
            .call(
                abi.encodeWithSelector(
                    GIVE_FEEDBACK, id, uint8(score % 101), bytes32("tag"), bytes32(0), "ipfs://f", bytes32(score)
                )
            );
        if (_aggregateHash(agentId) != before) feedbackMovedAggregate++;
        if (caller != requester) {
            return _refusedWith("giveFeedback.stranger", s, e, IReputationRegistry.ReputationNotRequester.selector);
        }
        if (selfDeal) {
            return _refusedWith("giveFeedback.selfDeal", s, e, IReputationRegistry.ReputationSelfDealing.selector);
        }
        _done("giveFeedback", s, e);
        if (s) _recordFeedback(agentId, caller);
    }

    function _recordFeedback(uint256 agentId, address client) internal {
        _feedback.push(FeedbackEntry(agentId, client, reputation.getLastIndex(agentId, client), false));
    }

    function _aggregateHash(uint256 agentId) internal view returns (bytes32) {
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        return keccak256(abi.encode(count, paid, penalty));
    }

    /// @dev ERC-8004's appendResponse to a feedback entry, by anyone (the agent's owner, the
    /// colluder's keys): it must move no aggregate; ERC-8004's agent-addressed giveFeedback is
    /// always refused.
    function _appendResponse(uint256 seed) internal {
        uint256 n = _feedback.length;
        if (n == 0) return _skip("appendResponse");
        FeedbackEntry storage f = _feedback[seed % n];
        address responder = _owners[(seed >> 8) % _owners.length];
        bytes32 before = _aggregateHash(f.agentId);
        vm.prank(responder);
        (bool s, bytes memory e) = address(reputation).call(
            abi.encodeWithSignature(
                "appendResponse(uint256,address,uint64,string,bytes32)", f.agentId, f.client, f.index, "ipfs://r", bytes32(seed)
            )
        );
        _done("appendResponse", s, e);
        vm.prank(responder);
        (s, e) = address(reputation).call(
            abi.encodeWithSignature(
                "giveFeedback(uint256,int128,uint8,string,string,string,string,bytes32)",
                f.agentId,
                int128(100),
                uint8(0),
                "starred",
                "",
                "",
                "",
                bytes32(0)
            )
        );
        _refusedWith("giveFeedback.erc8004", s, e, IReputationRegistry.ReputationFeedbackNeedsBounty.selector);
        if (_aggregateHash(f.agentId) != before) feedbackMovedAggregate++;
    }

    /// @dev A third of the calls append a response instead (ERC-8004's writes ride on this
    /// selector, so the fuzzer's selector weights stay as they were).
    function revokeFeedback(uint256 seed) external {
        uint256 n = _feedback.length;
        if (n == 0) return _skip("revokeFeedback");
        if (seed % 3 == 2) return _appendResponse(seed);
        FeedbackEntry storage f = _feedback[seed % n];
        vm.prank(f.client);
        (bool s, bytes memory e) =
            address(reputation).call(abi.encodeCall(reputation.revokeFeedback, (f.agentId, f.index)));
        if (f.revoked) {
            return _refusedWith("revokeFeedback.twice", s, e, IReputationRegistry.ReputationAlreadyRevoked.selector);
        }
        _done("revokeFeedback", s, e);
        if (s) f.revoked = true;
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";
import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";

/// @title BountyEscrow
/// @notice Escrowed task bounties with a timeout exit from every non-terminal state.
/// See {IBountyEscrow} for the state machine.
/// @dev Storage: one bounty is four packed slots (see {IBountyEscrow-Bounty}); `post` writes three
/// (four with a minStake), `claim`, `submit` and `accept` one each. Hashes live in events. Every function that changes
/// state is `nonReentrant` (transient-storage guard) and follows checks-effects-interactions:
/// the status moves before any external call, and untrusted transfers come last.
/// The registry and reputation contracts are trusted (deployed together); tokens and
/// receivers are not.
contract BountyEscrow is IBountyEscrow, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Upper bound on the protocol fee (10 %).
    uint16 public constant MAX_FEE_BPS = 1000;
    /// @notice Upper bound on every timeout parameter.
    uint64 public constant MAX_TIMEOUT = 730 days;
    /// @notice Gas forwarded to a push payment; a receiver that needs more is credited instead.
    uint256 public constant PUSH_GAS = 100_000;
    uint16 private constant BPS = 10_000;
    uint8 private constant MAX_REPUTATION = 100;

    /// @notice The agent registry (stake, operators, payout addresses, slashing).
    IAgentRegistry public immutable registry;
    /// @notice The reputation registry (minReputation checks, outcomes).
    IReputationRegistry public immutable reputation;
    /// @notice Receives protocol fees (credited to `owed`, pulled with `withdraw`).
    address public immutable treasury;
    /// @notice Protocol fee in basis points of what the agent is paid, <= MAX_FEE_BPS.
    uint16 public immutable feeBps;
    /// @notice Agent share, in bps, when the arbiter never rules on a dispute.
    uint16 public immutable defaultDisputeAgentBps;
    /// @notice Latest deadline accepted at post, in seconds from now.
    uint64 public immutable maxDuration;
    /// @notice Longest review window a bounty may ask for.
    uint64 public immutable maxReviewWindow;
    /// @notice Seconds the agent has to dispute a rejection.
    uint64 public immutable disputeWindow;
    /// @notice Seconds the arbiter has to rule on a dispute.
    uint64 public immutable disputeTimeout;
    /// @notice The registry's minimum stake, cached.
    uint256 public immutable registryMinStake;

    /// @inheritdoc IBountyEscrow
    uint256 public bountyCount;
    /// @inheritdoc IBountyEscrow
    mapping(address token => mapping(address account => uint256)) public owed;
    mapping(uint256 bountyId => Bounty) private _bounties;

    /// @param registry_ AgentRegistry.
    /// @param reputation_ ReputationRegistry.
    /// @param treasury_ Fee receiver (non-zero).
    /// @param feeBps_ Protocol fee, 0..1000 bps.
    /// @param maxDuration_ Max seconds from post to deadline, 1..730 days.
    /// @param maxReviewWindow_ Max review window, 1..730 days.
    /// @param disputeWindow_ Seconds to dispute a rejection, 1..730 days.
    /// @param disputeTimeout_ Seconds for the arbiter to rule, 1..730 days.
    /// @param defaultDisputeAgentBps_ Agent share when the arbiter times out, 0..10000.
    constructor(
        address registry_,
        address reputation_,
        address treasury_,
        uint16 feeBps_,
        uint64 maxDuration_,
        uint64 maxReviewWindow_,
        uint64 disputeWindow_,
        uint64 disputeTimeout_,
        uint16 defaultDisputeAgentBps_
    ) {
        if (registry_ == address(0) || reputation_ == address(0) || treasury_ == address(0)) {
            revert EscrowZeroAddress();
        }
        if (feeBps_ > MAX_FEE_BPS) revert EscrowBadParameter("feeBps");
        if (maxDuration_ == 0 || maxDuration_ > MAX_TIMEOUT) revert EscrowBadParameter("maxDuration");
        if (maxReviewWindow_ == 0 || maxReviewWindow_ > MAX_TIMEOUT) revert EscrowBadParameter("maxReviewWindow");
        if (disputeWindow_ == 0 || disputeWindow_ > MAX_TIMEOUT) revert EscrowBadParameter("disputeWindow");
        if (disputeTimeout_ == 0 || disputeTimeout_ > MAX_TIMEOUT) revert EscrowBadParameter("disputeTimeout");
        if (defaultDisputeAgentBps_ > BPS) revert EscrowBadParameter("defaultDisputeAgentBps");
        registry = IAgentRegistry(registry_);
        reputation = IReputationRegistry(reputation_);
        treasury = treasury_;
        feeBps = feeBps_;
        maxDuration = maxDuration_;
        maxReviewWindow = maxReviewWindow_;
        disputeWindow = disputeWindow_;
        disputeTimeout = disputeTimeout_;
        defaultDisputeAgentBps = defaultDisputeAgentBps_;
        registryMinStake = IAgentRegistry(registry_).minStake();
    }

    // ---------------------------------------------------------------- lifecycle

    /// @inheritdoc IBountyEscrow
    function post(PostParams calldata p) external payable nonReentrant returns (uint256 bountyId) {
        if (p.amount == 0 || p.amount > type(uint96).max) revert EscrowBadAmount(p.amount);
        if (p.deadline <= block.timestamp || p.deadline > block.timestamp + maxDuration) {
            revert EscrowBadDeadline(p.deadline);
        }
        if (p.reviewWindow == 0 || p.reviewWindow > maxReviewWindow) revert EscrowBadReviewWindow(p.reviewWindow);
        if (p.minReputation > MAX_REPUTATION) revert EscrowBadMinReputation(p.minReputation);
        if (p.assignee != 0 && (p.assignee > type(uint48).max || p.assignee > registry.totalAgents())) {
            revert EscrowUnknownAgent(p.assignee);
        }
        if (p.parentId != 0) _checkParent(p.parentId, p.deadline);
        if (p.token == address(0)) {
            if (msg.value != p.amount) revert EscrowBadValue(msg.value, p.amount);
        } else if (msg.value != 0) {
            revert EscrowBadValue(msg.value, 0);
        }

        bountyId = ++bountyCount;
        Bounty storage b = _bounties[bountyId];
        b.requester = msg.sender;
        b.until = uint40(p.deadline);
        b.status = Status.Open;
        b.agentId = uint48(p.assignee);
        b.token = p.token;
        b.amount = uint96(p.amount);
        b.arbiter = p.arbiter;
        b.reviewWindow = p.reviewWindow;
        b.minReputation = p.minReputation;
        b.parentId = uint48(p.parentId);
        if (p.minStake != 0) b.minStake = p.minStake;
        emit BountyPosted(bountyId, msg.sender, p.token, p.amount, p.specHash, p.deadline, p.assignee, p.parentId);

        if (p.token != address(0)) {
            IERC20 token = IERC20(p.token);
            uint256 before = token.balanceOf(address(this));
            token.safeTransferFrom(msg.sender, address(this), p.amount);
            uint256 received = token.balanceOf(address(this)) - before;
            if (received != p.amount) revert EscrowFeeOnTransferToken(p.token, received, p.amount);
        }
    }

    /// @inheritdoc IBountyEscrow
    function claim(uint256 bountyId, uint256 agentId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Open);
        uint40 deadline = b.until;
        if (block.timestamp > deadline) revert EscrowDeadlinePassed(deadline);
        uint48 assignee = b.agentId;
        if (assignee != 0 && assignee != agentId) revert EscrowNotAssignee(bountyId, assignee);
        if (agentId == 0 || agentId > type(uint48).max) revert EscrowUnknownAgent(agentId);
        (bool operator, uint256 stake) = registry.agentStatus(agentId, msg.sender);
        if (!operator) revert EscrowNotAgentOperator(agentId, msg.sender);
        uint256 required = b.minStake;
        if (required < registryMinStake) required = registryMinStake;
        if (stake < required) revert EscrowStakeTooLow(agentId, stake, required);
        uint8 minRep = b.minReputation;
        if (minRep != 0) {
            uint256 rep = reputation.reputationOf(agentId);
            if (rep < minRep) revert EscrowReputationTooLow(agentId, rep, minRep);
        }
        b.status = Status.Claimed;
        // forge-lint: disable-next-line(unsafe-typecast) -- agentId <= uint48 max checked above
        b.agentId = uint48(agentId);
        emit BountyClaimed(bountyId, agentId, msg.sender);
    }

    /// @inheritdoc IBountyEscrow
    function submit(uint256 bountyId, bytes32 resultHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Claimed);
        uint40 deadline = b.until;
        if (block.timestamp > deadline) revert EscrowDeadlinePassed(deadline);
        if (resultHash == bytes32(0)) revert EscrowEmptyResult();
        uint256 agentId = b.agentId;
        _requireOperator(agentId);
        uint40 reviewEnd = uint40(block.timestamp) + b.reviewWindow;
        b.status = Status.Submitted;
        b.until = reviewEnd;
        emit BountySubmitted(bountyId, agentId, resultHash, reviewEnd);
    }

    /// @inheritdoc IBountyEscrow
    function accept(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Submitted);
        _requireRequester(bountyId, b.requester);
        _payAgent(bountyId, b, false);
    }

    /// @inheritdoc IBountyEscrow
    function reject(uint256 bountyId, bytes32 reasonHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Submitted);
        _requireRequester(bountyId, b.requester);
        uint40 reviewEnd = b.until;
        if (block.timestamp > reviewEnd) revert EscrowWindowClosed(bountyId, reviewEnd);
        // forge-lint: disable-next-line(unsafe-typecast) -- now + disputeWindow (<= 730 days) fits uint40 until year 36812
        uint40 disputeEnd = uint40(block.timestamp + disputeWindow);
        b.status = Status.Rejected;
        b.until = disputeEnd;
        emit BountyRejected(bountyId, reasonHash, disputeEnd);
    }

    /// @inheritdoc IBountyEscrow
    function dispute(uint256 bountyId, bytes32 reasonHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Rejected);
        uint40 disputeEnd = b.until;
        if (block.timestamp > disputeEnd) revert EscrowWindowClosed(bountyId, disputeEnd);
        _requireOperator(b.agentId);
        // forge-lint: disable-next-line(unsafe-typecast) -- now + disputeTimeout (<= 730 days) fits uint40 until year 36812
        uint40 ruleEnd = uint40(block.timestamp + disputeTimeout);
        b.status = Status.Disputed;
        b.until = ruleEnd;
        emit BountyDisputed(bountyId, reasonHash, ruleEnd);
    }

    /// @inheritdoc IBountyEscrow
    function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Disputed);
        address arbiter = b.arbiter;
        if (arbiter == address(0) || msg.sender != arbiter) revert EscrowNotArbiter(bountyId, msg.sender);
        uint256 cap = b.minStake;
        if (cap < registryMinStake) cap = registryMinStake;
        if (agentBps > BPS || slashAmount > cap) revert EscrowBadRuling(agentBps, slashAmount, cap);
        _split(bountyId, b, agentBps, slashAmount, false, true);
    }

    /// @inheritdoc IBountyEscrow
    function cancel(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Open);
        _requireRequester(bountyId, b.requester);
        b.status = Status.Cancelled;
        emit BountyCancelled(bountyId);
        _push(b.token, b.requester, b.amount);
    }

    /// @inheritdoc IBountyEscrow
    function expire(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s != Status.Open && s != Status.Claimed) _statusError(bountyId, s);
        _expire(bountyId, b);
    }

    /// @inheritdoc IBountyEscrow
    function finalize(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s == Status.Open || s == Status.Claimed) {
            _expire(bountyId, b);
            return;
        }
        if (s != Status.Submitted && s != Status.Rejected && s != Status.Disputed) _statusError(bountyId, s);
        uint40 until = b.until;
        if (block.timestamp <= until) revert EscrowNotTimedOut(bountyId, until);
        if (s == Status.Submitted) {
            _payAgent(bountyId, b, true);
        } else if (s == Status.Rejected) {
            _split(bountyId, b, 0, 0, true, true);
        } else {
            _split(bountyId, b, defaultDisputeAgentBps, 0, true, false);
        }
    }

    /// @inheritdoc IBountyEscrow
    function withdraw(address token, address to) external nonReentrant {
        if (to == address(0)) revert EscrowZeroAddress();
        uint256 amount = owed[token][msg.sender];
        if (amount == 0) revert EscrowNothingOwed(token, msg.sender);
        owed[token][msg.sender] = 0;
        emit Withdrawn(token, msg.sender, to, amount);
        if (token == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert EscrowTransferFailed(token, to, amount);
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IBountyEscrow
    function getBounty(uint256 bountyId) external view returns (Bounty memory) {
        return _bounties[bountyId];
    }

    /// @inheritdoc IBountyEscrow
    function settlementOf(uint256 bountyId)
        external
        view
        returns (address requester, uint256 agentId, address token, uint256 amount, bool settled)
    {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        return (b.requester, b.agentId, b.token, b.amount, s == Status.Accepted || s == Status.Resolved);
    }

    /// @inheritdoc IBountyEscrow
    function isTimedOut(uint256 bountyId) external view returns (bool) {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        bool live = s == Status.Open || s == Status.Claimed || s == Status.Submitted || s == Status.Rejected
            || s == Status.Disputed;
        return live && block.timestamp > b.until;
    }

    // ---------------------------------------------------------------- internals

    function _checkParent(uint256 parentId, uint64 deadline) private view {
        Bounty storage parent = _bounties[parentId];
        if (
            parent.status != Status.Claimed || deadline > parent.until
                || !registry.isAgentOperator(parent.agentId, msg.sender)
        ) revert EscrowBadParent(parentId);
    }

    function _expire(uint256 bountyId, Bounty storage b) private {
        uint40 deadline = b.until;
        if (block.timestamp <= deadline) revert EscrowNotTimedOut(bountyId, deadline);
        b.status = Status.Expired;
        emit BountyExpired(bountyId);
        _push(b.token, b.requester, b.amount);
    }

    /// @dev Pays the agent the whole amount minus the fee and records the outcome.
    function _payAgent(uint256 bountyId, Bounty storage b, bool automatic) private {
        b.status = Status.Accepted;
        address token = b.token;
        uint256 amount = b.amount;
        uint256 agentId = b.agentId;
        uint256 fee = amount * feeBps / BPS;
        uint256 paid = amount - fee;
        if (fee != 0) owed[token][treasury] += fee;
        emit BountyAccepted(bountyId, agentId, paid, fee, automatic);
        reputation.recordOutcome(
            bountyId,
            agentId,
            b.requester,
            token,
            amount,
            automatic ? IReputationRegistry.Outcome.AutoAccepted : IReputationRegistry.Outcome.Accepted,
            MAX_REPUTATION
        );
        _push(token, registry.payoutAddress(agentId), paid);
    }

    /// @dev Splits the amount: `agentBps` to the agent (fee taken from that share), the rest
    /// refunded; optionally slashes and records the outcome with score agentBps / 100.
    function _split(
        uint256 bountyId,
        Bounty storage b,
        uint16 agentBps,
        uint256 slashAmount,
        bool byTimeout,
        bool record
    ) private {
        b.status = Status.Resolved;
        (uint256 agentNet, uint256 refund) = _shares(b.token, b.amount, agentBps);
        uint256 slashed = slashAmount == 0 ? 0 : _slash(bountyId, b.agentId, slashAmount, b.requester);
        emit BountyResolved(bountyId, agentBps, agentNet, refund, slashed, byTimeout);
        if (record) {
            reputation.recordOutcome(
                bountyId,
                b.agentId,
                b.requester,
                b.token,
                b.amount,
                byTimeout ? IReputationRegistry.Outcome.Refused : IReputationRegistry.Outcome.DisputeResolved,
                // forge-lint: disable-next-line(unsafe-typecast) -- agentBps <= 10000, so agentBps / 100 <= 100
                uint8(agentBps / 100)
            );
        }
        if (agentNet != 0) _push(b.token, registry.payoutAddress(b.agentId), agentNet);
        _push(b.token, b.requester, refund);
    }

    /// @dev The agent's net share and the refund of a split; credits the fee to the treasury.
    function _shares(address token, uint256 amount, uint16 agentBps)
        private
        returns (uint256 agentNet, uint256 refund)
    {
        uint256 agentGross = amount * agentBps / BPS;
        uint256 fee = agentGross * feeBps / BPS;
        if (fee != 0) owed[token][treasury] += fee;
        agentNet = agentGross - fee;
        refund = amount - agentGross;
    }

    /// @dev Slashes through the registry; a failing slash (e.g. the stake token refuses the
    /// requester) is reported and skipped so the ruling still settles.
    function _slash(uint256 bountyId, uint256 agentId, uint256 amount, address recipient)
        private
        returns (uint256 slashed)
    {
        try registry.slash(agentId, amount, recipient) returns (uint256 s) {
            slashed = s;
        } catch {
            emit SlashFailed(bountyId, agentId, amount);
        }
    }

    /// @dev Push with a gas cap; on any failure credit `owed` so nobody is blocked. For ERC-20
    /// the call succeeds if it did not revert and returned either nothing (from a contract) or
    /// a first word equal to 1; at most 32 bytes of return data are copied.
    function _push(address token, address to, uint256 amount) private {
        if (amount == 0) return;
        bool ok;
        if (token == address(0)) {
            assembly ("memory-safe") {
                ok := call(PUSH_GAS, to, amount, 0, 0, 0, 0)
            }
        } else {
            bytes memory data = abi.encodeCall(IERC20.transfer, (to, amount));
            assembly ("memory-safe") {
                mstore(0, 0)
                ok := call(PUSH_GAS, token, 0, add(data, 0x20), mload(data), 0, 0x20)
                if ok {
                    switch returndatasize()
                    case 0 { ok := gt(extcodesize(token), 0) }
                    default { ok := and(gt(returndatasize(), 31), eq(mload(0), 1)) }
                }
            }
        }
        if (!ok) {
            owed[token][to] += amount;
            emit PaymentDeferred(token, to, amount);
        }
    }

    function _requireOperator(uint256 agentId) private view {
        if (!registry.isAgentOperator(agentId, msg.sender)) revert EscrowNotAgentOperator(agentId, msg.sender);
    }

    function _requireRequester(uint256 bountyId, address requester) private view {
        if (msg.sender != requester) revert EscrowNotRequester(bountyId, msg.sender);
    }

    function _requireStatus(uint256 bountyId, Status actual, Status expected) private pure {
        if (actual != expected) _statusError(bountyId, actual);
    }

    function _statusError(uint256 bountyId, Status actual) private pure {
        if (actual == Status.None) revert EscrowUnknownBounty(bountyId);
        revert EscrowWrongStatus(bountyId, actual);
    }
}

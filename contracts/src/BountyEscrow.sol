// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EscrowPayments} from "./EscrowPayments.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";
import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";

/// @title BountyEscrow
/// @notice Escrowed task bounties with a timeout exit from every non-terminal state.
/// See {IBountyEscrow} for the state machine.
/// @dev Storage: one bounty is four packed slots (see {IBountyEscrow-Bounty}); `post` writes three
/// (four with a minStake or minPaid), `claim`, `submit` and `accept` one each. A claim's stake
/// reservation is a pure function of the bounty's token and amount (see `reservationOf`), so it
/// is recomputed at settlement instead of stored. Hashes live in events. Every function that changes
/// state is `nonReentrant` (transient-storage guard) and follows checks-effects-interactions:
/// the status moves before any external call, and untrusted transfers come last.
/// Fees, push payments and `withdraw` are in {EscrowPayments}.
/// The registry and reputation contracts are trusted (deployed together); tokens and
/// receivers are not.
contract BountyEscrow is EscrowPayments {
    using SafeERC20 for IERC20;

    /// @notice Upper bound on every timeout parameter.
    uint64 public constant MAX_TIMEOUT = 730 days;
    uint8 private constant MAX_REPUTATION = 100;
    /// @notice One registry minimum stake backs at most this many small open claims.
    uint256 public constant MAX_CLAIMS = 16;
    /// @notice Part of the bounty's stake value (bps) an agent forfeits to the treasury when its
    /// claim expires or it concedes a rejection (of the reservation floor when the bounty's token
    /// has no stake value, so squatting a weightless bounty is not free).
    uint16 public constant FORFEIT_BPS = 1000;
    /// @notice Minimum value of a bounty in ETH or a listed token, in weight units (gwei-equivalents).
    uint256 public constant MIN_BOUNTY_WEIGHT = 1000;

    /// @notice The agent registry (stake, operators, payout addresses, slashing).
    IAgentRegistry public immutable registry;
    /// @notice The reputation registry (minReputation checks, outcomes).
    IReputationRegistry public immutable reputation;
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
    /// @notice The registry's stake token, cached.
    address public immutable stakeToken;
    /// @notice The stake token's reputation weight per 1e18 base units, cached (never 0: checked at construction).
    uint256 public immutable stakeWeightPerUnit;

    /// @inheritdoc IBountyEscrow
    uint256 public bountyCount;
    mapping(uint256 bountyId => Bounty) private _bounties;

    /// @param registry_ AgentRegistry.
    /// @param reputation_ ReputationRegistry.
    /// @param treasury_ Fee receiver (non-zero).
    /// @param feeBps_ Protocol fee, 0..1000 bps.
    /// @param maxDuration_ Max seconds from post to deadline, 1..730 days.
    /// @param maxReviewWindow_ Max review window, 1..730 days.
    /// @param disputeWindow_ Seconds to dispute a rejection, 1..730 days.
    /// @param disputeTimeout_ Seconds for the arbiter to rule, 1..730 days.
    constructor(
        address registry_,
        address reputation_,
        address treasury_,
        uint16 feeBps_,
        uint64 maxDuration_,
        uint64 maxReviewWindow_,
        uint64 disputeWindow_,
        uint64 disputeTimeout_
    ) EscrowPayments(treasury_, feeBps_) {
        if (registry_ == address(0) || reputation_ == address(0)) revert EscrowZeroAddress();
        if (maxDuration_ == 0 || maxDuration_ > MAX_TIMEOUT) revert EscrowBadParameter("maxDuration");
        if (maxReviewWindow_ == 0 || maxReviewWindow_ > MAX_TIMEOUT) revert EscrowBadParameter("maxReviewWindow");
        if (disputeWindow_ == 0 || disputeWindow_ > MAX_TIMEOUT) revert EscrowBadParameter("disputeWindow");
        if (disputeTimeout_ == 0 || disputeTimeout_ > MAX_TIMEOUT) revert EscrowBadParameter("disputeTimeout");
        registry = IAgentRegistry(registry_);
        reputation = IReputationRegistry(reputation_);
        maxDuration = maxDuration_;
        maxReviewWindow = maxReviewWindow_;
        disputeWindow = disputeWindow_;
        disputeTimeout = disputeTimeout_;
        // wiring by construction: both registries name this escrow (the deployer predicts its
        // address), so `post` can never accept a bounty no claim or settlement could follow
        if (
            IAgentRegistry(registry_).escrow() != address(this)
                || IReputationRegistry(reputation_).escrow() != address(this)
                || IReputationRegistry(reputation_).agentRegistry() != registry_
        ) revert EscrowNotWired(registry_, reputation_);
        registryMinStake = IAgentRegistry(registry_).minStake();
        address stake = IAgentRegistry(registry_).stakeToken();
        stakeToken = stake;
        uint256 perUnit = IReputationRegistry(reputation_).weightPerUnit(stake);
        // an unlisted stake token would make every bounty worth 0 stake: no slash, no forfeit
        if (perUnit == 0) revert EscrowStakeTokenNotListed(stake);
        stakeWeightPerUnit = perUnit;
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
        if (p.arbiter == msg.sender) revert EscrowArbiterIsRequester(p.arbiter);
        if (p.parentId != 0) _checkParent(p.parentId, p.deadline);
        if (p.token == address(0)) {
            if (msg.value != p.amount) revert EscrowBadValue(msg.value, p.amount);
            if (p.amount / 1e9 < MIN_BOUNTY_WEIGHT) revert EscrowBountyTooSmall(p.amount / 1e9, MIN_BOUNTY_WEIGHT);
        } else {
            if (msg.value != 0) revert EscrowBadValue(msg.value, 0);
            uint256 perUnit = reputation.weightPerUnit(p.token);
            uint256 weight = p.amount * perUnit / 1e18;
            if (perUnit != 0 && weight < MIN_BOUNTY_WEIGHT) revert EscrowBountyTooSmall(weight, MIN_BOUNTY_WEIGHT);
        }
        // the fee (rounded up) must leave the agent something: only a 1-unit bounty of an
        // unlisted token can fail this (ETH and listed tokens have a minimum value)
        uint256 fee = _feeOf(p.amount);
        if (fee >= p.amount) revert EscrowFeeTakesAll(p.amount, fee);

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
        if (p.minStake != 0 || p.minPaid != 0) {
            b.minStake = p.minStake;
            b.minPaid = p.minPaid;
        }
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
        _reserveStake(bountyId, b, agentId);
        uint8 minRep = b.minReputation;
        uint64 minPaid = b.minPaid;
        if (minRep != 0 || minPaid != 0) _checkStanding(agentId, minRep, minPaid);
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
        if (b.arbiter == address(0)) {
            // nobody could rule on a dispute: the refusal settles now (a dispute window would
            // only delay the same refund)
            emit BountyRejected(bountyId, reasonHash, uint64(block.timestamp));
            _split(bountyId, b, 0, 0, true);
            return;
        }
        // forge-lint: disable-next-line(unsafe-typecast) -- now + disputeWindow (<= 730 days) fits uint40 until year 36812
        uint40 disputeEnd = uint40(block.timestamp + disputeWindow);
        b.status = Status.Rejected;
        b.until = disputeEnd;
        emit BountyRejected(bountyId, reasonHash, disputeEnd);
    }

    /// @inheritdoc IBountyEscrow
    function dispute(uint256 bountyId, bytes32 reasonHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s != Status.Rejected) {
            // an arbiterless bounty never stays Rejected: say why it cannot be disputed
            if (s != Status.None && b.arbiter == address(0)) revert EscrowNoArbiter(bountyId);
            _statusError(bountyId, s);
        }
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
        uint40 ruleEnd = b.until;
        if (block.timestamp > ruleEnd) revert EscrowWindowClosed(bountyId, ruleEnd);
        uint256 cap = stakeValue(b.token, b.amount);
        if (agentBps > BPS || slashAmount > cap) revert EscrowBadRuling(agentBps, slashAmount, cap);
        // an arbiter that became agent side since the claim (it bought the agent, or was made
        // its operator) may still refund, but never pay the agent: it would judge its own cause.
        // A 0 % ruling stays open, so approving the arbiter gives the agent no veto.
        if (agentBps != 0 && registry.isAgentOperator(b.agentId, arbiter)) {
            revert EscrowArbiterNotIndependent(bountyId, arbiter);
        }
        _split(bountyId, b, agentBps, slashAmount, false);
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
            // a rejection the agent did not dispute: its concession, booked like an expiry, so
            // junk plus conceding costs what abandoning costs
            _concede(bountyId, b);
        } else {
            // a dispute nobody ruled: the party that did not dispute wins (full refund, refusal
            // recorded), so junk plus a dispute earns nothing
            _split(bountyId, b, 0, 0, true);
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
        returns (address requester, uint256 agentId, address token, uint256 paid, bool settled)
    {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s == Status.Accepted) paid = b.amount;
        else if (s == Status.Resolved) paid = uint256(b.amount) * b.agentBps / BPS;
        return (b.requester, b.agentId, b.token, paid, s == Status.Accepted || s == Status.Resolved);
    }

    /// @inheritdoc IBountyEscrow
    function stakeValue(address token, uint256 amount) public view returns (uint256) {
        if (token == stakeToken) return amount;
        uint256 weight = token == address(0) ? amount / 1e9 : reputation.weightOf(token, amount);
        return weight * 1e18 / stakeWeightPerUnit;
    }

    /// @inheritdoc IBountyEscrow
    function reservationOf(uint256 bountyId) external view returns (uint256) {
        Bounty storage b = _bounties[bountyId];
        if (b.status == Status.None) revert EscrowUnknownBounty(bountyId);
        return _reservation(b.token, b.amount);
    }

    /// @inheritdoc IBountyEscrow
    function isWired() external view returns (bool) {
        return registry.escrow() == address(this) && reputation.escrow() == address(this);
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

    /// @dev The claim's one registry call: operator, arbiter independence, stake and reservation.
    function _reserveStake(uint256 bountyId, Bounty storage b, uint256 agentId) private {
        address arbiter = b.arbiter;
        uint256 reservation = _reservation(b.token, b.amount);
        (bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved) =
            registry.reserve(agentId, msg.sender, arbiter, reservation);
        if (!operator) revert EscrowNotAgentOperator(agentId, msg.sender);
        if (arbiterIsAgentSide) revert EscrowArbiterNotIndependent(bountyId, arbiter);
        uint256 required = b.minStake;
        if (required < registryMinStake) required = registryMinStake;
        if (stake < required) revert EscrowStakeTooLow(agentId, stake, required);
        uint256 free = stake > reserved ? stake - reserved : 0;
        if (free < reservation) revert EscrowFreeStakeTooLow(agentId, free, reservation);
    }

    function _checkStanding(uint256 agentId, uint8 minRep, uint64 minPaid) private view {
        (uint8 rep, uint256 paid) = reputation.standingOf(agentId);
        if (rep < minRep) revert EscrowReputationTooLow(agentId, rep, minRep);
        if (paid < minPaid) revert EscrowRecordTooShort(agentId, paid, minPaid);
    }

    function _checkParent(uint256 parentId, uint64 deadline) private view {
        Bounty storage parent = _bounties[parentId];
        if (
            parent.status != Status.Claimed || deadline > parent.until
                || !registry.isAgentOperator(parent.agentId, msg.sender)
        ) revert EscrowBadParent(parentId);
    }

    /// @dev Open: refund. Claimed: refund and `_forfeit`.
    function _expire(uint256 bountyId, Bounty storage b) private {
        uint40 deadline = b.until;
        if (block.timestamp <= deadline) revert EscrowNotTimedOut(bountyId, deadline);
        bool claimed = b.status == Status.Claimed;
        b.status = Status.Expired;
        address requester = b.requester;
        address token = b.token;
        uint256 amount = b.amount;
        uint256 forfeited;
        if (claimed) {
            uint256 agentId = b.agentId;
            forfeited = _forfeit(bountyId, agentId, token, amount);
            _recordExpired(bountyId, agentId, requester, token, amount);
        }
        emit BountyExpired(bountyId, forfeited);
        _push(token, requester, amount);
    }

    /// @dev A rejection of a bounty with an arbiter that the agent did not dispute: full refund,
    /// booked like an expiry (forfeit to the treasury, full-weight Expired outcome). Ends
    /// Resolved with `BountyResolved(byTimeout)`, `slashed` being the forfeit.
    function _concede(uint256 bountyId, Bounty storage b) private {
        b.status = Status.Resolved;
        address requester = b.requester;
        address token = b.token;
        uint256 amount = b.amount;
        uint256 agentId = b.agentId;
        uint256 forfeited = _forfeit(bountyId, agentId, token, amount);
        emit BountyResolved(bountyId, 0, 0, amount, forfeited, true);
        _recordExpired(bountyId, agentId, requester, token, amount);
        _push(token, requester, amount);
    }

    /// @dev Releases the claim's reservation and forfeits FORFEIT_BPS of the bounty's stake value
    /// (of the reservation floor when it has none, so a weightless bounty's squatter pays too) to
    /// the treasury.
    function _forfeit(uint256 bountyId, uint256 agentId, address token, uint256 amount)
        private
        returns (uint256 forfeited)
    {
        uint256 value = stakeValue(token, amount);
        uint256 reservation = _reservationOf(value);
        uint256 forfeit = (value != 0 ? value : reservation) * FORFEIT_BPS / BPS;
        (,, forfeited) = registry.release(agentId, reservation, forfeit, treasury, address(0));
        if (forfeit != 0 && forfeited == 0) emit SlashFailed(bountyId, agentId, forfeit);
    }

    /// @dev Records an Expired outcome (a full-weight penalty, recorded whatever the approvals, so
    /// a self-dealer cannot erase it).
    function _recordExpired(uint256 bountyId, uint256 agentId, address requester, address token, uint256 amount)
        private
    {
        reputation.recordOutcome(
            bountyId, agentId, requester, token, amount, IReputationRegistry.Outcome.Expired, 0, false
        );
    }

    /// @dev Pays the agent the whole amount minus the fee and records the outcome.
    function _payAgent(uint256 bountyId, Bounty storage b, bool automatic) private {
        b.status = Status.Accepted;
        address token = b.token;
        uint256 amount = b.amount;
        uint256 agentId = b.agentId;
        address requester = b.requester;
        uint256 fee = _feeOf(amount);
        uint256 paid = amount - fee;
        if (fee != 0) owed[token][treasury] += fee;
        emit BountyAccepted(bountyId, agentId, paid, fee, automatic);
        (address payout, bool selfDeal,) =
            registry.release(agentId, _reservation(token, amount), 0, address(0), requester);
        if (!selfDeal) {
            reputation.recordOutcome(
                bountyId,
                agentId,
                requester,
                token,
                amount,
                automatic ? IReputationRegistry.Outcome.AutoAccepted : IReputationRegistry.Outcome.Accepted,
                BPS,
                false
            );
        }
        _push(token, payout, paid);
    }

    /// @dev Splits the amount: `agentBps` to the agent (fee taken from that share), the rest
    /// refunded; releases the reservation, slashes up to `slashAmount` of it to the treasury (a
    /// ruling only) and records the outcome: Refused when no arbiter ruled (`byTimeout`: an
    /// arbiter-less rejection, or a dispute nobody ruled), DisputeResolved for a ruling. The penalty is
    /// always recorded; a self-dealt ruling (the requester is agent side at settlement) records
    /// its penalty share only. The arbiter's standing is not re-checked: parties are fixed at claim.
    function _split(uint256 bountyId, Bounty storage b, uint16 agentBps, uint256 slashAmount, bool byTimeout) private {
        b.status = Status.Resolved;
        if (agentBps != 0) b.agentBps = agentBps;
        (uint256 agentNet, uint256 refund) = _shares(b.token, b.amount, agentBps);
        (address payout, bool selfDeal, uint256 slashed) = _settleStake(bountyId, b, slashAmount, agentBps != 0);
        emit BountyResolved(bountyId, agentBps, agentNet, refund, slashed, byTimeout);
        reputation.recordOutcome(
            bountyId,
            b.agentId,
            b.requester,
            b.token,
            b.amount,
            byTimeout ? IReputationRegistry.Outcome.Refused : IReputationRegistry.Outcome.DisputeResolved,
            agentBps,
            selfDeal
        );
        address token = b.token;
        if (agentNet != 0) _push(token, payout, agentNet);
        _push(token, b.requester, refund);
    }

    /// @dev Releases the claim's reservation and slashes up to `slashAmount` of it to the
    /// treasury; checks whether the requester is agent side only when `paysAgent` (self-dealing
    /// only suppresses what is paid).
    function _settleStake(uint256 bountyId, Bounty storage b, uint256 slashAmount, bool paysAgent)
        private
        returns (address payout, bool selfDeal, uint256 slashed)
    {
        uint256 agentId = b.agentId;
        (payout, selfDeal, slashed) = registry.release(
            agentId, _reservation(b.token, b.amount), slashAmount, treasury, paysAgent ? b.requester : address(0)
        );
        if (slashAmount != 0 && slashed == 0) emit SlashFailed(bountyId, agentId, slashAmount);
    }

    /// @dev The stake a claim reserves: the bounty's value in stake-token units, and at least
    /// registryMinStake / MAX_CLAIMS so one minimum stake backs at most MAX_CLAIMS open claims.
    function _reservation(address token, uint256 amount) private view returns (uint256) {
        return _reservationOf(stakeValue(token, amount));
    }

    /// @dev The reservation of a bounty worth `value` stake-token units.
    function _reservationOf(uint256 value) private view returns (uint256) {
        uint256 floor = registryMinStake / MAX_CLAIMS;
        return value < floor ? floor : value;
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

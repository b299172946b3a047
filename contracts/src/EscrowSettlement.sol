// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowPayments} from "./EscrowPayments.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";
import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";

/// @title EscrowSettlement
/// @notice {BountyEscrow}'s parameters, fixed at construction, and how a bounty ends: the agent
/// paid (accept, auto-accept), the amount split (a ruling, a refusal), or the requester refunded
/// (an expiry, a conceded rejection), each releasing the claim's stake reservation (forfeiting
/// or slashing part of it to the treasury) and recording the outcome in the reputation registry.
/// @dev Callers move the bounty out of its status before these run; untrusted transfers
/// ({EscrowPayments-_push}) come last. Declares no storage of its own.
abstract contract EscrowSettlement is EscrowPayments {
    /// @notice Upper bound on every timeout parameter.
    uint64 public constant MAX_TIMEOUT = 730 days;
    /// @notice One registry minimum stake backs at most this many small open claims.
    uint256 public constant MAX_CLAIMS = 16;
    /// @notice Part of the bounty's stake value (bps) an agent forfeits to the treasury when its
    /// claim expires or it concedes a rejection (of the reservation floor when the bounty's token
    /// has no stake value, so squatting a weightless bounty is not free).
    uint16 public constant FORFEIT_BPS = 1000;

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

    /// @inheritdoc IBountyEscrow
    function stakeValue(address token, uint256 amount) public view returns (uint256) {
        if (token == stakeToken) return amount;
        uint256 weight = token == address(0) ? amount / 1e9 : reputation.weightOf(token, amount);
        return weight * 1e18 / stakeWeightPerUnit;
    }

    // ---------------------------------------------------------------- settlement

    /// @dev Open: refund. Claimed: refund and `_forfeit`.
    function _expire(uint256 bountyId, Bounty storage b) internal {
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
    function _concede(uint256 bountyId, Bounty storage b) internal {
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
    function _payAgent(uint256 bountyId, Bounty storage b, bool automatic) internal {
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
    function _split(uint256 bountyId, Bounty storage b, uint16 agentBps, uint256 slashAmount, bool byTimeout) internal {
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
    function _reservation(address token, uint256 amount) internal view returns (uint256) {
        return _reservationOf(stakeValue(token, amount));
    }

    /// @dev The reservation of a bounty worth `value` stake-token units.
    function _reservationOf(uint256 value) private view returns (uint256) {
        uint256 floor = registryMinStake / MAX_CLAIMS;
        return value < floor ? floor : value;
    }
}

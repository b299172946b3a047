// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IBountyEscrow
/// @notice Task bounties funded in native ETH (`token == address(0)`) or an ERC-20, with a
/// lifecycle in which every non-terminal state has a permissionless exit after its timeout.
/// @dev States and exits (the `until` field is the end of the current phase):
///  - Open      -> claim (agent) | cancel (requester) | expire/finalize after `deadline` (refund)
///  - Claimed   -> submit (agent, until `deadline`) | expire/finalize after `deadline` (refund)
///  - Submitted -> accept (requester) | reject (requester, within the review window)
///                 | finalize after the review window (auto-accept: agent paid)
///                 A bounty without an arbiter goes from reject straight to Resolved (refund,
///                 Refused recorded): nobody could rule on a dispute.
///  - Rejected  -> dispute (agent, within `disputeWindow`) | finalize after it (the agent's
///                 concession, booked like an expiry: refund, forfeit to the treasury, Expired)
///  - Disputed  -> resolve (arbiter, until `disputeTimeout`: split in bps and optional slash;
///                 a split paying the agent is refused while the arbiter is agent side)
///                 | finalize after `disputeTimeout` (refund, Refused: the party that did not
///                 dispute wins, so a dispute nobody rules earns the disputer nothing)
///  - Accepted, Resolved, Cancelled, Expired are terminal.
/// Payments are pushed with a gas cap; a failed push (reverting receiver, blacklisting token)
/// is credited to `owed[token][account]` instead and pulled with `withdraw`, so a reverting
/// receiver never blocks a transition. Protocol fees are credited to the treasury's `owed`.
/// Parameters (fee, timeouts) are fixed at deploy; there is no admin and no way for anyone to
/// take escrowed funds other than through the lifecycle.
/// Child bounties: a bounty with `parentId != 0` may be posted only by an operator (owner,
/// approved operator or wallet) of the agent currently working the parent (status Claimed),
/// with a deadline no later than the parent's; it is funded by the poster like any bounty.
/// Money rules: nobody judges their own cause (the arbiter is not the requester, and neither an
/// operator nor the payout address of the claiming agent at claim; the parties are fixed at
/// claim, so approvals the agent makes later change nothing); a claim reserves
/// `reservationOf(bounty)` of the agent's stake until the bounty settles; a ruling's slash is at
/// most `stakeValue(token, amount)` and goes to the treasury; an expired claim forfeits
/// FORFEIT_BPS of `stakeValue(token, amount)` to the treasury. Penalties are always recorded;
/// self-dealing (the requester agent side at settlement) only suppresses the paid part.
interface IBountyEscrow {
    /// @notice Lifecycle states. `None` marks a bounty id that does not exist.
    enum Status {
        None,
        Open,
        Claimed,
        Submitted,
        Accepted,
        Rejected,
        Disputed,
        Resolved,
        Cancelled,
        Expired
    }

    /// @notice What the requester asks for when posting.
    /// @param token ERC-20 to pay in, or address(0) for native ETH (send `amount` as msg.value).
    /// @param amount Escrowed amount (> 0, at most 2^96-1 base units).
    /// @param specHash Hash of the task specification (content travels peer to peer); emitted
    /// in `BountyPosted`, not stored.
    /// @param deadline Unix time by which the result must be submitted (<= now + maxDuration).
    /// @param reviewWindow Seconds the requester has to accept/reject after submission (1..maxReviewWindow).
    /// @param minStake Minimum active stake of the claiming agent (on top of the registry minimum).
    /// @param minReputation Minimum `reputationOf` of the claiming agent, 0..100.
    /// @param minPaid Minimum paid weight (a proven record, in gwei-equivalents) of the claiming agent.
    /// @param assignee Agent id for a direct hire (only it may claim), 0 for an open bounty.
    /// @param parentId Parent bounty for a sub-task, 0 for none.
    /// @param arbiter Who rules on a dispute, never the requester; address(0) means disputes end
    /// by timeout only. Claiming the bounty is the agent's acceptance of this arbiter.
    struct PostParams {
        address token;
        uint256 amount;
        bytes32 specHash;
        uint64 deadline;
        uint32 reviewWindow;
        uint96 minStake;
        uint8 minReputation;
        uint64 minPaid;
        uint256 assignee;
        uint256 parentId;
        address arbiter;
    }

    /// @notice A bounty as stored: four packed slots (three when minStake and minPaid are 0).
    /// @dev The spec and result hashes are NOT in storage: they are recorded in the
    /// `BountyPosted` and `BountySubmitted` events, which are as permanent and as verifiable
    /// (receipts are part of the chain). No contract reads them, and keeping them in storage
    /// would cost two more 22k-gas slots per bounty.
    /// @param until End of the current phase: the deadline while Open/Claimed, the end of the
    /// review window while Submitted, of the dispute window while Rejected, of the arbiter's
    /// timeout while Disputed. Unchanged in terminal states.
    /// @param agentId The assignee while Open (0 = open to all), then the claiming agent.
    /// @param agentBps The agent's share of a Resolved bounty (0 otherwise).
    struct Bounty {
        address requester;
        uint40 until;
        Status status;
        uint48 agentId;
        address token;
        uint96 amount;
        address arbiter;
        uint32 reviewWindow;
        uint8 minReputation;
        uint48 parentId;
        uint96 minStake;
        uint64 minPaid;
        uint16 agentBps;
    }

    // ---------------------------------------------------------------- errors

    /// @notice The bounty does not exist.
    error EscrowUnknownBounty(uint256 bountyId);
    /// @notice The bounty is not in the state the call needs.
    error EscrowWrongStatus(uint256 bountyId, Status status);
    /// @notice The caller is not the bounty's requester.
    error EscrowNotRequester(uint256 bountyId, address caller);
    /// @notice The caller may not act for the agent.
    error EscrowNotAgentOperator(uint256 agentId, address caller);
    /// @notice The caller is not the bounty's arbiter.
    error EscrowNotArbiter(uint256 bountyId, address caller);
    /// @notice The amount is zero or does not fit 96 bits.
    error EscrowBadAmount(uint256 amount);
    /// @notice msg.value does not match (amount for ETH, zero for ERC-20).
    error EscrowBadValue(uint256 value, uint256 expected);
    /// @notice The deadline is in the past or beyond now + maxDuration.
    error EscrowBadDeadline(uint64 deadline);
    /// @notice The review window is 0 or above maxReviewWindow.
    error EscrowBadReviewWindow(uint32 reviewWindow);
    /// @notice minReputation above 100.
    error EscrowBadMinReputation(uint8 minReputation);
    /// @notice The assignee is not a registered agent.
    error EscrowUnknownAgent(uint256 agentId);
    /// @notice The parent bounty is not being worked, or the caller does not work it, or the
    /// child's deadline is later than the parent's.
    error EscrowBadParent(uint256 parentId);
    /// @notice The token delivered less than `amount` (fee-on-transfer tokens are rejected).
    error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected);
    /// @notice The deadline passed (for claim and submit).
    error EscrowDeadlinePassed(uint64 deadline);
    /// @notice The current phase has not timed out yet.
    error EscrowNotTimedOut(uint256 bountyId, uint64 until);
    /// @notice The phase window (review or dispute) is over.
    error EscrowWindowClosed(uint256 bountyId, uint64 until);
    /// @notice The bounty is assigned to another agent.
    error EscrowNotAssignee(uint256 bountyId, uint256 assignee);
    /// @notice The agent's active stake is too low for this bounty.
    error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required);
    /// @notice The agent's reputation is too low for this bounty.
    error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required);
    /// @notice The result hash is zero.
    error EscrowEmptyResult();
    /// @notice A ruling above 10000 bps or a slash above the bounty's cap.
    error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap);
    /// @notice Nothing is owed to the caller in this token.
    error EscrowNothingOwed(address token, address account);
    /// @notice Sending owed funds failed.
    error EscrowTransferFailed(address token, address to, uint256 amount);
    /// @notice An address argument is zero.
    error EscrowZeroAddress();
    /// @notice A constructor parameter is out of its documented bounds.
    error EscrowBadParameter(string name);
    /// @notice The requester named itself as the arbiter.
    error EscrowArbiterIsRequester(address arbiter);
    /// @notice The arbiter is an operator or the payout address of the agent (at claim; at a
    /// ruling that would pay the agent).
    error EscrowArbiterNotIndependent(uint256 bountyId, address arbiter);
    /// @notice The agent's free stake (active minus reserved) is below the claim's reservation.
    error EscrowFreeStakeTooLow(uint256 agentId, uint256 free, uint256 required);
    /// @notice The agent's paid weight is below the bounty's minPaid.
    error EscrowRecordTooShort(uint256 agentId, uint256 paid, uint256 required);
    /// @notice An ETH or listed-token bounty worth less than MIN_BOUNTY_WEIGHT.
    error EscrowBountyTooSmall(uint256 weight, uint256 minWeight);
    /// @notice The bounty has no arbiter, so it cannot be disputed (its rejection settled at once).
    error EscrowNoArbiter(uint256 bountyId);
    /// @notice The protocol fee on `amount` (rounded up) would take all of it.
    error EscrowFeeTakesAll(uint256 amount, uint256 fee);
    /// @notice At construction: a registry does not name this escrow (or the reputation registry
    /// another agent registry), so claims and settlements could never work.
    error EscrowNotWired(address registry, address reputation);
    /// @notice At construction: the stake token has no reputation weight, so bounty values could
    /// not convert into stake (every slash and forfeit would be 0).
    error EscrowStakeTokenNotListed(address stakeToken);

    // ---------------------------------------------------------------- events

    /// @notice A bounty was posted and funded.
    event BountyPosted(
        uint256 indexed bountyId,
        address indexed requester,
        address indexed token,
        uint256 amount,
        bytes32 specHash,
        uint64 deadline,
        uint256 assignee,
        uint256 parentId
    );
    /// @notice An agent claimed the bounty.
    event BountyClaimed(uint256 indexed bountyId, uint256 indexed agentId, address indexed by);
    /// @notice The agent submitted its result; the review window ends at `reviewEnd`.
    event BountySubmitted(uint256 indexed bountyId, uint256 indexed agentId, bytes32 resultHash, uint64 reviewEnd);
    /// @notice The bounty was paid to the agent (`auto` when by review timeout).
    event BountyAccepted(uint256 indexed bountyId, uint256 indexed agentId, uint256 paid, uint256 fee, bool automatic);
    /// @notice The requester rejected the result; the agent may dispute until `disputeEnd`.
    event BountyRejected(uint256 indexed bountyId, bytes32 reasonHash, uint64 disputeEnd);
    /// @notice The agent disputed a rejection; the arbiter may rule until `ruleEnd`.
    event BountyDisputed(uint256 indexed bountyId, bytes32 reasonHash, uint64 ruleEnd);
    /// @notice A rejection or dispute was settled: `agentBps` of the amount to the agent (minus
    /// fee), the rest refunded; `slashed` stake sent to the treasury. `byTimeout` when no ruling.
    event BountyResolved(
        uint256 indexed bountyId, uint16 agentBps, uint256 agentPaid, uint256 refunded, uint256 slashed, bool byTimeout
    );
    /// @notice The requester cancelled an unclaimed bounty and was refunded.
    event BountyCancelled(uint256 indexed bountyId);
    /// @notice The deadline passed without a submission; the requester was refunded and, for a
    /// claimed bounty, `forfeited` of the agent's stake went to the treasury.
    event BountyExpired(uint256 indexed bountyId, uint256 forfeited);
    /// @notice Slashing the agent failed (e.g. the stake token refused the transfer); the
    /// ruling still took effect without the slash.
    event SlashFailed(uint256 indexed bountyId, uint256 indexed agentId, uint256 amount);
    /// @notice A push payment failed and was credited to `owed` instead.
    event PaymentDeferred(address indexed token, address indexed account, uint256 amount);
    /// @notice Owed funds were withdrawn.
    event Withdrawn(address indexed token, address indexed account, address indexed to, uint256 amount);

    // ---------------------------------------------------------------- lifecycle

    /// @notice Posts and funds a bounty. For ETH send exactly `p.amount`; for ERC-20 approve first.
    /// @return bountyId The new bounty's id (ids start at 1).
    function post(PostParams calldata p) external payable returns (uint256 bountyId);

    /// @notice Claims an open bounty for `agentId` and reserves `reservationOf(bountyId)` of its
    /// stake until the bounty settles. Caller: an operator of the agent (owner, approved operator
    /// or agent wallet). The agent needs active stake >= max(registry minimum, bounty minStake),
    /// free stake >= the reservation, reputation >= minReputation and paid weight >= minPaid; the
    /// arbiter must not be on the agent's side (claiming accepts the arbiter); an assigned bounty
    /// only for its assignee.
    function claim(uint256 bountyId, uint256 agentId) external;

    /// @notice Submits the result hash before the deadline. Caller: an operator of the claiming agent.
    function submit(uint256 bountyId, bytes32 resultHash) external;

    /// @notice Accepts a submitted result and pays the agent (minus the protocol fee). Requester only.
    function accept(uint256 bountyId) external;

    /// @notice Rejects a submitted result within the review window. Requester only. Without an
    /// arbiter the bounty settles at once (refund, Refused recorded; `BountyRejected` with
    /// `disputeEnd` = now, then `BountyResolved` with `byTimeout`).
    function reject(uint256 bountyId, bytes32 reasonHash) external;

    /// @notice Disputes a rejection within the dispute window. Caller: an operator of the agent.
    /// Reverts with EscrowNoArbiter for a bounty without an arbiter.
    function dispute(uint256 bountyId, bytes32 reasonHash) external;

    /// @notice Rules on a dispute: `agentBps` of the amount to the agent, the rest to the
    /// requester, and slashes up to `slashAmount` of the agent's reserved stake to the treasury.
    /// `slashAmount` is capped at `stakeValue(token, amount)` (0 when the bounty's token has no
    /// stake value). Arbiter only, until the dispute's `until`. The arbiter's independence was
    /// checked at claim; since then it may become agent side (buy the agent, be approved): it may
    /// still rule 0% (so the agent cannot veto it), but `agentBps > 0` then reverts with
    /// EscrowArbiterNotIndependent (it would judge its own cause).
    function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) external;

    /// @notice Cancels an unclaimed bounty and refunds it. Requester only.
    function cancel(uint256 bountyId) external;

    /// @notice Refunds an Open or Claimed bounty whose deadline passed. Anyone. A Claimed one
    /// also forfeits FORFEIT_BPS of the bounty's stake value (of the reservation floor when it
    /// has none) to the treasury and records an Expired outcome.
    function expire(uint256 bountyId) external;

    /// @notice The permissionless exit of every non-terminal state once its phase has timed out
    /// (see the state table above). Anyone.
    function finalize(uint256 bountyId) external;

    /// @notice Withdraws everything owed to the caller in `token` to `to`.
    function withdraw(address token, address to) external;

    // ---------------------------------------------------------------- views

    /// @notice The stored bounty.
    function getBounty(uint256 bountyId) external view returns (Bounty memory);

    /// @notice Number of bounties ever posted (the highest id).
    function bountyCount() external view returns (uint256);

    /// @notice Funds credited to `account` in `token` after a failed push (or fees, for the treasury).
    function owed(address token, address account) external view returns (uint256);

    /// @notice What the reputation registry needs to accept feedback for a bounty.
    /// @return requester The bounty's requester.
    /// @return agentId The agent that worked it.
    /// @return token The payment token.
    /// @return paid What the agent was paid, gross of the fee (amount when Accepted, amount *
    /// agentBps / 10000 when Resolved, else 0).
    /// @return settled True once Accepted or Resolved.
    function settlementOf(uint256 bountyId)
        external
        view
        returns (address requester, uint256 agentId, address token, uint256 paid, bool settled);

    /// @notice `amount` of `token` in stake-token units: amount for the stake token; through the
    /// reputation weights when `token` is listed (ETH: amount / 1e9; the stake token is always
    /// listed, checked at construction); else 0 (a ruling on such a bounty cannot slash; its
    /// expiry forfeits 10% of the reservation floor).
    function stakeValue(address token, uint256 amount) external view returns (uint256);

    /// @notice The stake a claim of the bounty reserves: max(stakeValue, registry minStake / MAX_CLAIMS).
    function reservationOf(uint256 bountyId) external view returns (uint256);

    /// @notice True when both registries point at this escrow. Always true for a deployed escrow
    /// (its constructor reverts otherwise); the node still checks it, in case its deployment file
    /// names an escrow of other registries.
    function isWired() external view returns (bool);

    /// @notice True when the bounty is not terminal and its current phase has timed out, i.e. `finalize` would succeed.
    function isTimedOut(uint256 bountyId) external view returns (bool);
}

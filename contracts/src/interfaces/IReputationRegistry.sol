// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IReputationRegistry
/// @notice Agent reputation in the shape of ERC-8004's Reputation Registry (giveFeedback,
/// revokeFeedback, readFeedback, getSummary, getClients), with one rule added: feedback exists
/// only for a bounty settled between that requester and that agent, once per bounty.
/// @dev Two kinds of entries feed an agent's reputation:
///  - outcomes, recorded by the escrow itself when a bounty settles: accepted (score 100),
///    auto-accepted on review timeout (100), refused (a rejection the agent did not dispute: 0),
///    dispute resolved (score = agentBps / 100). Disputes ended by the arbiter's timeout are not
///    recorded (nobody judged the work);
///  - feedback, written by the bounty's requester after settlement: a score in [0, 100].
/// Every entry carries a weight = the value of its bounty, normalised per token:
///    weight = amount / 1e9                                for native ETH (gwei),
///    weight = amount * weightPerUnit[token] / 1e18         for an ERC-20 listed at deploy,
///    weight = 0                                           for any other token.
/// reputationOf(agent) = sum(score_i * weight_i) / sum(weight_i) over all non-revoked entries,
/// rounded down, and 0 when the total weight is 0. So reputation costs real value: a bounty
/// in a worthless self-minted token weighs nothing, and a self-dealt ETH bounty pays the
/// protocol fee on its whole weight.
interface IReputationRegistry {
    /// @notice Why the escrow recorded an outcome.
    enum Outcome {
        Accepted,
        AutoAccepted,
        Refused,
        DisputeResolved
    }

    // ---------------------------------------------------------------- errors

    /// @notice The caller is not the escrow.
    error ReputationNotEscrow(address caller);
    /// @notice The caller is not the deployer (for the one-shot `setEscrow`).
    error ReputationNotDeployer(address caller);
    /// @notice The escrow was already set.
    error ReputationEscrowAlreadySet(address escrow);
    /// @notice The escrow is not set yet.
    error ReputationEscrowNotSet();
    /// @notice An address argument is zero.
    error ReputationZeroAddress();
    /// @notice The bounty is not settled (Accepted or Resolved).
    error ReputationBountyNotSettled(uint256 bountyId);
    /// @notice The caller is not the bounty's requester.
    error ReputationNotRequester(uint256 bountyId, address caller);
    /// @notice Feedback for this bounty was already given.
    error ReputationFeedbackExists(uint256 bountyId);
    /// @notice Score above 100.
    error ReputationBadScore(uint8 score);
    /// @notice No such feedback entry.
    error ReputationNoFeedback(uint256 agentId, address client, uint64 index);
    /// @notice The feedback entry was already revoked.
    error ReputationAlreadyRevoked(uint256 agentId, address client, uint64 index);
    /// @notice Constructor arrays differ in length.
    error ReputationBadParameter(string name);

    // ---------------------------------------------------------------- events

    /// @notice A requester left feedback (ERC-8004 shape plus the bounty id).
    event NewFeedback(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint8 score,
        bytes32 indexed tag1,
        bytes32 tag2,
        string feedbackURI,
        bytes32 feedbackHash,
        uint256 bountyId,
        uint64 feedbackIndex
    );
    /// @notice A requester revoked its feedback (ERC-8004).
    event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex);
    /// @notice The escrow recorded a settlement outcome.
    event OutcomeRecorded(
        uint256 indexed agentId,
        uint256 indexed bountyId,
        address indexed client,
        Outcome outcome,
        uint8 score,
        uint256 weight
    );
    /// @notice The escrow allowed to record outcomes was set (once).
    event EscrowSet(address indexed escrow);

    // ---------------------------------------------------------------- writes

    /// @notice Leaves feedback for the agent that worked `bountyId`. Only the bounty's
    /// requester, only once the escrow reports it settled, only once per bounty.
    /// @param score 0..100.
    /// @param tag1 Optional dimension (bytes32(0) for none).
    /// @param tag2 Optional sub-dimension.
    /// @param feedbackURI Optional off-chain details.
    /// @param feedbackHash Optional hash of those details.
    function giveFeedback(
        uint256 bountyId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external;

    /// @notice Revokes the caller's feedback entry `feedbackIndex` for `agentId`; it stops
    /// counting in reputation and summaries.
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external;

    /// @notice Records a settlement outcome. Only the escrow. Never reverts on arithmetic
    /// (sums saturate), so it cannot block a settlement.
    function recordOutcome(
        uint256 bountyId,
        uint256 agentId,
        address client,
        address token,
        uint256 amount,
        Outcome outcome,
        uint8 score
    ) external;

    /// @notice Sets the escrow once. Only the deployer, only once.
    function setEscrow(address escrow) external;

    // ---------------------------------------------------------------- reads

    /// @notice The agent's reputation in [0, 100] (formula above). One storage read.
    function reputationOf(uint256 agentId) external view returns (uint8);

    /// @notice The agent's aggregate: entries counted, total weight, weighted score sum.
    function aggregateOf(uint256 agentId) external view returns (uint64 count, uint256 weight, uint256 weightedScore);

    /// @notice Summary over requester feedback (not escrow outcomes), ERC-8004 style.
    /// @param clientAddresses Only feedback from these clients; empty for all clients.
    /// @param tag1 Only entries with this tag1; bytes32(0) for any.
    /// @param tag2 Only entries with this tag2; bytes32(0) for any.
    /// @return count Matching non-revoked entries.
    /// @return averageScore Their value-weighted average score (plain average if all weights are 0).
    function getSummary(uint256 agentId, address[] calldata clientAddresses, bytes32 tag1, bytes32 tag2)
        external
        view
        returns (uint64 count, uint8 averageScore);

    /// @notice One feedback entry (ERC-8004).
    function readFeedback(uint256 agentId, address clientAddress, uint64 index)
        external
        view
        returns (uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked);

    /// @notice The bounty and weight behind a feedback entry.
    function feedbackSource(uint256 agentId, address clientAddress, uint64 index)
        external
        view
        returns (uint256 bountyId, uint256 weight);

    /// @notice Clients that left feedback for the agent, in order of first feedback.
    function getClients(uint256 agentId) external view returns (address[] memory);

    /// @notice Number of feedback entries from `clientAddress` for the agent (last index + 1).
    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64);

    /// @notice True once feedback was given for the bounty.
    function feedbackGiven(uint256 bountyId) external view returns (bool);

    /// @notice The weight a bounty of `amount` in `token` carries (formula above).
    function weightOf(address token, uint256 amount) external view returns (uint256);

    /// @notice The agent registry this reputation is about.
    function agentRegistry() external view returns (address);

    /// @notice The escrow (zero until set).
    function escrow() external view returns (address);
}

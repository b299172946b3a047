// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IReputationRegistry
/// @notice Agent reputation in the shape of ERC-8004's Reputation Registry (giveFeedback,
/// revokeFeedback, readFeedback, getSummary, getClients), where the score that gates bounties
/// moves only with money really paid.
/// @dev Per agent the escrow records, when a bounty settles, value weights (w = the bounty's value:
///    w = amount / 1e9                                for native ETH (gwei),
///    w = amount * weightPerUnit[token] / 1e18         for an ERC-20 listed at deploy,
///    w = 0                                           for any other token):
///  - accepted / auto-accepted:          paid    += w
///  - dispute ruled at agentBps:         paid    += w * agentBps / 10000, penalty += the rest
///  - refused (rejection not disputed):  penalty += w * REFUSED_WEIGHT_BPS / 10000
///  - refused also covers a rejection of a bounty without an arbiter (settled at once) and a
///    dispute nobody ruled by `disputeTimeout` (the party that did not dispute wins)
///  - expired claim (claimed, never submitted): penalty += w
///  - self-dealing (the requester is an operator of the agent, which includes its payout
///    address, at settlement): the paid part is not recorded (nothing for an accept, the
///    penalty share only for a ruling); penalties are always recorded.
/// reputationOf(agent) = paid * 100 / (paid + penalty), rounded down, 0 when both are 0. A gate
/// can also ask for a minimum `paid` (a proven record, not only an average).
/// Requester feedback (giveFeedback) is kept for ERC-8004 readers (getSummary, readFeedback),
/// weighted by what the agent was paid in that bounty, and does NOT enter reputationOf: only
/// money-backed outcomes gate bounties, so a requester cannot move a score with words alone.
interface IReputationRegistry {
    /// @notice Why the escrow recorded an outcome.
    enum Outcome {
        Accepted,
        AutoAccepted,
        Refused,
        DisputeResolved,
        Expired
    }
    // ---------------------------------------------------------------- errors

    /// @notice The caller is not the escrow.
    error ReputationNotEscrow(address caller);
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
    /// @notice A constructor parameter is out of bounds (array lengths, weightPerUnit > 1e18).
    error ReputationBadParameter(string name);
    /// @notice The requester is an operator of the agent (owner, wallet or approved operator).
    error ReputationSelfDealing(uint256 bountyId, address caller);
    /// @notice getSummary needs the clients to read (the full list is unbounded).
    error ReputationNoClients();
    /// @notice ERC-8004's agent-addressed giveFeedback: here feedback names a settled bounty
    /// (`giveFeedback(bountyId, score, tag1, tag2, feedbackURI, feedbackHash)`).
    error ReputationFeedbackNeedsBounty(uint256 agentId);
    /// @notice appendResponse needs a response URI.
    error ReputationEmptyResponse();

    // ---------------------------------------------------------------- events

    /// @notice A requester left feedback (ERC-8004's event): `value` is the 0..100 score with
    /// `valueDecimals` 0, tags are the bytes32 tags as strings (trailing zero bytes cut), `endpoint`
    /// is empty. The bounty behind it is `feedbackSource(agentId, clientAddress, feedbackIndex)`.
    event NewFeedback(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        int128 value,
        uint8 valueDecimals,
        string indexed indexedTag1,
        string tag1,
        string tag2,
        string endpoint,
        string feedbackURI,
        bytes32 feedbackHash
    );
    /// @notice A response was appended to a feedback entry (ERC-8004).
    event ResponseAppended(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        address indexed responder,
        string responseURI,
        bytes32 responseHash
    );
    /// @notice A requester revoked its feedback (ERC-8004).
    event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex);
    /// @notice The escrow recorded a settlement outcome: `paid` and `penalty` weights added.
    event OutcomeRecorded(
        uint256 indexed agentId,
        uint256 indexed bountyId,
        address indexed client,
        Outcome outcome,
        uint256 paid,
        uint256 penalty
    );

    // ---------------------------------------------------------------- writes

    /// @notice Leaves feedback for the agent that worked `bountyId`. Only the bounty's
    /// requester, only once the escrow reports it settled, only once per bounty, never by an
    /// operator of the agent. Its weight is the value the agent was paid in that bounty (a full
    /// refund weighs 0). Feedback does not enter `reputationOf`.
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

    /// @notice ERC-8004's `giveFeedback(agentId, value, valueDecimals, tag1, tag2, endpoint,
    /// feedbackURI, feedbackHash)`: always reverts with ReputationFeedbackNeedsBounty, since
    /// feedback here exists only for a settled bounty, from its requester (use the bounty form).
    function giveFeedback(
        uint256 agentId,
        int128 value,
        uint8 valueDecimals,
        string calldata tag1,
        string calldata tag2,
        string calldata endpoint,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external pure;

    /// @notice Revokes the caller's feedback entry `feedbackIndex` (1-based, ERC-8004) for
    /// `agentId`; it stops counting in summaries.
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external;

    /// @notice ERC-8004: anyone (e.g. the agent showing a refund) appends a response to feedback
    /// entry `feedbackIndex` (1-based) of `clientAddress`. Moves no score.
    function appendResponse(
        uint256 agentId,
        address clientAddress,
        uint64 feedbackIndex,
        string calldata responseURI,
        bytes32 responseHash
    ) external;

    /// @notice Records a settlement outcome (formula above); `agentBps` is used for
    /// DisputeResolved only, and `selfDealt` (the requester is agent side) drops the paid share of
    /// a DisputeResolved outcome, keeping its penalty share (the escrow records no Accepted or
    /// AutoAccepted outcome when self-dealt, and every penalty whatever the approvals). Only the
    /// escrow. Never reverts on arithmetic (sums saturate), so it cannot block a settlement.
    function recordOutcome(
        uint256 bountyId,
        uint256 agentId,
        address client,
        address token,
        uint256 amount,
        Outcome outcome,
        uint16 agentBps,
        bool selfDealt
    ) external;

    // ---------------------------------------------------------------- reads

    /// @notice Weight of a refused outcome, in bps of the bounty's value (a quarter: a rejection
    /// the agent did not dispute weighs less than paid work, so one rival cannot decide a score).
    function REFUSED_WEIGHT_BPS() external view returns (uint16);

    /// @notice Upper bound on a listed token's weightPerUnit (1e18: one base unit weighs at most
    /// one gwei-equivalent, so an entry is < 2^96 and the uint112 sums cannot saturate in practice).
    function MAX_WEIGHT_PER_UNIT() external view returns (uint256);

    /// @notice Most feedback entries getSummary scans (about 8k gas each: 1000 stay far below an
    /// eth_call gas cap); entries past it are not counted, read them with readFeedback.
    function MAX_SUMMARY_ENTRIES() external view returns (uint256);

    /// @notice Weight of 1e18 base units of a listed ERC-20 (0 when not listed). Set at deploy.
    function weightPerUnit(address token) external view returns (uint256);

    /// @notice The agent's reputation in [0, 100] (formula above). One storage read.
    function reputationOf(uint256 agentId) external view returns (uint8);

    /// @notice One call for the escrow's gates: reputationOf and the paid weight.
    function standingOf(uint256 agentId) external view returns (uint8 reputation, uint256 paid);

    /// @notice The agent's aggregate: outcomes recorded, paid weight, penalty weight.
    function aggregateOf(uint256 agentId) external view returns (uint64 count, uint256 paid, uint256 penalty);

    /// @notice ERC-8004 summary over requester feedback (not escrow outcomes). Scans at most
    /// MAX_SUMMARY_ENTRIES entries, clients in the order given.
    /// @param clientAddresses Only feedback from these clients; must not be empty (the reader
    /// picks the clients it trusts, e.g. from getClients).
    /// @param tag1 Only entries with this tag1; "" for any (a tag longer than 32 bytes matches none).
    /// @param tag2 Only entries with this tag2; "" for any.
    /// @return count Matching non-revoked entries.
    /// @return summaryValue Their average score, weighted by the value each bounty paid the agent
    /// (a plain average if all weights are 0), rounded down.
    /// @return summaryValueDecimals Always 0 (scores are whole numbers 0..100).
    function getSummary(uint256 agentId, address[] calldata clientAddresses, string calldata tag1, string calldata tag2)
        external
        view
        returns (uint64 count, int128 summaryValue, uint8 summaryValueDecimals);

    /// @notice One feedback entry (ERC-8004): `feedbackIndex` is 1-based; `value` is the score,
    /// `valueDecimals` 0.
    function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (int128 value, uint8 valueDecimals, string memory tag1, string memory tag2, bool isRevoked);

    /// @notice ERC-8004: the agent's feedback entries matching the filters, in client order.
    /// @param clientAddresses Only these clients; empty for every client (getClients).
    /// @param tag1 Only entries with this tag1; "" for any.
    /// @param tag2 Only entries with this tag2; "" for any.
    /// @param includeRevoked Also revoked entries.
    /// @dev Scans at most MAX_SUMMARY_ENTRIES entries; later ones are read with readFeedback.
    function readAllFeedback(
        uint256 agentId,
        address[] memory clientAddresses,
        string memory tag1,
        string memory tag2,
        bool includeRevoked
    )
        external
        view
        returns (
            address[] memory clients,
            uint64[] memory feedbackIndexes,
            int128[] memory values,
            uint8[] memory valueDecimals,
            string[] memory tag1s,
            string[] memory tag2s,
            bool[] memory revokedStatuses
        );

    /// @notice ERC-8004: responses appended to feedback. `clientAddress` zero: every client's
    /// entries; `feedbackIndex` 0: every entry of the client; `responders` empty: every responder.
    /// Reads at most MAX_SUMMARY_ENTRIES entries and responders in all (each entry and each
    /// responder of an entry one read), so strangers' responses cannot push it past a call's gas.
    function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] calldata responders)
        external
        view
        returns (uint64 count);

    /// @notice The bounty and weight behind a feedback entry (`feedbackIndex` 1-based).
    function feedbackSource(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (uint256 bountyId, uint256 weight);

    /// @notice Clients that left feedback for the agent, in order of first feedback.
    function getClients(uint256 agentId) external view returns (address[] memory);

    /// @notice The last feedback index of `clientAddress` for the agent (1-based, so also the
    /// number of entries; 0 for none).
    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64);

    /// @notice ERC-8004: the identity registry the agent ids refer to (same as agentRegistry).
    function getIdentityRegistry() external view returns (address);

    /// @notice True once feedback was given for the bounty.
    function feedbackGiven(uint256 bountyId) external view returns (bool);

    /// @notice The weight a bounty of `amount` in `token` carries (formula above).
    function weightOf(address token, uint256 amount) external view returns (uint256);

    /// @notice The agent registry this reputation is about.
    function agentRegistry() external view returns (address);

    /// @notice The escrow allowed to record outcomes (immutable, set at construction).
    function escrow() external view returns (address);
}

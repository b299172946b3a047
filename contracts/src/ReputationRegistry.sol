// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";

/// @title ReputationRegistry
/// @notice Value-weighted agent reputation fed by escrow outcomes and requester feedback.
/// See {IReputationRegistry} for the formula.
/// @dev The per-agent aggregate is one packed slot {weight uint96, weightedScore uint104,
/// count uint56}; additions saturate at the field maximum instead of reverting, so
/// `recordOutcome` can never block a settlement. Weights are in gwei-equivalents, so
/// saturation would need ~7.9e19 ETH of bounties.
contract ReputationRegistry is IReputationRegistry {
    struct Aggregate {
        uint96 weight;
        uint104 weightedScore;
        uint56 count;
    }

    struct Feedback {
        uint8 score;
        bool revoked;
        uint48 bountyId;
        uint96 weight;
        bytes32 tag1;
        bytes32 tag2;
    }

    uint8 private constant MAX_SCORE = 100;

    address private immutable _agentRegistry;
    address private immutable _deployer;

    /// @inheritdoc IReputationRegistry
    address public escrow;

    /// @notice Weight per 1e18 base units of a listed ERC-20 (set at deploy, immutable after).
    mapping(address token => uint256) public weightPerUnit;

    mapping(uint256 agentId => Aggregate) private _aggregates;
    mapping(uint256 agentId => mapping(address client => Feedback[])) private _feedback;
    mapping(uint256 agentId => address[]) private _clients;
    mapping(uint256 agentId => mapping(address client => bool)) private _isClient;
    mapping(uint256 bountyId => bool) private _feedbackGiven;

    /// @param agentRegistry_ The AgentRegistry the agent ids refer to.
    /// @param weightTokens ERC-20 tokens whose bounties count for reputation.
    /// @param weightPerUnit_ For each token, the weight of 1e18 base units (ETH's is 1e9).
    constructor(address agentRegistry_, address[] memory weightTokens, uint256[] memory weightPerUnit_) {
        if (agentRegistry_ == address(0)) revert ReputationZeroAddress();
        if (weightTokens.length != weightPerUnit_.length) revert ReputationBadParameter("weightTokens");
        _agentRegistry = agentRegistry_;
        _deployer = msg.sender;
        for (uint256 i; i < weightTokens.length; ++i) {
            if (weightTokens[i] == address(0)) revert ReputationZeroAddress();
            if (weightPerUnit_[i] > 1e36) revert ReputationBadParameter("weightPerUnit");
            weightPerUnit[weightTokens[i]] = weightPerUnit_[i];
        }
    }

    // ---------------------------------------------------------------- writes

    /// @inheritdoc IReputationRegistry
    function giveFeedback(
        uint256 bountyId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external {
        if (score > MAX_SCORE) revert ReputationBadScore(score);
        (uint256 agentId, uint64 index) = _record(bountyId, score, tag1, tag2);
        _emitFeedback(agentId, index, bountyId, score, tag1, tag2, feedbackURI, feedbackHash);
    }

    /// @inheritdoc IReputationRegistry
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external {
        Feedback[] storage list = _feedback[agentId][msg.sender];
        if (feedbackIndex >= list.length) revert ReputationNoFeedback(agentId, msg.sender, feedbackIndex);
        Feedback storage f = list[feedbackIndex];
        if (f.revoked) revert ReputationAlreadyRevoked(agentId, msg.sender, feedbackIndex);
        f.revoked = true;
        Aggregate memory a = _aggregates[agentId];
        uint256 ws = uint256(f.score) * f.weight;
        _aggregates[agentId] = Aggregate({
            weight: a.weight > f.weight ? a.weight - f.weight : 0,
            // forge-lint: disable-next-line(unsafe-typecast) -- a.weightedScore - ws < a.weightedScore, a uint104
            weightedScore: a.weightedScore > ws ? uint104(a.weightedScore - ws) : 0,
            count: a.count > 0 ? a.count - 1 : 0
        });
        emit FeedbackRevoked(agentId, msg.sender, feedbackIndex);
    }

    /// @inheritdoc IReputationRegistry
    function recordOutcome(
        uint256 bountyId,
        uint256 agentId,
        address client,
        address token,
        uint256 amount,
        Outcome outcome,
        uint8 score
    ) external {
        if (msg.sender != escrow) revert ReputationNotEscrow(msg.sender);
        if (score > MAX_SCORE) score = MAX_SCORE;
        uint256 weight = weightOf(token, amount);
        _add(agentId, score, weight);
        emit OutcomeRecorded(agentId, bountyId, client, outcome, score, weight);
    }

    /// @inheritdoc IReputationRegistry
    function setEscrow(address escrow_) external {
        if (msg.sender != _deployer) revert ReputationNotDeployer(msg.sender);
        if (escrow != address(0)) revert ReputationEscrowAlreadySet(escrow);
        if (escrow_ == address(0)) revert ReputationZeroAddress();
        escrow = escrow_;
        emit EscrowSet(escrow_);
    }

    // ---------------------------------------------------------------- reads

    /// @inheritdoc IReputationRegistry
    function reputationOf(uint256 agentId) external view returns (uint8) {
        Aggregate memory a = _aggregates[agentId];
        if (a.weight == 0) return 0;
        uint256 r = uint256(a.weightedScore) / a.weight;
        // forge-lint: disable-next-line(unsafe-typecast) -- r <= MAX_SCORE on this branch
        return r > MAX_SCORE ? MAX_SCORE : uint8(r);
    }

    /// @inheritdoc IReputationRegistry
    function aggregateOf(uint256 agentId) external view returns (uint64 count, uint256 weight, uint256 weightedScore) {
        Aggregate memory a = _aggregates[agentId];
        return (a.count, a.weight, a.weightedScore);
    }

    /// @inheritdoc IReputationRegistry
    function getSummary(uint256 agentId, address[] calldata clientAddresses, bytes32 tag1, bytes32 tag2)
        external
        view
        returns (uint64 count, uint8 averageScore)
    {
        address[] memory clients = clientAddresses;
        if (clients.length == 0) clients = _clients[agentId];
        uint256 weightSum;
        uint256 weightedSum;
        uint256 scoreSum;
        for (uint256 i; i < clients.length; ++i) {
            Feedback[] storage list = _feedback[agentId][clients[i]];
            for (uint256 j; j < list.length; ++j) {
                Feedback storage f = list[j];
                if (f.revoked) continue;
                if (tag1 != bytes32(0) && f.tag1 != tag1) continue;
                if (tag2 != bytes32(0) && f.tag2 != tag2) continue;
                ++count;
                scoreSum += f.score;
                weightSum += f.weight;
                weightedSum += uint256(f.score) * f.weight;
            }
        }
        if (count == 0) return (0, 0);
        // forge-lint: disable-next-line(unsafe-typecast) -- averages of scores <= 100
        averageScore = weightSum == 0 ? uint8(scoreSum / count) : uint8(weightedSum / weightSum);
    }

    /// @inheritdoc IReputationRegistry
    function readFeedback(uint256 agentId, address clientAddress, uint64 index)
        external
        view
        returns (uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
    {
        Feedback storage f = _entry(agentId, clientAddress, index);
        return (f.score, f.tag1, f.tag2, f.revoked);
    }

    /// @inheritdoc IReputationRegistry
    function feedbackSource(uint256 agentId, address clientAddress, uint64 index)
        external
        view
        returns (uint256 bountyId, uint256 weight)
    {
        Feedback storage f = _entry(agentId, clientAddress, index);
        return (f.bountyId, f.weight);
    }

    /// @inheritdoc IReputationRegistry
    function getClients(uint256 agentId) external view returns (address[] memory) {
        return _clients[agentId];
    }

    /// @inheritdoc IReputationRegistry
    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64) {
        return uint64(_feedback[agentId][clientAddress].length);
    }

    /// @inheritdoc IReputationRegistry
    function feedbackGiven(uint256 bountyId) external view returns (bool) {
        return _feedbackGiven[bountyId];
    }

    /// @inheritdoc IReputationRegistry
    function weightOf(address token, uint256 amount) public view returns (uint256) {
        if (token == address(0)) return amount / 1e9;
        uint256 perUnit = weightPerUnit[token];
        if (perUnit == 0) return 0;
        // amount < 2^96 (escrow bound) and perUnit <= 1e36 < 2^120: no overflow.
        return amount * perUnit / 1e18;
    }

    /// @inheritdoc IReputationRegistry
    function agentRegistry() external view returns (address) {
        return _agentRegistry;
    }

    // ---------------------------------------------------------------- internals

    /// @dev Adds one entry to the aggregate, saturating every field.
    function _add(uint256 agentId, uint8 score, uint256 weight) private {
        Aggregate memory a = _aggregates[agentId];
        if (weight > type(uint96).max) weight = type(uint96).max;
        uint256 w = uint256(a.weight) + weight;
        uint256 ws = uint256(a.weightedScore) + uint256(score) * weight;
        uint256 c = uint256(a.count) + 1;
        _aggregates[agentId] = Aggregate({
            // forge-lint: disable-next-line(unsafe-typecast) -- w <= uint96 max on this branch
            weight: w > type(uint96).max ? type(uint96).max : uint96(w),
            // forge-lint: disable-next-line(unsafe-typecast) -- ws <= uint104 max on this branch
            weightedScore: ws > type(uint104).max ? type(uint104).max : uint104(ws),
            // forge-lint: disable-next-line(unsafe-typecast) -- c <= uint56 max on this branch
            count: c > type(uint56).max ? type(uint56).max : uint56(c)
        });
    }

    /// @dev Emits NewFeedback from its own frame (too many values for giveFeedback's stack).
    function _emitFeedback(
        uint256 agentId,
        uint64 index,
        uint256 bountyId,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string memory feedbackURI,
        bytes32 feedbackHash
    ) private {
        emit NewFeedback(agentId, msg.sender, score, tag1, tag2, feedbackURI, feedbackHash, bountyId, index);
    }

    /// @dev Consumes the bounty, adds the entry to the aggregate and stores it.
    function _record(uint256 bountyId, uint8 score, bytes32 tag1, bytes32 tag2)
        private
        returns (uint256 agentId, uint64 index)
    {
        uint256 weight;
        (agentId, weight) = _consumeBounty(bountyId);
        _add(agentId, score, weight);
        index = _store(agentId, score, weight, bountyId, tag1, tag2);
    }

    /// @dev Checks that the caller may give feedback for the bounty and marks it used.
    function _consumeBounty(uint256 bountyId) private returns (uint256 agentId, uint256 weight) {
        address escrow_ = escrow;
        if (escrow_ == address(0)) revert ReputationEscrowNotSet();
        (address requester, uint256 agent, address token, uint256 amount, bool settled) =
            IBountyEscrow(escrow_).settlementOf(bountyId);
        if (!settled) revert ReputationBountyNotSettled(bountyId);
        if (requester != msg.sender) revert ReputationNotRequester(bountyId, msg.sender);
        if (_feedbackGiven[bountyId]) revert ReputationFeedbackExists(bountyId);
        _feedbackGiven[bountyId] = true;
        agentId = agent;
        weight = weightOf(token, amount);
        if (weight > type(uint96).max) weight = type(uint96).max;
    }

    /// @dev Appends a feedback entry from the caller and registers the caller as a client.
    function _store(uint256 agentId, uint8 score, uint256 weight, uint256 bountyId, bytes32 tag1, bytes32 tag2)
        private
        returns (uint64 index)
    {
        if (!_isClient[agentId][msg.sender]) {
            _isClient[agentId][msg.sender] = true;
            _clients[agentId].push(msg.sender);
        }
        Feedback[] storage list = _feedback[agentId][msg.sender];
        index = uint64(list.length);
        list.push(
            Feedback({
                score: score,
                revoked: false,
                // forge-lint: disable-next-line(unsafe-typecast) -- bounty ids are sequential: 2^48 bounties are out of reach
                bountyId: uint48(bountyId),
                // forge-lint: disable-next-line(unsafe-typecast) -- weight was capped at uint96 max in _consumeBounty
                weight: uint96(weight),
                tag1: tag1,
                tag2: tag2
            })
        );
    }

    function _entry(uint256 agentId, address client, uint64 index) private view returns (Feedback storage) {
        Feedback[] storage list = _feedback[agentId][client];
        if (index >= list.length) revert ReputationNoFeedback(agentId, client, index);
        return list[index];
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";

/// @title ReputationRegistry
/// @notice Agent reputation from money really paid (escrow outcomes), with ERC-8004 feedback
/// kept on the read side. See {IReputationRegistry} for the formula.
/// @dev The per-agent aggregate is one packed slot {paid uint112, penalty uint112, count uint32};
/// additions saturate at the field maximum instead of reverting, so `recordOutcome` can never
/// block a settlement. Weights are gwei-equivalents and one entry weighs < 2^96 (amount < 2^96 and
/// weightPerUnit <= 1e18), so saturating a uint112 needs 65,536 bounties of 7.9e19 ETH each.
contract ReputationRegistry is IReputationRegistry {
    struct Aggregate {
        uint112 paid;
        uint112 penalty;
        uint32 count;
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
    uint16 private constant BPS = 10_000;

    /// @inheritdoc IReputationRegistry
    uint16 public constant REFUSED_WEIGHT_BPS = 2500;
    /// @inheritdoc IReputationRegistry
    uint256 public constant MAX_WEIGHT_PER_UNIT = 1e18;
    /// @inheritdoc IReputationRegistry
    uint256 public constant MAX_SUMMARY_ENTRIES = 1000;

    address private immutable _agentRegistry;

    /// @inheritdoc IReputationRegistry
    address public immutable escrow;

    /// @inheritdoc IReputationRegistry
    mapping(address token => uint256) public weightPerUnit;

    mapping(uint256 agentId => Aggregate) private _aggregates;
    mapping(uint256 agentId => mapping(address client => Feedback[])) private _feedback;
    mapping(uint256 agentId => address[]) private _clients;
    mapping(uint256 agentId => mapping(address client => bool)) private _isClient;
    mapping(uint256 bountyId => bool) private _feedbackGiven;

    /// @param agentRegistry_ The AgentRegistry the agent ids refer to.
    /// @param escrow_ The BountyEscrow, deployed after this registry at an address the deployer
    /// predicts (its CREATE address); the escrow's constructor reverts unless it is named here.
    /// @param weightTokens ERC-20 tokens whose bounties count for reputation.
    /// @param weightPerUnit_ For each token, the weight of 1e18 base units (ETH's is 1e9).
    constructor(
        address agentRegistry_,
        address escrow_,
        address[] memory weightTokens,
        uint256[] memory weightPerUnit_
    ) {
        if (agentRegistry_ == address(0) || escrow_ == address(0)) {
            revert ReputationZeroAddress();
        }
        if (weightTokens.length != weightPerUnit_.length) revert ReputationBadParameter("weightTokens");
        _agentRegistry = agentRegistry_;
        escrow = escrow_;
        for (uint256 i; i < weightTokens.length; ++i) {
            if (weightTokens[i] == address(0)) revert ReputationZeroAddress();
            if (weightPerUnit_[i] > MAX_WEIGHT_PER_UNIT) revert ReputationBadParameter("weightPerUnit");
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
        uint16 agentBps,
        bool selfDealt
    ) external {
        if (msg.sender != escrow) revert ReputationNotEscrow(msg.sender);
        if (agentBps > BPS) agentBps = BPS;
        uint256 weight = weightOf(token, amount);
        uint256 paid;
        uint256 penalty;
        if (outcome == Outcome.Accepted || outcome == Outcome.AutoAccepted) {
            paid = weight;
        } else if (outcome == Outcome.DisputeResolved) {
            paid = weight * agentBps / BPS;
            penalty = weight - paid;
            // a self-dealt ruling keeps its penalty share; its paid share proves nothing
            if (selfDealt) paid = 0;
        } else if (outcome == Outcome.Refused) {
            penalty = weight * REFUSED_WEIGHT_BPS / BPS;
        } else {
            penalty = weight;
        }
        _add(agentId, paid, penalty);
        emit OutcomeRecorded(agentId, bountyId, client, outcome, paid, penalty);
    }

    // ---------------------------------------------------------------- reads

    /// @inheritdoc IReputationRegistry
    function reputationOf(uint256 agentId) public view returns (uint8) {
        Aggregate memory a = _aggregates[agentId];
        uint256 total = uint256(a.paid) + a.penalty;
        if (total == 0) return 0;
        // forge-lint: disable-next-line(unsafe-typecast) -- paid <= total, so the quotient is <= 100
        return uint8(uint256(a.paid) * MAX_SCORE / total);
    }

    /// @inheritdoc IReputationRegistry
    function standingOf(uint256 agentId) external view returns (uint8 reputation, uint256 paid) {
        Aggregate memory a = _aggregates[agentId];
        uint256 total = uint256(a.paid) + a.penalty;
        // forge-lint: disable-next-line(unsafe-typecast) -- paid <= total, so the quotient is <= 100
        if (total != 0) reputation = uint8(uint256(a.paid) * MAX_SCORE / total);
        paid = a.paid;
    }

    /// @inheritdoc IReputationRegistry
    function aggregateOf(uint256 agentId) external view returns (uint64 count, uint256 paid, uint256 penalty) {
        Aggregate memory a = _aggregates[agentId];
        return (a.count, a.paid, a.penalty);
    }

    /// @inheritdoc IReputationRegistry
    function getSummary(uint256 agentId, address[] calldata clientAddresses, bytes32 tag1, bytes32 tag2)
        external
        view
        returns (uint64 count, uint8 averageScore)
    {
        if (clientAddresses.length == 0) revert ReputationNoClients();
        uint256 weightSum;
        uint256 weightedSum;
        uint256 scoreSum;
        uint256 scanned;
        for (uint256 i; i < clientAddresses.length && scanned < MAX_SUMMARY_ENTRIES; ++i) {
            Feedback[] storage list = _feedback[agentId][clientAddresses[i]];
            for (uint256 j; j < list.length && scanned < MAX_SUMMARY_ENTRIES; ++j) {
                ++scanned;
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
        // amount < 2^96 (escrow bound) and perUnit <= 1e18: the weight is < 2^96.
        return amount * perUnit / 1e18;
    }

    /// @inheritdoc IReputationRegistry
    function agentRegistry() external view returns (address) {
        return _agentRegistry;
    }

    // ---------------------------------------------------------------- internals

    /// @dev Adds one outcome to the aggregate, saturating every field.
    function _add(uint256 agentId, uint256 paid, uint256 penalty) private {
        Aggregate memory a = _aggregates[agentId];
        uint256 p = uint256(a.paid) + paid;
        uint256 n = uint256(a.penalty) + penalty;
        uint256 c = uint256(a.count) + 1;
        _aggregates[agentId] = Aggregate({
            // forge-lint: disable-next-line(unsafe-typecast) -- p <= uint112 max on this branch
            paid: p > type(uint112).max ? type(uint112).max : uint112(p),
            // forge-lint: disable-next-line(unsafe-typecast) -- n <= uint112 max on this branch
            penalty: n > type(uint112).max ? type(uint112).max : uint112(n),
            // forge-lint: disable-next-line(unsafe-typecast) -- c <= uint32 max on this branch
            count: c > type(uint32).max ? type(uint32).max : uint32(c)
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

    /// @dev Consumes the bounty and stores the entry (feedback does not enter reputationOf).
    function _record(uint256 bountyId, uint8 score, bytes32 tag1, bytes32 tag2)
        private
        returns (uint256 agentId, uint64 index)
    {
        uint256 weight;
        (agentId, weight) = _consumeBounty(bountyId);
        index = _store(agentId, score, weight, bountyId, tag1, tag2);
    }

    /// @dev Checks that the caller may give feedback for the bounty and marks it used.
    function _consumeBounty(uint256 bountyId) private returns (uint256 agentId, uint256 weight) {
        (address requester, uint256 agent, address token, uint256 paid, bool settled) =
            IBountyEscrow(escrow).settlementOf(bountyId);
        if (!settled) revert ReputationBountyNotSettled(bountyId);
        if (requester != msg.sender) revert ReputationNotRequester(bountyId, msg.sender);
        if (_feedbackGiven[bountyId]) revert ReputationFeedbackExists(bountyId);
        if (IAgentRegistry(_agentRegistry).isAgentOperator(agent, msg.sender)) {
            revert ReputationSelfDealing(bountyId, msg.sender);
        }
        _feedbackGiven[bountyId] = true;
        agentId = agent;
        weight = weightOf(token, paid);
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

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";
import {ReputationStore} from "./ReputationStore.sol";
import {ReputationViews} from "./ReputationViews.sol";

/// @title ReputationRegistry
/// @notice Agent reputation from money really paid (escrow outcomes), with ERC-8004 feedback
/// kept on the read side. See {IReputationRegistry} for the formula.
/// @dev The writes: outcomes from the escrow, feedback from requesters of settled bounties,
/// revocations and responses. State and its layout are in {ReputationStore}, reads in
/// {ReputationViews}.
contract ReputationRegistry is ReputationViews {
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
    ) ReputationStore(agentRegistry_, escrow_) {
        if (weightTokens.length != weightPerUnit_.length) revert ReputationBadParameter("weightTokens");
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
        _emitFeedback(agentId, index, score, tag1, tag2, feedbackURI, feedbackHash);
    }

    /// @inheritdoc IReputationRegistry
    function giveFeedback(uint256 agentId, int128, uint8, string calldata, string calldata, string calldata, string calldata, bytes32)
        external
        pure
    {
        revert ReputationFeedbackNeedsBounty(agentId);
    }

    /// @inheritdoc IReputationRegistry
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external {
        Feedback storage f = _entry(agentId, msg.sender, feedbackIndex);
        if (f.revoked) revert ReputationAlreadyRevoked(agentId, msg.sender, feedbackIndex);
        f.revoked = true;
        emit FeedbackRevoked(agentId, msg.sender, feedbackIndex);
    }

    /// @inheritdoc IReputationRegistry
    function appendResponse(
        uint256 agentId,
        address clientAddress,
        uint64 feedbackIndex,
        string calldata responseURI,
        bytes32 responseHash
    ) external {
        if (bytes(responseURI).length == 0) revert ReputationEmptyResponse();
        _entry(agentId, clientAddress, feedbackIndex);
        bytes32 key = _entryKey(agentId, clientAddress, feedbackIndex);
        if (_responseCount[key][msg.sender]++ == 0) _responders[key].push(msg.sender);
        emit ResponseAppended(agentId, clientAddress, feedbackIndex, msg.sender, responseURI, responseHash);
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

    /// @dev Emits ERC-8004's NewFeedback from its own frame (too many values for giveFeedback's stack).
    function _emitFeedback(
        uint256 agentId,
        uint64 index,
        uint8 score,
        bytes32 tag1,
        bytes32 tag2,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) private {
        string memory t1 = _tagString(tag1);
        emit NewFeedback(
            agentId, msg.sender, index, int128(uint128(score)), 0, t1, t1, _tagString(tag2), "", feedbackURI, feedbackHash
        );
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
        index = uint64(list.length + 1); // ERC-8004 indexes are 1-based
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
}

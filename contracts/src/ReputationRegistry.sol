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

    /// @dev getSummary's running sums.
    struct Sums {
        uint64 count;
        uint256 scanned;
        uint256 scoreSum;
        uint256 weightSum;
        uint256 weightedSum;
    }

    /// @dev readAllFeedback's columns.
    struct All {
        address[] clients;
        uint64[] indexes;
        int128[] values;
        uint8[] decimals;
        string[] tag1s;
        string[] tag2s;
        bool[] revoked;
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
    /// @dev Per feedback entry (agent, client, 1-based index), the responders in order of their
    /// first response and each one's count.
    mapping(bytes32 entry => address[]) private _responders;
    mapping(bytes32 entry => mapping(address responder => uint64)) private _responseCount;

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
    function getSummary(uint256 agentId, address[] calldata clientAddresses, string calldata tag1, string calldata tag2)
        external
        view
        returns (uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
    {
        if (clientAddresses.length == 0) revert ReputationNoClients();
        Sums memory m = _summarize(agentId, clientAddresses, tag1, tag2);
        count = m.count;
        if (count == 0) return (0, 0, 0);
        // forge-lint: disable-next-line(unsafe-typecast) -- averages of scores <= 100
        summaryValue = int128(uint128(m.weightSum == 0 ? m.scoreSum / count : m.weightedSum / m.weightSum));
        summaryValueDecimals = 0;
    }

    /// @inheritdoc IReputationRegistry
    function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (int128 value, uint8 valueDecimals, string memory tag1, string memory tag2, bool isRevoked)
    {
        Feedback storage f = _entry(agentId, clientAddress, feedbackIndex);
        return (int128(uint128(f.score)), 0, _tagString(f.tag1), _tagString(f.tag2), f.revoked);
    }

    /// @inheritdoc IReputationRegistry
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
        )
    {
        if (clientAddresses.length == 0) clientAddresses = _clients[agentId];
        All memory all = _readAll(agentId, clientAddresses, tag1, tag2, includeRevoked);
        (clients, feedbackIndexes, values, valueDecimals) = (all.clients, all.indexes, all.values, all.decimals);
        (tag1s, tag2s, revokedStatuses) = (all.tag1s, all.tag2s, all.revoked);
    }

    /// @inheritdoc IReputationRegistry
    function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] calldata responders)
        external
        view
        returns (uint64 count)
    {
        address[] memory list;
        if (clientAddress == address(0)) {
            list = _clients[agentId];
        } else {
            list = new address[](1);
            list[0] = clientAddress;
        }
        // One budget for the whole scan, entries and responders together (review finding 1:
        // per-entry budgets let strangers' responses make this read exceed any call gas cap).
        uint256 budget = MAX_SUMMARY_ENTRIES;
        for (uint256 i; i < list.length && budget != 0; ++i) {
            uint256 last = _feedback[agentId][list[i]].length;
            uint256 from = 1;
            if (clientAddress != address(0) && feedbackIndex != 0) {
                if (feedbackIndex > last) return 0;
                from = last = feedbackIndex;
            }
            for (uint256 j = from; j <= last && budget != 0; ++j) {
                --budget;
                // forge-lint: disable-next-line(unsafe-typecast) -- j <= the list length, a uint64 index
                (uint64 n, uint256 left) = _responsesTo(_entryKey(agentId, list[i], uint64(j)), responders, budget);
                (count, budget) = (count + n, left);
            }
        }
    }

    /// @inheritdoc IReputationRegistry
    function feedbackSource(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (uint256 bountyId, uint256 weight)
    {
        Feedback storage f = _entry(agentId, clientAddress, feedbackIndex);
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
    function getIdentityRegistry() external view returns (address) {
        return _agentRegistry;
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

    /// @dev Entry `index` (1-based) of `client` for `agentId`; reverts when there is none.
    function _entry(uint256 agentId, address client, uint64 index) private view returns (Feedback storage) {
        Feedback[] storage list = _feedback[agentId][client];
        if (index == 0 || index > list.length) revert ReputationNoFeedback(agentId, client, index);
        return list[index - 1];
    }

    function _entryKey(uint256 agentId, address client, uint64 index) private pure returns (bytes32) {
        return keccak256(abi.encode(agentId, client, index));
    }

    /// @dev Responses to one entry from `responders` (every responder when empty), each
    /// responder read taking one unit of `budget`; returns the count and the budget left.
    function _responsesTo(bytes32 key, address[] calldata responders, uint256 budget)
        private
        view
        returns (uint64 count, uint256)
    {
        if (responders.length == 0) {
            address[] storage all = _responders[key];
            for (uint256 k; k < all.length && budget != 0; ++k) {
                --budget;
                count += _responseCount[key][all[k]];
            }
        } else {
            for (uint256 k; k < responders.length && budget != 0; ++k) {
                --budget;
                count += _responseCount[key][responders[k]];
            }
        }
        return (count, budget);
    }

    /// @dev getSummary's sums over `clients`' entries matching the tags.
    function _summarize(uint256 agentId, address[] calldata clients, string calldata tag1, string calldata tag2)
        private
        view
        returns (Sums memory m)
    {
        (bytes32 t1, bytes32 t2, bool matchable) = _filters(tag1, tag2);
        if (!matchable) return m;
        for (uint256 i; i < clients.length && m.scanned < MAX_SUMMARY_ENTRIES; ++i) {
            _addSums(_feedback[agentId][clients[i]], t1, t2, m);
        }
    }

    /// @dev Adds one client's matching non-revoked entries to getSummary's sums, until
    /// MAX_SUMMARY_ENTRIES entries were scanned in all.
    function _addSums(Feedback[] storage list, bytes32 t1, bytes32 t2, Sums memory m) private view {
        for (uint256 j; j < list.length && m.scanned < MAX_SUMMARY_ENTRIES; ++j) {
            ++m.scanned;
            Feedback storage f = list[j];
            if (f.revoked || !_matches(f, t1, t2)) continue;
            ++m.count;
            m.scoreSum += f.score;
            m.weightSum += f.weight;
            m.weightedSum += uint256(f.score) * f.weight;
        }
    }

    /// @dev readAllFeedback's arrays, filled with the matching entries of `clients`.
    function _readAll(uint256 agentId, address[] memory clients, string memory tag1, string memory tag2, bool withRevoked)
        private
        view
        returns (All memory all)
    {
        (bytes32 t1, bytes32 t2, bool matchable) = _filters(tag1, tag2);
        uint256 n = matchable ? _countMatches(agentId, clients, t1, t2, withRevoked) : 0;
        all = All({
            clients: new address[](n),
            indexes: new uint64[](n),
            values: new int128[](n),
            decimals: new uint8[](n),
            tag1s: new string[](n),
            tag2s: new string[](n),
            revoked: new bool[](n)
        });
        uint256 k;
        for (uint256 i; i < clients.length && k < n; ++i) {
            k = _fill(_feedback[agentId][clients[i]], clients[i], t1, t2, withRevoked, all, k);
        }
    }

    /// @dev Copies one client's matching entries into `all` from slot `k`; returns the next slot.
    function _fill(
        Feedback[] storage entries,
        address client,
        bytes32 t1,
        bytes32 t2,
        bool withRevoked,
        All memory all,
        uint256 k
    ) private view returns (uint256) {
        for (uint256 j; j < entries.length && k < all.clients.length; ++j) {
            Feedback storage f = entries[j];
            if ((f.revoked && !withRevoked) || !_matches(f, t1, t2)) continue;
            all.clients[k] = client;
            // forge-lint: disable-next-line(unsafe-typecast) -- j < the list length, pushed with uint64 indexes
            all.indexes[k] = uint64(j + 1);
            all.values[k] = int128(uint128(f.score));
            all.tag1s[k] = _tagString(f.tag1);
            all.tag2s[k] = _tagString(f.tag2);
            all.revoked[k] = f.revoked;
            ++k;
        }
        return k;
    }

    /// @dev Matching entries of `clients` for readAllFeedback, at most MAX_SUMMARY_ENTRIES scanned.
    function _countMatches(uint256 agentId, address[] memory clients, bytes32 t1, bytes32 t2, bool includeRevoked)
        private
        view
        returns (uint256 n)
    {
        uint256 scanned;
        for (uint256 i; i < clients.length && scanned < MAX_SUMMARY_ENTRIES; ++i) {
            Feedback[] storage list = _feedback[agentId][clients[i]];
            for (uint256 j; j < list.length && scanned < MAX_SUMMARY_ENTRIES; ++j) {
                ++scanned;
                Feedback storage f = list[j];
                if ((f.revoked && !includeRevoked) || !_matches(f, t1, t2)) continue;
                ++n;
            }
        }
    }

    /// @dev ERC-8004 string tag filters as the stored bytes32 tags ("" matches any). A tag
    /// longer than 32 bytes cannot match a stored one: `matchable` is false.
    function _filters(string memory tag1, string memory tag2)
        private
        pure
        returns (bytes32 t1, bytes32 t2, bool matchable)
    {
        if (bytes(tag1).length > 32 || bytes(tag2).length > 32) return (0, 0, false);
        return (bytes32(bytes(tag1)), bytes32(bytes(tag2)), true);
    }

    function _matches(Feedback storage f, bytes32 t1, bytes32 t2) private view returns (bool) {
        return (t1 == bytes32(0) || f.tag1 == t1) && (t2 == bytes32(0) || f.tag2 == t2);
    }

    /// @dev A bytes32 tag as the string it was packed from: trailing zero bytes cut.
    function _tagString(bytes32 tag) private pure returns (string memory s) {
        uint256 x = uint256(tag);
        if (x == 0) return "";
        // the length is 32 minus the trailing zero bytes, found by halving
        uint256 n = 32;
        if (uint128(x) == 0) (x, n) = (x >> 128, n - 16);
        if (uint64(x) == 0) (x, n) = (x >> 64, n - 8);
        if (uint32(x) == 0) (x, n) = (x >> 32, n - 4);
        if (uint16(x) == 0) (x, n) = (x >> 16, n - 2);
        if (uint8(x) == 0) --n;
        s = new string(n);
        assembly ("memory-safe") {
            mstore(add(s, 32), tag)
        }
    }
}

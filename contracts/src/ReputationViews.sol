// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";
import {ReputationStore} from "./ReputationStore.sol";

/// @title ReputationViews
/// @notice {ReputationRegistry}'s reads: the value-weighted reputation and its aggregate, and the
/// ERC-8004 Reputation Registry reads of the feedback entries (summaries, entries, responses,
/// clients), each bounded to MAX_SUMMARY_ENTRIES entries scanned.
abstract contract ReputationViews is ReputationStore {
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
}

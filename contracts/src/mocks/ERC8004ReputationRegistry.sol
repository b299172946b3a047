// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The identity registry read the reputation registry needs.
interface IERC8004Identity {
    /// @notice True if `spender` is the owner or approved; reverts for an unknown agent.
    function isAuthorizedOrOwner(address spender, uint256 agentId) external view returns (bool);
}

/// @title ERC8004ReputationRegistry
/// @notice A plain ERC-8004 Reputation Registry written from the standard's text
/// (ERC8004SPEC.md): open feedback from any client that is not the agent's owner or operator,
/// 1-based indexes, summaries averaged in 18 decimals and returned in the most frequent
/// `valueDecimals`. The stand-in for the canonical registry in tests and on dev chains.
contract ERC8004ReputationRegistry {
    /// @notice New feedback (ERC-8004).
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
    /// @notice Feedback revoked by its client (ERC-8004).
    event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex);
    /// @notice A response appended to feedback (ERC-8004).
    event ResponseAppended(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        address indexed responder,
        string responseURI,
        bytes32 responseHash
    );

    /// @notice valueDecimals above 18 or |value| above 1e38.
    error ReputationBadValue();
    /// @notice The agent's owner or an operator may not rate it.
    error ReputationSelfFeedback();
    /// @notice No such feedback entry (indexes are 1-based).
    error ReputationNoFeedback();
    /// @notice getSummary needs client addresses.
    error ReputationNoClients();
    /// @notice Revoked already, or an empty response URI.
    error ReputationRefused();

    struct Feedback {
        int128 value;
        uint8 valueDecimals;
        bool isRevoked;
        string tag1;
        string tag2;
    }

    struct Picked {
        Feedback[] entries;
        address[] clients;
        uint64[] indexes;
        uint256 n;
    }

    int128 private constant MAX_ABS_VALUE = 1e38;

    address private immutable _identity;
    mapping(uint256 agentId => mapping(address client => Feedback[])) private _feedback;
    mapping(uint256 agentId => address[]) private _clients;
    mapping(uint256 agentId => mapping(address client => bool)) private _known;
    mapping(bytes32 entry => uint64) private _responses;

    /// @param identityRegistry The identity registry the agent ids refer to.
    constructor(address identityRegistry) {
        _identity = identityRegistry;
    }

    /// @notice The identity registry.
    function getIdentityRegistry() external view returns (address) {
        return _identity;
    }

    /// @notice Leaves feedback for an agent (ERC-8004).
    function giveFeedback(
        uint256 agentId,
        int128 value,
        uint8 valueDecimals,
        string memory tag1,
        string memory tag2,
        string memory endpoint,
        string memory feedbackURI,
        bytes32 feedbackHash
    ) external {
        if (valueDecimals > 18 || value > MAX_ABS_VALUE || value < -MAX_ABS_VALUE) revert ReputationBadValue();
        if (IERC8004Identity(_identity).isAuthorizedOrOwner(msg.sender, agentId)) revert ReputationSelfFeedback();
        if (!_known[agentId][msg.sender]) {
            _known[agentId][msg.sender] = true;
            _clients[agentId].push(msg.sender);
        }
        Feedback[] storage list = _feedback[agentId][msg.sender];
        list.push(Feedback(value, valueDecimals, false, tag1, tag2));
        emit NewFeedback(
            agentId,
            msg.sender,
            uint64(list.length),
            value,
            valueDecimals,
            tag1,
            tag1,
            tag2,
            endpoint,
            feedbackURI,
            feedbackHash
        );
    }

    /// @notice Revokes the caller's entry `feedbackIndex` (1-based).
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external {
        Feedback storage f = _entry(agentId, msg.sender, feedbackIndex);
        if (f.isRevoked) revert ReputationRefused();
        f.isRevoked = true;
        emit FeedbackRevoked(agentId, msg.sender, feedbackIndex);
    }

    /// @notice Appends a response to an entry (anyone).
    function appendResponse(
        uint256 agentId,
        address clientAddress,
        uint64 feedbackIndex,
        string calldata responseURI,
        bytes32 responseHash
    ) external {
        if (bytes(responseURI).length == 0) revert ReputationRefused();
        _entry(agentId, clientAddress, feedbackIndex);
        ++_responses[keccak256(abi.encode(agentId, clientAddress, feedbackIndex))];
        emit ResponseAppended(agentId, clientAddress, feedbackIndex, msg.sender, responseURI, responseHash);
    }

    /// @notice One entry (1-based index).
    function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (int128 value, uint8 valueDecimals, string memory tag1, string memory tag2, bool isRevoked)
    {
        Feedback storage f = _entry(agentId, clientAddress, feedbackIndex);
        return (f.value, f.valueDecimals, f.tag1, f.tag2, f.isRevoked);
    }

    /// @notice Count and average of the clients' non-revoked entries matching the tags ("" any).
    function getSummary(uint256 agentId, address[] calldata clientAddresses, string calldata tag1, string calldata tag2)
        external
        view
        returns (uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
    {
        if (clientAddresses.length == 0) revert ReputationNoClients();
        int256 sum;
        uint64[19] memory perDecimals;
        for (uint256 i; i < clientAddresses.length; ++i) {
            Feedback[] storage list = _feedback[agentId][clientAddresses[i]];
            for (uint256 j; j < list.length; ++j) {
                Feedback storage f = list[j];
                if (f.isRevoked || !_matches(f, tag1, tag2)) continue;
                sum += int256(f.value) * int256(10 ** (18 - uint256(f.valueDecimals)));
                ++perDecimals[f.valueDecimals];
                ++count;
            }
        }
        if (count == 0) return (0, 0, 0);
        for (uint8 d = 1; d <= 18; ++d) {
            if (perDecimals[d] > perDecimals[summaryValueDecimals]) summaryValueDecimals = d;
        }
        summaryValue = int128(sum / int256(uint256(count)) / int256(10 ** (18 - uint256(summaryValueDecimals))));
    }

    /// @notice Every matching entry (clients empty: all clients).
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
        Picked memory p = _pick(agentId, clientAddresses, tag1, tag2, includeRevoked);
        (values, valueDecimals, tag1s, tag2s, revokedStatuses) = _columns(p.entries, p.n);
        (clients, feedbackIndexes) = (p.clients, p.indexes);
    }

    /// @notice Responses appended to one entry (responders are not filtered here).
    function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] calldata)
        external
        view
        returns (uint64)
    {
        return _responses[keccak256(abi.encode(agentId, clientAddress, feedbackIndex))];
    }

    /// @notice Clients that gave the agent feedback.
    function getClients(uint256 agentId) external view returns (address[] memory) {
        return _clients[agentId];
    }

    /// @notice The client's last (1-based) index for the agent.
    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64) {
        return uint64(_feedback[agentId][clientAddress].length);
    }

    /// @dev readAllFeedback's matching entries with their clients and indexes (arrays cut to `n`).
    function _pick(uint256 agentId, address[] memory clients, string memory tag1, string memory tag2, bool withRevoked)
        private
        view
        returns (Picked memory p)
    {
        uint256 total = _total(agentId, clients);
        p = Picked(new Feedback[](total), new address[](total), new uint64[](total), 0);
        for (uint256 i; i < clients.length; ++i) {
            Feedback[] storage list = _feedback[agentId][clients[i]];
            for (uint256 j; j < list.length; ++j) {
                if ((list[j].isRevoked && !withRevoked) || !_matches(list[j], tag1, tag2)) continue;
                (p.entries[p.n], p.clients[p.n], p.indexes[p.n]) = (list[j], clients[i], uint64(j + 1));
                ++p.n;
            }
        }
        (address[] memory cs, uint64[] memory idx, uint256 n) = (p.clients, p.indexes, p.n);
        assembly ("memory-safe") {
            mstore(cs, n)
            mstore(idx, n)
        }
    }

    function _columns(Feedback[] memory picked, uint256 n)
        private
        pure
        returns (int128[] memory v, uint8[] memory d, string[] memory t1, string[] memory t2, bool[] memory r)
    {
        (v, d, t1, t2, r) = (new int128[](n), new uint8[](n), new string[](n), new string[](n), new bool[](n));
        for (uint256 k; k < n; ++k) {
            (v[k], d[k], t1[k], t2[k], r[k]) =
                (picked[k].value, picked[k].valueDecimals, picked[k].tag1, picked[k].tag2, picked[k].isRevoked);
        }
    }

    function _total(uint256 agentId, address[] memory clients) private view returns (uint256 n) {
        for (uint256 i; i < clients.length; ++i) {
            n += _feedback[agentId][clients[i]].length;
        }
    }

    function _matches(Feedback storage f, string memory tag1, string memory tag2) private view returns (bool) {
        return (bytes(tag1).length == 0 || keccak256(bytes(f.tag1)) == keccak256(bytes(tag1)))
            && (bytes(tag2).length == 0 || keccak256(bytes(f.tag2)) == keccak256(bytes(tag2)));
    }

    function _entry(uint256 agentId, address client, uint64 index) private view returns (Feedback storage) {
        Feedback[] storage list = _feedback[agentId][client];
        if (index == 0 || index > list.length) revert ReputationNoFeedback();
        return list[index - 1];
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IReputationRegistry} from "./interfaces/IReputationRegistry.sol";

/// @title ReputationStore
/// @notice {ReputationRegistry}'s state: its parameters, the per-agent aggregates and the
/// ERC-8004 feedback entries, with the entry lookups its writes and reads share.
/// @dev The per-agent aggregate is one packed slot {paid uint112, penalty uint112, count uint32};
/// additions saturate at the field maximum instead of reverting, so `recordOutcome` can never
/// block a settlement. Weights are gwei-equivalents and one entry weighs < 2^96 (amount < 2^96 and
/// weightPerUnit <= 1e18), so saturating a uint112 needs 65,536 bounties of 7.9e19 ETH each.
/// Every state variable of the registry is declared here, in the order of its storage slots.
abstract contract ReputationStore is IReputationRegistry {
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

    uint8 internal constant MAX_SCORE = 100;
    uint16 internal constant BPS = 10_000;

    /// @inheritdoc IReputationRegistry
    uint16 public constant REFUSED_WEIGHT_BPS = 2500;
    /// @inheritdoc IReputationRegistry
    uint256 public constant MAX_WEIGHT_PER_UNIT = 1e18;
    /// @inheritdoc IReputationRegistry
    uint256 public constant MAX_SUMMARY_ENTRIES = 1000;

    address internal immutable _agentRegistry;

    /// @inheritdoc IReputationRegistry
    address public immutable escrow;

    /// @inheritdoc IReputationRegistry
    mapping(address token => uint256) public weightPerUnit;

    mapping(uint256 agentId => Aggregate) internal _aggregates;
    mapping(uint256 agentId => mapping(address client => Feedback[])) internal _feedback;
    mapping(uint256 agentId => address[]) internal _clients;
    mapping(uint256 agentId => mapping(address client => bool)) internal _isClient;
    mapping(uint256 bountyId => bool) internal _feedbackGiven;
    /// @dev Per feedback entry (agent, client, 1-based index), the responders in order of their
    /// first response and each one's count.
    mapping(bytes32 entry => address[]) internal _responders;
    mapping(bytes32 entry => mapping(address responder => uint64)) internal _responseCount;

    /// @param agentRegistry_ The AgentRegistry the agent ids refer to.
    /// @param escrow_ The BountyEscrow, deployed after this registry at an address the deployer
    /// predicts (its CREATE address); the escrow's constructor reverts unless it is named here.
    constructor(address agentRegistry_, address escrow_) {
        if (agentRegistry_ == address(0) || escrow_ == address(0)) {
            revert ReputationZeroAddress();
        }
        _agentRegistry = agentRegistry_;
        escrow = escrow_;
    }

    /// @dev Entry `index` (1-based) of `client` for `agentId`; reverts when there is none.
    function _entry(uint256 agentId, address client, uint64 index) internal view returns (Feedback storage) {
        Feedback[] storage list = _feedback[agentId][client];
        if (index == 0 || index > list.length) revert ReputationNoFeedback(agentId, client, index);
        return list[index - 1];
    }

    function _entryKey(uint256 agentId, address client, uint64 index) internal pure returns (bytes32) {
        return keccak256(abi.encode(agentId, client, index));
    }

    /// @dev A bytes32 tag as the string it was packed from: trailing zero bytes cut.
    function _tagString(bytes32 tag) internal pure returns (string memory s) {
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

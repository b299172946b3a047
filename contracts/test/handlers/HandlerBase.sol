// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {CommonBase} from "forge-std/Base.sol";
import {StdCheats} from "forge-std/StdCheats.sol";
import {StdUtils} from "forge-std/StdUtils.sol";
import {AgentRegistry} from "../../src/AgentRegistry.sol";
import {BountyEscrow} from "../../src/BountyEscrow.sol";
import {ReputationRegistry} from "../../src/ReputationRegistry.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";
import {RevertingReceiver, FalseToken, BlocklistToken, FeeOnTransferToken, ERC1271Wallet} from "../utils/Attackers.sol";

/// @dev Actors, ghost ledgers and call counters shared by the protocol handler's parts.
///
/// People: every address is its own person except groups that one person controls: the
/// colluder (requester, agent owner and arbiter keys), each reverting receiver with the EOA it
/// withdraws its credits to, and the ERC-1271 wallet with its signing key's EOA. The ledger books, per person and token, what the handler
/// funded and every movement the protocol rules say must happen; the invariants compare it
/// with what the person really holds (balances, escrow credits, stake of the agents it owns).
///
/// Every handler takes only uint256 seeds and picks ids and actors from ghost state, so most
/// calls do something. Outcomes are counted per handler: `ok` (succeeded), `refused` (an invalid
/// attempt reverted with the expected error), `skipped` (nothing to act on) and `unexpected` (a
/// call predicted to succeed reverted, or an attempt predicted to fail did not).
abstract contract HandlerBase is CommonBase, StdCheats, StdUtils {
    uint256 internal constant BPS = 10_000;
    uint256 internal constant FEE_BPS = 250;
    uint256 internal constant FORFEIT_BPS = 1000;
    uint256 internal constant REFUSED_WEIGHT_BPS = 2500;
    uint256 internal constant MAX_AGENTS = 10;
    uint256 internal constant MAX_BOUNTIES = 150;

    BountyEscrow public immutable escrow;
    AgentRegistry public immutable registry;
    ReputationRegistry public immutable reputation;
    StakeToken public immutable stakeToken;
    StakeToken public immutable usd;
    FalseToken public immutable falseToken;
    BlocklistToken public immutable blockToken;
    FeeOnTransferToken public immutable feeToken;
    address public immutable treasury;
    uint256 internal immutable minStake;

    // ------------------------------------------------------------ actors
    address internal req0;
    address internal reqRR;
    address internal colReq;
    address internal colOwn;
    address internal colArb;
    address internal own0;
    address internal own1;
    address internal ownRR;
    address internal buyer;
    address internal opr;
    address internal arb0;
    address internal arb1;
    address internal w0;
    address internal w1;
    address internal w1271;

    /// @dev Tokens bounties are posted in (the fee-on-transfer token is refused at post).
    address[] internal _tokens;
    address[] internal _accounts;
    address[] internal _requesters;
    address[] internal _owners;
    address[] internal _arbiters;
    address[] internal _wallets;
    mapping(address account => uint256) public personOf;
    mapping(address account => address) internal _sinkOf;
    mapping(address account => uint256) internal _keyOf;
    uint256 public personCount;

    uint256[] public agents;
    uint256[] public bountyIds;

    // ------------------------------------------------------------ ghost ledgers
    mapping(uint256 person => mapping(address token => int256)) public expected;
    mapping(uint256 person => mapping(address token => uint256)) public funded;
    mapping(uint256 person => mapping(address token => uint256)) public earned;
    mapping(uint256 agentId => uint256) public ghostPaid;
    mapping(uint256 agentId => uint256) public ghostPenalty;
    mapping(uint256 agentId => uint256) public ghostCount;
    mapping(uint256 agentId => uint256) public ghostGrossWeight;
    mapping(uint256 agentId => uint256) public ghostRoundings;
    /// @dev Broken rules seen by the handlers (each must stay 0).
    uint256 public selfDealRecorded;
    uint256 public partyRuled;
    /// @dev Rulings that paid the agent by an arbiter on the agent's side at ruling time.
    uint256 public agentSideRuled;
    uint256 public slashAboveValue;

    // ------------------------------------------------------------ call counters
    string[] internal _names;
    mapping(bytes32 name => bool) internal _known;
    mapping(bytes32 name => uint256) public ok;
    mapping(bytes32 name => uint256) public refused;
    mapping(bytes32 name => uint256) public skipped;
    mapping(bytes32 name => uint256) public unexpected;
    bytes public lastUnexpected;
    string public lastUnexpectedName;

    constructor(
        BountyEscrow escrow_,
        AgentRegistry registry_,
        ReputationRegistry reputation_,
        StakeToken stake_,
        StakeToken usd_
    ) {
        escrow = escrow_;
        registry = registry_;
        reputation = reputation_;
        stakeToken = stake_;
        usd = usd_;
        treasury = escrow_.treasury();
        minStake = registry_.minStake();
        falseToken = new FalseToken();
        blockToken = new BlocklistToken();
        feeToken = new FeeOnTransferToken();
        _tokens.push(address(0));
        _tokens.push(address(usd_));
        _tokens.push(address(stake_));
        _tokens.push(address(falseToken));
        _tokens.push(address(blockToken));

        req0 = _person("req0", false);
        reqRR = _revertingPerson();
        own0 = _person("own0", false);
        own1 = _person("own1", false);
        ownRR = _revertingPerson();
        buyer = _person("buyer", false);
        opr = _person("operator", false);
        arb0 = _person("arbiter0", false);
        arb1 = _person("arbiter1", false);
        w0 = _person("wallet0", false);
        w1 = _person("wallet1", false);
        w1271 = address(new ERC1271Wallet(w1));
        _join(w1271, personOf[w1]);
        _sinkOf[w1271] = w1; // a smart wallet without receive(): its ETH credits go to its key's EOA
        colReq = _person("colluder.requester", false);
        colOwn = _person("colluder.owner", true);
        colArb = _person("colluder.arbiter", true);
        _join(treasury, ++personCount);
        blockToken.block_(req0);

        _requesters = _list4(req0, reqRR, colReq, own0);
        _owners = _list4(own0, own1, ownRR, colOwn);
        _owners.push(buyer);
        _arbiters = _list4(address(0), arb0, colArb, own1);
        _arbiters.push(arb1);
        _wallets = _list4(w0, w1, w1271, arb0);
    }

    // ------------------------------------------------------------ actor setup

    function _list4(address a, address b, address c, address d) private pure returns (address[] memory l) {
        l = new address[](4);
        (l[0], l[1], l[2], l[3]) = (a, b, c, d);
    }

    /// @dev A new EOA with a key; `sameAsLast` joins the previous person (the colluder's keys).
    function _person(string memory name, bool sameAsLast) private returns (address a) {
        uint256 key;
        (a, key) = makeAddrAndKey(name);
        _keyOf[a] = key;
        _join(a, sameAsLast ? personCount : ++personCount);
        _fund(a);
    }

    /// @dev A contract that rejects ETH, with the EOA it withdraws its credits to (one person).
    function _revertingPerson() private returns (address rr) {
        rr = address(new RevertingReceiver());
        uint256 p = ++personCount;
        _join(rr, p);
        _fund(rr);
        address sink = makeAddr(string.concat("sink", vm.toString(p)));
        _join(sink, p);
        _sinkOf[rr] = sink;
    }

    function _join(address a, uint256 p) private {
        personOf[a] = p;
        _accounts.push(a);
        _sinkOf[a] = a;
    }

    function _fund(address a) private {
        uint256 p = personOf[a];
        vm.deal(a, 10_000 ether);
        _credit(p, address(0), 10_000 ether);
        usd.mint(a, 1e30);
        _credit(p, address(usd), 1e30);
        stakeToken.mint(a, 100_000e18);
        _credit(p, address(stakeToken), 100_000e18);
        falseToken.mint(a, 1e30);
        _credit(p, address(falseToken), 1e30);
        blockToken.mint(a, 1e30);
        _credit(p, address(blockToken), 1e30);
        feeToken.mint(a, 1e30);
        vm.startPrank(a);
        usd.approve(address(escrow), type(uint256).max);
        stakeToken.approve(address(escrow), type(uint256).max);
        stakeToken.approve(address(registry), type(uint256).max);
        falseToken.approve(address(escrow), type(uint256).max);
        blockToken.approve(address(escrow), type(uint256).max);
        feeToken.approve(address(escrow), type(uint256).max);
        vm.stopPrank();
    }

    function _credit(uint256 p, address token, uint256 amount) private {
        funded[p][token] += amount;
        expected[p][token] += int256(amount);
    }

    // ------------------------------------------------------------ views for the invariants

    function accounts() external view returns (address[] memory) {
        return _accounts;
    }

    function tokens() external view returns (address[] memory) {
        return _tokens;
    }

    function agentCount() external view returns (uint256) {
        return agents.length;
    }

    function bountyCount() external view returns (uint256) {
        return bountyIds.length;
    }

    function names() external view returns (string[] memory) {
        return _names;
    }

    /// @dev What each person (index = person id) holds in `token`: balances and escrow credits
    /// of its addresses, plus (stake token) the active and unbonding stake of the agents it owns.
    function wealthOf(address token) public view returns (uint256[] memory w) {
        w = new uint256[](personCount + 1);
        for (uint256 i; i < _accounts.length; ++i) {
            address a = _accounts[i];
            uint256 held = token == address(0) ? a.balance : StakeToken(token).balanceOf(a);
            w[personOf[a]] += held + escrow.owed(token, a);
        }
        if (token != address(stakeToken)) return w;
        for (uint256 i; i < agents.length; ++i) {
            w[personOf[registry.ownerOf(agents[i])]] += _stakeAndUnbonding(agents[i]);
        }
    }

    // ------------------------------------------------------------ pure model of the rules

    /// @dev Reputation weight (gwei-equivalents): ETH, usd and the stake token weigh 1e9 per 1e18.
    function weightOf(address token, uint256 amount) public view returns (uint256) {
        if (token == address(0)) return amount / 1e9;
        if (token == address(usd) || token == address(stakeToken)) return amount * 1e9 / 1e18;
        return 0;
    }

    /// @dev The bounty's value in stake-token units (0 for an unlisted token).
    function stakeValueOf(address token, uint256 amount) public view returns (uint256) {
        if (token == address(stakeToken)) return amount;
        return weightOf(token, amount) * 1e18 / 1e9;
    }

    /// @dev What an expired claim or a conceded rejection forfeits: FORFEIT_BPS of the stake
    /// value, of the reservation floor when the token has none.
    function forfeitOf(address token, uint256 amount) public view returns (uint256) {
        uint256 value = stakeValueOf(token, amount);
        return (value != 0 ? value : reservationOf(token, amount)) * FORFEIT_BPS / BPS;
    }

    function reservationOf(address token, uint256 amount) public view returns (uint256 r) {
        r = stakeValueOf(token, amount);
        if (r < minStake / 16) r = minStake / 16;
    }

    function _feeOf(uint256 paid) internal pure returns (uint256) {
        return (paid * FEE_BPS + BPS - 1) / BPS;
    }

    function _stakeAndUnbonding(uint256 agentId) internal view returns (uint256) {
        (uint256 unbonding,) = registry.unbondingOf(agentId);
        return registry.stakeOf(agentId) + unbonding;
    }

    // ------------------------------------------------------------ counters

    function _key(string memory name) internal returns (bytes32 k) {
        k = keccak256(bytes(name));
        if (!_known[k]) {
            _known[k] = true;
            _names.push(name);
        }
    }

    function _skip(string memory name) internal {
        skipped[_key(name)]++;
    }

    /// @dev A call predicted to succeed.
    function _done(string memory name, bool success, bytes memory err) internal {
        bytes32 k = _key(name);
        if (success) {
            ok[k]++;
        } else {
            unexpected[k]++;
            lastUnexpected = err;
            lastUnexpectedName = name;
        }
    }

    /// @dev An attempt predicted to revert with `selector`.
    function _refusedWith(string memory name, bool success, bytes memory err, bytes4 selector) internal {
        bytes32 k = _key(name);
        if (!success && bytes4(err) == selector) {
            refused[k]++;
        } else {
            unexpected[k]++;
            lastUnexpected = err;
            lastUnexpectedName = name;
        }
    }

    // ------------------------------------------------------------ ghost state pickers

    /// @dev The first bounty in `status` from a random offset (id 0 if none).
    function _find(uint256 seed, IBountyEscrow.Status status)
        internal
        view
        returns (uint256 id, IBountyEscrow.Bounty memory b)
    {
        return _findIn(seed, status, false);
    }

    /// @dev The first bounty in `status` whose current phase has not timed out (id 0 if none).
    function _findLive(uint256 seed, IBountyEscrow.Status status)
        internal
        view
        returns (uint256 id, IBountyEscrow.Bounty memory b)
    {
        return _findIn(seed, status, true);
    }

    function _findIn(uint256 seed, IBountyEscrow.Status status, bool live)
        private
        view
        returns (uint256 id, IBountyEscrow.Bounty memory b)
    {
        uint256 n = bountyIds.length;
        for (uint256 i; i < n; ++i) {
            uint256 candidate = bountyIds[(seed % n + i) % n];
            IBountyEscrow.Bounty memory c = escrow.getBounty(candidate);
            if (c.status == status && (!live || block.timestamp <= c.until)) return (candidate, c);
        }
    }

    /// @dev True one time in `n`, from a hash of `seed`: the fuzzer feeds small and repeated
    /// values (0 above all), so `seed % n == 0` would pick a refusal branch far more than 1/n.
    function _oneIn(uint256 seed, uint256 n) internal pure returns (bool) {
        return uint256(keccak256(abi.encode(seed, n))) % n == 0;
    }

    /// @dev A bounty in a live state (it holds funds until settled).
    function _isLive(IBountyEscrow.Status s) internal pure returns (bool) {
        return s == IBountyEscrow.Status.Open || s == IBountyEscrow.Status.Claimed
            || s == IBountyEscrow.Status.Submitted || s == IBountyEscrow.Status.Rejected
            || s == IBountyEscrow.Status.Disputed;
    }

    /// @dev An account that may act for the agent: owner, approved operator or agent wallet.
    function _operatorOf(uint256 agentId, uint256 seed) internal view returns (address) {
        address owner = registry.ownerOf(agentId);
        uint256 pick = seed % 3;
        if (pick == 1 && registry.isAgentOperator(agentId, opr)) return opr;
        if (pick == 2) {
            address wallet = registry.getAgentWallet(agentId);
            if (wallet != address(0)) return wallet;
        }
        return owner;
    }

    /// @dev The owner or, when approved, the operator (the ERC-721 authorized accounts).
    function _authorizedOf(uint256 agentId, uint256 seed) internal view returns (address) {
        address owner = registry.ownerOf(agentId);
        bool approved = registry.getApproved(agentId) == opr || registry.isApprovedForAll(owner, opr);
        return seed % 2 == 1 && approved ? opr : owner;
    }

    function _personOfAgent(uint256 agentId) internal view returns (uint256) {
        return personOf[registry.ownerOf(agentId)];
    }

    /// @dev Books `amount` moving between people; what a person receives from another counts
    /// as paid to it (a forfeit, a slash to the treasury, a top-up or an agent sold with its stake).
    function _move(uint256 from, uint256 to, address token, uint256 amount) internal {
        expected[from][token] -= int256(amount);
        expected[to][token] += int256(amount);
        if (from != to) earned[to][token] += amount;
    }
}

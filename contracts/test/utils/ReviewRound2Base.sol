// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./Base.sol";
import {AgentRegistry} from "../../src/AgentRegistry.sol";
import {BountyEscrow} from "../../src/BountyEscrow.sol";
import {IAgentRegistry} from "../../src/interfaces/IAgentRegistry.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @dev A bounty token that, when the escrow pays with it, tries to re-enter the escrow (another
/// settlement, a withdraw) before moving the tokens. Records whether any re-entry went through.
contract ReenteringToken is StakeToken {
    BountyEscrow internal immutable esc;
    uint256 public target;
    bool public reentered;
    bool public tried;

    constructor(BountyEscrow e) StakeToken("Hostile", "HOST") {
        esc = e;
    }

    function arm(uint256 bountyId) external {
        target = bountyId;
    }

    function transfer(address to, uint256 amount) public override(ERC20, IERC20) returns (bool) {
        if (target != 0 && msg.sender == address(esc)) {
            tried = true;
            (bool a,) = address(esc).call(abi.encodeCall(esc.finalize, (target)));
            (bool b,) = address(esc).call(abi.encodeCall(esc.cancel, (target)));
            (bool c,) = address(esc).call(abi.encodeCall(esc.withdraw, (address(this), address(this))));
            if (a || b || c) reentered = true;
        }
        return super.transfer(to, amount);
    }
}

/// @dev The agent side of a colluding pair: a contract that owns an agent, works on command and
/// hands back what it is paid (one person with the requester below).
contract ColludingAgent {
    function register(AgentRegistry reg, StakeToken token, uint256 amount) external returns (uint256) {
        token.approve(address(reg), amount);
        return reg.register("ipfs://colluder", new IAgentRegistry.MetadataEntry[](0), amount);
    }

    function work(BountyEscrow esc, uint256 id, uint256 agentId) external {
        esc.claim(id, agentId);
        esc.submit(id, keccak256("nothing"));
    }

    function repay() external {
        payable(msg.sender).transfer(address(this).balance);
    }

    receive() external payable virtual {}
}

/// @dev An agent owner whose receive() needs ~45k gas (two fresh storage slots): a contract
/// wallet that can receive but never calls `withdraw`, so a payment diverted to `owed` is lost.
contract HungryAgent is ColludingAgent {
    uint256 internal received;
    mapping(uint256 => uint256) internal log;

    receive() external payable override {
        log[++received] = msg.value;
        log[received + 1000] = block.number;
    }
}

/// @dev The requester side: in one transaction, with borrowed ETH returned before it ends,
/// posts a bounty, has the colluding agent claim and submit, accepts, and takes the payout back.
contract FlashRecordBuyer {
    function buy(BountyEscrow esc, ColludingAgent agent, uint256 agentId) external payable {
        IBountyEscrow.PostParams memory p;
        p.amount = msg.value;
        p.deadline = uint64(block.timestamp + 1 hours);
        p.reviewWindow = 1;
        uint256 id = esc.post{value: msg.value}(p);
        agent.work(esc, id, agentId);
        esc.accept(id);
        agent.repay();
        payable(msg.sender).transfer(address(this).balance); // the loan goes back, less the fee
    }

    receive() external payable {}
}

/// @dev The accounts and helpers of the adversarial review of the round-2 money rules (c1 at
/// 11a4b99): ReviewRound2.t.sol holds its findings, ReviewRound2Holds.t.sol the attacks the rules
/// already stop. Accounts: `mallory` is the attacker's requester account, `malloryAgent` the
/// attacker's agent owner; `alice` is an honest agent (registered with MIN_STAKE = 100 tokens,
/// one token weighing one ETH), `victim` an honest requester, `arbiter` an arbiter the honest
/// agent accepts. FEE_BPS = 250.
abstract contract ReviewRound2Base is Base {
    address internal mallory = makeAddr("mallory");
    address internal malloryAgent = makeAddr("mallory's agent owner");
    address internal victim = makeAddr("honest requester");
    address internal buyer = makeAddr("agent buyer");

    function setUp() public override {
        super.setUp();
        vm.deal(mallory, 1000 ether);
        vm.deal(victim, 1000 ether);
    }

    // ------------------------------------------------------------ helpers

    function _postAs(address who, IBountyEscrow.PostParams memory p) internal returns (uint256 id) {
        vm.prank(who);
        id = escrow.post{value: p.token == address(0) ? p.amount : 0}(p);
    }

    function _noArbiter(uint256 amount) internal view returns (IBountyEscrow.PostParams memory p) {
        p = _params(address(0), amount);
        p.arbiter = address(0);
    }

    function _work(address owner, uint256 id, uint256 agentId) internal {
        vm.startPrank(owner);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("real work, delivered off chain"));
        vm.stopPrank();
    }

    /// @dev An honest paid record of `amount` ETH for `agentId` (owner `owner`), from `victim`.
    function _record(address owner, uint256 agentId, uint256 amount) internal {
        uint256 id = _postAs(victim, _noArbiter(amount));
        _work(owner, id, agentId);
        vm.prank(victim);
        escrow.accept(id);
    }

    function _penalty(uint256 agentId) internal view returns (uint256 penalty) {
        (,, penalty) = reputation.aggregateOf(agentId);
    }
}

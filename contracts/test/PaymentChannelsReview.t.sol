// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {RevertingReceiver} from "./utils/Attackers.sol";

/// @dev A rebasing ERC-20 (balances are shares times an index the owner moves), like an
/// elastic-supply or slashed liquid-staking token.
contract RebasingToken {
    mapping(address => uint256) public shares;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public index = 1e18;

    function mint(address to, uint256 amount) external {
        shares[to] += amount * 1e18 / index;
    }

    function rebase(uint256 newIndex) external {
        index = newIndex;
    }

    function balanceOf(address a) public view returns (uint256) {
        return shares[a] * index / 1e18;
    }

    function approve(address s, uint256 a) external returns (bool) {
        allowance[msg.sender][s] = a;
        return true;
    }

    function transfer(address to, uint256 a) external returns (bool) {
        _move(msg.sender, to, a);
        return true;
    }

    function transferFrom(address from, address to, uint256 a) external returns (bool) {
        allowance[from][msg.sender] -= a;
        _move(from, to, a);
        return true;
    }

    function _move(address from, address to, uint256 a) private {
        uint256 sh = a * 1e18 / index;
        shares[from] -= sh;
        shares[to] += sh;
    }
}

/// @dev An ERC-1271 signer that tries to write state when asked.
contract FlippingSigner {
    bool public valid = true;
    uint256 public writes;

    function isValidSignature(bytes32, bytes calldata) external returns (bytes4) {
        writes++; // reverts under the staticcall the contract uses
        return valid ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @dev Adversarial review of PaymentChannels (second review, fresh eyes). `test_finding_*`
/// PASS when the contract is safe and FAIL while the hole is open; `test_holds_*` are attacks
/// that were tried and fail.
contract PaymentChannelsReviewTest is ChannelsBase {
    address internal accomplice;
    uint256 internal accompliceKey;

    function setUp() public override {
        super.setUp();
        (accomplice, accompliceKey) = makeAddrAndKey("accomplice");
        vm.deal(accomplice, 10 ether);
    }

    function _channelOf(address who, bytes32 salt) internal view returns (IPaymentChannels.Channel memory) {
        return IPaymentChannels.Channel(who, payee, address(0), who, salt);
    }

    function _openAs(IPaymentChannels.Channel memory c, uint256 amount) internal returns (bytes32) {
        vm.deal(c.payer, c.payer.balance + amount);
        return _open(c, amount);
    }

    // ================================================================ findings

    /// @dev FINDING (medium): one front-run voids a whole batch, so the payee can miss a
    /// withdrawal's end.
    /// Accounts: payer B (the attacker) and its accomplice A, both with channels to payee P.
    /// Capital: 1 ETH deposited by B; 0.001 ETH by A (which A owes P anyway).
    /// B is called for 1 ETH of work (P holds B's 1 ETH voucher), then requests a withdrawal.
    /// P's node claims its due channels in one batch, [A: 0.001, B: 1], shortly before B's
    /// `withdrawableAt`. A sees the batch in the mempool and front-runs it with `claim(A, 0.001)`
    /// (its own voucher, or the copy from the mempool): A's entry now pays nothing, `claimBatch`
    /// reverts `ChannelNothingToClaim`, B's voucher is not claimed, the period ends, B withdraws.
    /// Loss: P served 1 ETH of calls and gets 0 from B (0.975 ETH after the fee); B gets back
    /// 1 ETH; attack cost 0.001 ETH (owed anyway) plus one claim's gas per batch it voids.
    /// Any stranger can grief every batch the same way by copying one entry out of it.
    /// Fix: `claimBatch` skips (does not revert on) an entry that pays nothing now (already
    /// claimed, or claims over) and pays the rest; a payee-side retry without the failed entry
    /// only shrinks the window, it does not close it.
    function test_finding_batchFrontRunVoidsOtherClaims() public {
        IPaymentChannels.Channel memory a = _channelOf(accomplice, "a");
        (address b, uint256 bKey) = makeAddrAndKey("payerB");
        IPaymentChannels.Channel memory cb = _channelOf(b, "b");
        _openAs(a, 0.001 ether);
        bytes32 idB = _openAs(cb, 1 ether);
        bytes memory sigA = _sign(accompliceKey, channels.channelId(a), 0.001 ether);
        bytes memory sigB = _sign(bKey, idB, 1 ether);

        vm.prank(b);
        uint64 at = channels.requestWithdrawal(cb);
        vm.warp(at - 60); // P's batch goes out a minute before the end

        IPaymentChannels.BatchClaim[] memory batch = new IPaymentChannels.BatchClaim[](2);
        batch[0] = IPaymentChannels.BatchClaim(accomplice, accomplice, "a", 0.001 ether, sigA);
        batch[1] = IPaymentChannels.BatchClaim(b, b, "b", 1 ether, sigB);

        vm.prank(accomplice); // the front-run
        channels.claim(a, 0.001 ether, sigA);
        uint256 before = payee.balance;
        try channels.claimBatch(payee, address(0), batch) {} catch {}

        vm.warp(at);
        channels.withdraw(cb);
        // Safe: P was paid B's 1 ETH (minus the fee) by its batch.
        assertEq(payee.balance - before, 1 ether - _fee(1 ether), "payee lost B's voucher to a front-run");
    }

    /// @dev FINDING (low): a withdrawal does not void the vouchers it withdrew; they pay again
    /// from the next deposit of the same settings.
    /// Accounts: payer X (an x402 client, not this repo's Payer), payee P.
    /// Capital: X deposits 1 ETH, signs a 0.5 ETH voucher for calls; P never claims it.
    /// X requests a withdrawal and gets its 1 ETH back (the channel is back to None, "the
    /// payee loses the vouchers", contracts/README). Later X opens the same settings again
    /// (salt 0, the default) with 1 ETH as a new channel, whose vouchers it starts from 0.
    /// P, without answering a single new call, claims the old 0.5 ETH voucher from the new
    /// deposit. Loss to X: 0.5 ETH; the honest Go checker also keeps the old voucher as its
    /// floor (Track never lowers it) and refuses every new voucher <= 0.5 ETH (ErrNotHigher).
    /// The same holds for a top-up after a withdrawal with claimed > 0 (the README's "a top-up
    /// reuses it"): every voucher signed above `claimed` before the withdrawal revives.
    /// Fix: a withdrawal closes the settings for good (e.g. a tombstone state that `open` and
    /// `topUp` refuse, so the payer must pick a new salt), or a per-channel epoch in the voucher;
    /// or, if revival is intended, say so in the README and IPaymentChannels instead of "loses".
    function test_finding_staleVoucherPaysFromNewDeposit() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, 1 ether);
        bytes memory stale = _voucher(c, 0.5 ether); // held by P, never claimed
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        assertEq(channels.withdraw(c), 1 ether);
        assertEq(_state(id).deposited, 0);

        _open(c, 1 ether); // a new channel, as far as the payer knows
        uint256 before = payee.balance;
        try channels.claim(c, 0.5 ether, stale) {} catch {}
        assertEq(payee.balance - before, 0, "a withdrawn voucher was paid from the new deposit");
    }

    // ================================================================ attacks that hold

    /// @dev The same channel twice in one batch pays its rise once: [100, 100] reverts, [100, 300] pays 300.
    function test_holds_duplicateInBatchPaysOnce() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.BatchClaim[] memory batch = new IPaymentChannels.BatchClaim[](2);
        batch[0] = IPaymentChannels.BatchClaim(payer, session, 0, 100, _voucher(c, 100));
        batch[1] = IPaymentChannels.BatchClaim(payer, session, 0, 300, _voucher(c, 300));
        assertEq(channels.claimBatch(payee, address(0), batch), 300);
        assertEq(_state(id).claimed, 300);
        assertEq(payee.balance + channels.feeHeld(id), 300);
    }

    /// @dev Same payer, payee, signer and salt in ETH and in the token: a voucher of one does
    /// not pay the other, in a single claim or in a batch naming the other token.
    function test_holds_noClaimAcrossTokens() public {
        IPaymentChannels.Channel memory e = _ethChannel();
        IPaymentChannels.Channel memory u = _usdChannel();
        _open(e, 1 ether);
        bytes32 idU = _open(u, 1 ether);
        bytes memory forEth = _voucher(e, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, idU));
        channels.claim(u, 1 ether, forEth);
        IPaymentChannels.BatchClaim[] memory batch = new IPaymentChannels.BatchClaim[](1);
        batch[0] = IPaymentChannels.BatchClaim(payer, session, 0, 1 ether, forEth);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, idU));
        channels.claimBatch(payee, address(usd), batch);
    }

    /// @dev A batch naming another payee (the stranger) over the payee's vouchers finds no channel.
    function test_holds_batchCannotRedirectPayee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.BatchClaim[] memory batch = new IPaymentChannels.BatchClaim[](1);
        batch[0] = IPaymentChannels.BatchClaim(payer, session, 0, DEPOSIT, _voucher(c, DEPOSIT));
        vm.expectPartialRevert(IPaymentChannels.ChannelNothingToClaim.selector);
        channels.claimBatch(stranger, address(0), batch);
        assertEq(stranger.balance, 0);
    }

    /// @dev A voucher for 0 (or one signed for 0 presented as more) pays nothing.
    function test_holds_zeroVoucher() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes memory zero = _voucher(c, 0);
        vm.expectPartialRevert(IPaymentChannels.ChannelNothingToClaim.selector);
        channels.claim(c, 0, zero);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 1, zero);
    }

    /// @dev The challenge boundary is sharp: a claim at `at - 1` pays, at `at` it reverts and the
    /// withdrawal pays the rest; payee + treasury + payer = the deposit, nothing twice.
    function test_holds_challengeBoundary() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, 1 ether);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at - 1);
        channels.claim(c, 0.4 ether, _voucher(c, 0.4 ether));
        vm.warp(at);
        bytes memory v = _voucher(c, 0.9 ether);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeOver.selector, id, at));
        channels.claim(c, 0.9 ether, v);
        uint256 before = payer.balance;
        assertEq(channels.withdraw(c), 0.6 ether);
        assertEq(payer.balance - before + payee.balance + channels.owed(address(0), treasury), 1 ether);
    }

    /// @dev The payer cannot shorten the payee's window: a top-up cancels the request and a new
    /// request starts a full period again.
    function test_holds_topUpCannotShortenChallenge() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, 1 ether);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at - 10);
        vm.prank(payer);
        channels.topUp{value: 1}(c, 1);
        vm.prank(payer);
        uint64 again = channels.requestWithdrawal(c);
        assertEq(again, block.timestamp + CHALLENGE);
        vm.warp(at);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeRunning.selector, id, again));
        channels.withdraw(c);
    }

    /// @dev Many tiny claims cannot dodge the fee: the fee is on the channel's cumulative
    /// claimed amount, rounded up, so the treasury gets the fee of one claim of the total and
    /// payee + treasury = what was claimed (100 claims of 39 wei: the exact fee is 97.5 wei,
    /// the treasury gets 98, as for one claim of 3,900; it used to be 100, one up per claim).
    function test_holds_tinyClaimsPayAtLeastTheFee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        for (uint256 i = 1; i <= 100; ++i) {
            channels.claim(c, i * 39, _voucher(c, i * 39));
        }
        uint256 fees = _collect(c);
        assertEq(fees, 98);
        assertEq(fees, _fee(3900));
        assertEq(channels.owed(address(0), treasury), fees);
        assertGe(fees * 10_000, 3900 * uint256(FEE_BPS));
        assertEq(payee.balance + fees, 3900);
    }

    /// @dev Claiming over the deposit across two channels of one payee pays each at most its
    /// own deposit; the contract keeps the third channel's money.
    function test_holds_claimsCappedPerChannel() public {
        IPaymentChannels.Channel memory a = _channelOf(accomplice, "a");
        IPaymentChannels.Channel memory c = _ethChannel();
        _openAs(a, 1 ether);
        _open(c, 1 ether);
        IPaymentChannels.Channel memory honest = _channelOf(makeAddr("honest"), "h");
        _openAs(honest, 5 ether);
        IPaymentChannels.BatchClaim[] memory batch = new IPaymentChannels.BatchClaim[](1);
        batch[0] = IPaymentChannels.BatchClaim(
            accomplice, accomplice, "a", 100 ether, _sign(accompliceKey, channels.channelId(a), 100 ether)
        );
        assertEq(channels.claimBatch(payee, address(0), batch), 1 ether);
        assertEq(channels.claim(c, 100 ether, _voucher(c, 100 ether)), 1 ether);
        assertEq(
            address(channels).balance,
            5 ether + channels.feeHeld(channels.channelId(a)) + channels.feeHeld(channels.channelId(c))
        );
    }

    /// @dev FINDING (low): a token that rebases down after the deposit makes the contract
    /// insolvent in it, first come first served. The README says "fee-on-transfer and
    /// rebasing-down tokens are refused" but only the deposit is checked.
    /// Accounts: payer P1 with a channel to the payee, honest payer P2 with its own channel.
    /// Capital: 100 tokens each. The token rebases to 50 % (a slashing, a negative rebase): the
    /// contract holds 100 for 200 of liabilities. The payee claims P1's full 100 (P1's
    /// accomplice, or just first): paid in full. P2 withdraws: the push fails, it is credited
    /// 100 in `owed`, and `withdrawOwed` reverts (the contract holds 0 of the token).
    /// Loss to P2: its whole deposit (50 tokens' worth after the rebase; P1's side took it).
    /// Fix: say which tokens are safe (a token allowlist, or the README/IPaymentChannels text
    /// "tokens whose balances change on their own are unsupported: first claimant wins"); the
    /// node should only open or accept channels in tokens it knows.
    function test_finding_rebasingDownTokenFirstComeFirstServed() public {
        RebasingToken reb = new RebasingToken();
        address p2 = makeAddr("p2");
        reb.mint(payer, 100e18);
        reb.mint(p2, 100e18);
        vm.prank(payer);
        reb.approve(address(channels), type(uint256).max);
        vm.prank(p2);
        reb.approve(address(channels), type(uint256).max);
        IPaymentChannels.Channel memory c1 = IPaymentChannels.Channel(payer, payee, address(reb), session, 0);
        IPaymentChannels.Channel memory c2 = IPaymentChannels.Channel(p2, payee, address(reb), p2, 0);
        _open(c1, 100e18);
        _open(c2, 100e18);
        reb.rebase(0.5e18);
        channels.claim(c1, 100e18, _voucher(c1, 100e18));
        vm.prank(p2);
        uint64 at = channels.requestWithdrawal(c2);
        vm.warp(at);
        channels.withdraw(c2);
        vm.prank(p2);
        try channels.withdrawOwed(address(reb), p2) {} catch {}
        assertGt(reb.balanceOf(p2), 0, "honest payer P2 recovered nothing of its 100 tokens");
    }

    /// @dev A stranger who submits a claim with a chosen gas limit cannot force the push to fail
    /// (so the payee would have to pull): with less than the token transfer needs, the whole
    /// claim runs out of gas; 63/64 leaves too little to credit `owed` after a starved call.
    function test_holds_gasLimitCannotForceOwedCredit() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        bytes memory v = _voucher(c, 100);
        bytes memory data = abi.encodeCall(channels.claim, (c, 100, v));
        uint256 succeeded;
        for (uint256 g = 30_000; g < 200_000; g += 1_000) {
            uint256 snap = vm.snapshotState();
            vm.prank(stranger);
            (bool ok,) = address(channels).call{gas: g}(data);
            if (ok) {
                succeeded++;
                assertEq(channels.owed(address(usd), payee), 0, "a starved push was credited");
                assertEq(usd.balanceOf(payee), 100 - _fee(100));
            }
            vm.revertToState(snap);
        }
        assertGt(succeeded, 0);
    }

    /// @dev An ERC-1271 signer that writes state in isValidSignature (a re-entering signer) is
    /// refused: the contract asks it by staticcall, the write halts it and the claim reverts
    /// (the halt burns the gas forwarded: only its own channel's claimant pays that), and no
    /// other channel's money moves.
    function test_holds_erc1271SignerCannotReenterOrSpill() public {
        FlippingSigner sgn = new FlippingSigner();
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payee, address(0), address(sgn), "1271");
        bytes32 id = _open(c, 1 ether);
        IPaymentChannels.Channel memory other = _ethChannel();
        _open(other, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 1 ether, hex"00");
        assertEq(sgn.writes(), 0);
        assertEq(address(channels).balance, 2 ether);
    }

    /// @dev Owed credit: a payee whose receive() reverts is credited; only it can pull the
    /// credit (to another address), once; the payer and a stranger get nothing from it.
    function test_holds_owedCreditPulledOnceByItsOwner() public {
        RevertingReceiver wall = new RevertingReceiver();
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, address(wall), address(0), session, 0);
        _open(c, 1 ether);
        channels.claim(c, 1 ether, _voucher(c, 1 ether));
        uint256 credit = 1 ether - _fee(1 ether);
        assertEq(channels.owed(address(0), address(wall)), credit);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingOwed.selector, address(0), payer));
        channels.withdrawOwed(address(0), payer);
        vm.prank(address(wall));
        channels.withdrawOwed(address(0), stranger);
        assertEq(stranger.balance, credit);
        vm.prank(address(wall));
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingOwed.selector, address(0), address(wall)));
        channels.withdrawOwed(address(0), stranger);
        assertEq(address(channels).balance, _fee(1 ether));
    }
}

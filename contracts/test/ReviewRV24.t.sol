// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {FalseToken, BlocklistToken} from "./utils/Attackers.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {RecoverHarness} from "./PaymentChannelsFees.t.sol";

/// @dev The contract's inline ECDSA recovery and OpenZeppelin's side by side (the fee tests'
/// harness), so that the same raw calldata (any length, offset or padding) can be sent to both,
/// and the recovery amid garbage memory.
contract RV24RecoverHarness is RecoverHarness {
    /// @dev The recovery with an allocated buffer below the free memory pointer and garbage
    /// above it: returns what it recovered, whether the buffer is intact and the pointer moved.
    function recoverAmidGarbage(bytes32 digest, bytes calldata signature)
        external
        view
        returns (address got, bool kept, bool fmpKept)
    {
        bytes memory buf = abi.encodePacked(keccak256("kept"), keccak256("kept2"));
        uint256 fmp;
        assembly {
            fmp := mload(0x40)
            for { let i := 0 } lt(i, 0x400) { i := add(i, 0x20) } { mstore(add(fmp, i), not(0)) }
        }
        got = _recover(digest, signature);
        uint256 after_;
        assembly {
            after_ := mload(0x40)
        }
        kept = keccak256(buf) == keccak256(abi.encodePacked(keccak256("kept"), keccak256("kept2")));
        fmpKept = after_ == fmp;
    }
}

/// @dev An ERC-20 whose transfers out of PaymentChannels try to re-enter every fee path
/// (collectFees twice, withdraw, withdrawOwed); it records whether any re-entry got through.
contract FeeReentrantToken is ERC20 {
    PaymentChannels internal immutable channels;
    IPaymentChannels.Channel[] internal targets;
    bool public reentered;
    uint256 public tries;

    constructor(PaymentChannels channels_) ERC20("Reenter", "RE") {
        channels = channels_;
    }

    function mint(address to, uint256 value) external {
        _mint(to, value);
    }

    function arm(IPaymentChannels.Channel calldata c) external {
        targets.push(c);
        targets.push(c); // a duplicate entry
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (from != address(channels) || targets.length == 0) return;
        ++tries;
        try channels.collectFees(targets) {
            reentered = true;
        } catch {}
        try channels.withdraw(targets[0]) {
            reentered = true;
        } catch {}
        try channels.withdrawOwed(address(this), address(this)) {
            reentered = true;
        } catch {}
    }
}

/// @dev An ERC-1271 signer that accepts every digest and, while checking, tries to collect
/// fees (a write under staticcall: it must fail without breaking the check).
contract GreedySigner {
    PaymentChannels internal immutable channels;
    IPaymentChannels.Channel[] internal targets;

    constructor(PaymentChannels channels_) {
        channels = channels_;
    }

    function arm(IPaymentChannels.Channel calldata c) external {
        targets.push(c);
    }

    function isValidSignature(bytes32, bytes calldata) external returns (bytes4) {
        if (targets.length != 0) {
            try channels.collectFees(targets) {} catch {}
        }
        return 0x1626ba7e;
    }
}

/// @dev An account implementation whose ERC-1271 check refuses everything.
contract RefusingAccount {
    function isValidSignature(bytes32, bytes calldata) external pure returns (bytes4) {
        return 0xffffffff;
    }
}


/// @dev Helpers of review rv24's tests (ReviewRV24Test, ReviewRV24ProofsTest).
abstract contract RV24Base is ChannelsBase {
    bytes32 internal constant HALF_N = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;
    uint256 internal constant N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;
    /// @dev Storage slot of the `_channels` mapping (after EIP712's two fallback strings).
    uint256 internal constant CHANNELS_SLOT = 2;

    // ---------------------------------------------------------------- helpers

    function _list(IPaymentChannels.Channel memory a) internal pure returns (IPaymentChannels.Channel[] memory cs) {
        cs = new IPaymentChannels.Channel[](1);
        cs[0] = a;
    }

    function _feeAt(uint256 claimed, uint256 bps) internal pure returns (uint256) {
        return (claimed * bps + 9999) / 10_000;
    }

    function _requestAndWait(IPaymentChannels.Channel memory c) internal {
        vm.prank(c.payer);
        vm.warp(channels.requestWithdrawal(c));
    }

    /// @dev Redeploys the contract with `bps` and re-approves the payer's token.
    function _redeploy(uint16 bps) internal {
        channels = new PaymentChannels(treasury, bps, CHALLENGE);
        vm.prank(payer);
        usd.approve(address(channels), type(uint256).max);
    }

    function _packed(uint96 dep, uint96 claimed, uint40 at, uint24 epoch) internal pure returns (bytes32) {
        return bytes32(uint256(dep) | uint256(claimed) << 96 | uint256(at) << 192 | uint256(epoch) << 232);
    }

    function _slotOf(bytes32 id) internal pure returns (bytes32) {
        return keccak256(abi.encode(id, CHANNELS_SLOT));
    }

    function _isOneOf(bytes32 w, address[] memory addrs) internal pure returns (bool) {
        for (uint256 i; i < addrs.length; ++i) {
            if (w == bytes32(uint256(uint160(addrs[i])))) return true;
        }
        return false;
    }

    /// @dev The clean call succeeds; every ABI word of `data` that holds one of `addrs`, with
    /// any of its upper 12 bytes set, makes the call revert with no data (the ABI decoder's
    /// refusal: the dirty word is neither hashed into an id nor used as a call's target).
    /// Each call runs from the same state. Returns how many address words were dirtied.
    function _dirtyWordsRefused(address from, uint256 value, bytes memory data, address[] memory addrs)
        internal
        returns (uint256 n)
    {
        uint256 snap = vm.snapshotState();
        vm.prank(from);
        (bool ok,) = address(channels).call{value: value}(data);
        assertTrue(ok, "the clean call must succeed");
        vm.revertToState(snap);
        bytes32[3] memory dirt = [bytes32(uint256(1) << 160), bytes32(uint256(1) << 255), bytes32(~uint256(0) << 160)];
        for (uint256 off = 4; off + 32 <= data.length; off += 32) {
            bytes32 w;
            assembly {
                w := mload(add(add(data, 0x20), off))
            }
            if (!_isOneOf(w, addrs)) continue;
            ++n;
            for (uint256 k; k < dirt.length; ++k) {
                bytes memory d = bytes.concat(data);
                bytes32 dw = w | dirt[k];
                assembly {
                    mstore(add(add(d, 0x20), off), dw)
                }
                snap = vm.snapshotState();
                vm.prank(from);
                bytes memory ret;
                (ok, ret) = address(channels).call{value: value}(d);
                assertFalse(ok, "a dirty address word was accepted");
                assertEq(ret.length, 0, "refused by the decoder, not later");
                vm.revertToState(snap);
            }
        }
    }

    function _addrs() internal view returns (address[] memory a) {
        a = new address[](4);
        (a[0], a[1], a[2], a[3]) = (payer, payee, address(usd), session);
    }

}

/// @dev Review rv24 of the "claimgas" change (lazy per-channel fee, collectFees, scratch-memory
/// hashes, inline ECDSA, settings read from calldata once). Every test here holds: each attack
/// named in the brief was tried and refused; see the report for what was stated.
contract ReviewRV24Test is RV24Base {
    /// @dev A ledger of the fees due, kept here: closed epochs' fees per token plus the open
    /// epochs' fee(claimed).
    struct Ghost {
        uint256 dueClosed;
        uint256 payerBack;
        uint256 deposited;
    }

    /// @dev Three colluding channels with the same payer, payee, signer and salt, in two tokens
    /// (ETH and USD: the same settings but the token), plus the payer paying itself; random
    /// claims (single, batch with duplicates, words), collections (by anyone, with duplicates
    /// and settings of no channel), withdrawals and reopens, at a random fee 0..1000 bps. After
    /// every step: the treasury's credit plus the fees held equals the sum of fee(C) over every
    /// epoch, per token, never more; conservation per token; the payer never gets a fee back.
    function testFuzz_collusionNeverBeatsTheFee(uint16 bps, uint256[40] memory ops) public {
        bps = uint16(bound(bps, 0, 1000));
        _redeploy(bps);
        IPaymentChannels.Channel[3] memory cs;
        cs[0] = _usdChannel();
        cs[1] = _ethChannel(); // same settings, another token
        cs[2] = IPaymentChannels.Channel(payer, payer, address(usd), session, 0); // payer = payee
        Ghost memory gu; // USD
        Ghost memory ge; // ETH
        uint256 payeeUsd0 = usd.balanceOf(payee);
        uint256 payerUsd0 = usd.balanceOf(payer);
        for (uint256 i; i < ops.length; ++i) {
            _step(cs, ops[i], ((ops[i] >> 8) % 3 == 1) ? ge : gu, bps);
            _checkFees(cs, gu, address(usd), bps);
            _checkFees(cs, ge, address(0), bps);
        }
        // every USD unit the payer put in is with the payee, back with the payer, or in the
        // contract (unclaimed, fees held or credited, credits): the colluders made none
        uint256 payerGot = usd.balanceOf(payer) + gu.deposited - payerUsd0;
        assertEq(
            usd.balanceOf(payee) - payeeUsd0 + payerGot + usd.balanceOf(address(channels)), gu.deposited, "USD created"
        );
        assertGe(payerGot, gu.payerBack, "the payer got its withdrawals back");
    }

    /// @dev One colluders' step on channel (op >> 8) % 3 (see testFuzz_collusionNeverBeatsTheFee).
    function _step(IPaymentChannels.Channel[3] memory cs, uint256 op, Ghost memory g, uint16 bps) internal {
        uint256 which = (op >> 8) % 3;
        IPaymentChannels.Channel memory c = cs[which];
        IPaymentChannels.ChannelState memory st = _state(channels.channelId(c));
        uint256 kind = op % 6;
        bool over = st.withdrawableAt != 0 && block.timestamp >= st.withdrawableAt;
        if (st.deposited == 0) {
            uint256 dep = bound(op >> 16, 1, 3 ether);
            _open(c, dep);
            g.deposited += dep;
        } else if (kind < 2) {
            uint256 amt = st.claimed + bound(op >> 16, 1, 1e16);
            if (over || st.claimed == st.deposited) return;
            if (kind == 0 || which == 2) {
                channels.claim(c, amt, _voucher(c, amt));
            } else {
                IPaymentChannels.BatchClaim[] memory b = new IPaymentChannels.BatchClaim[](2);
                b[0] = IPaymentChannels.BatchClaim(c.payer, c.signer, c.salt, amt, _voucher(c, amt));
                b[1] = b[0]; // duplicate: skipped
                channels.claimBatch(c.payee, c.token, b);
            }
        } else if (kind == 2) {
            IPaymentChannels.Channel[] memory list = new IPaymentChannels.Channel[](4);
            IPaymentChannels.Channel memory none = IPaymentChannels.Channel(c.payer, c.payee, c.token, c.signer, 0);
            none.salt = keccak256(abi.encode(op));
            (list[0], list[1], list[2], list[3]) = (c, cs[(which + 1) % 3], c, none);
            // forge-lint: disable-next-line(unsafe-typecast) any caller: the truncation is meant
            address who = address(uint160(op >> 100));
            vm.prank(who == address(0) ? stranger : who);
            try channels.collectFees(list) {} catch {}
        } else if (kind == 3 && st.withdrawableAt == 0) {
            vm.prank(c.payer);
            channels.requestWithdrawal(c);
        } else if (kind >= 3 && over) {
            uint256 back = channels.withdraw(c);
            assertEq(back, st.deposited - st.claimed, "the payer gets exactly the unclaimed rest");
            g.dueClosed += _feeAt(st.claimed, bps);
            g.payerBack += back;
        } else if (kind >= 3 && st.withdrawableAt != 0) {
            vm.warp(st.withdrawableAt);
        } else {
            vm.warp(block.timestamp + 1 hours);
        }
    }

    function _checkFees(IPaymentChannels.Channel[3] memory cs, Ghost memory g, address token, uint16 bps)
        internal
        view
    {
        uint256 dueOpen;
        uint256 held;
        uint256 unclaimed;
        for (uint256 j; j < 3; ++j) {
            if (cs[j].token != token) continue;
            bytes32 id = channels.channelId(cs[j]);
            IPaymentChannels.ChannelState memory st = _state(id);
            dueOpen += _feeAt(st.claimed, bps);
            held += channels.feeHeld(id);
            unclaimed += st.deposited - st.claimed;
            assertLe(channels.feeCollected(id), _feeAt(st.claimed, bps), "collected over fee(C)");
        }
        uint256 credited = channels.owed(token, treasury);
        assertEq(credited + held, g.dueClosed + dueOpen, "treasury credit + held != sum of fee(C)");
        uint256 bal = token == address(0) ? address(channels).balance : usd.balanceOf(address(channels));
        uint256 owedOthers = channels.owed(token, payee) + channels.owed(token, payer);
        assertEq(bal, unclaimed + held + credited + owedOthers, "conservation");
    }

    /// @dev The bounds of the fee: at 1000 bps and 1 bps, a deposit of 2^96 - 1 claimed in one,
    /// two or 2^96-1 pieces (first 1 wei, then the rest), collected in between or not: the
    /// treasury gets exactly ceil(C * f), the payee the rest, the payer 0 back, nothing overflows.
    function test_feeAtTheUint96Bound() public {
        uint96 max = type(uint96).max;
        usd.mint(payer, uint256(max) * 4);
        uint16[3] memory bpss = [uint16(1000), 1, 0];
        for (uint256 b; b < bpss.length; ++b) {
            _redeploy(bpss[b]);
            IPaymentChannels.Channel memory c = _usdChannel();
            c.salt = bytes32(b);
            bytes32 id = _open(c, max);
            uint256 payee0 = usd.balanceOf(payee);
            uint256 owed0 = channels.owed(address(usd), treasury);
            channels.claim(c, 1, _voucher(c, 1));
            if (channels.feeHeld(id) != 0) channels.collectFees(_list(c));
            channels.claim(c, type(uint256).max, _voucher(c, type(uint256).max)); // capped at the deposit
            assertEq(_state(id).claimed, max);
            assertEq(channels.feeHeld(id) + channels.owed(address(usd), treasury) - owed0, _feeAt(max, bpss[b]));
            assertEq(usd.balanceOf(payee) - payee0, uint256(max) - _feeAt(max, bpss[b]));
            _requestAndWait(c);
            assertEq(channels.withdraw(c), 0);
            assertEq(channels.owed(address(usd), treasury) - owed0, _feeAt(max, bpss[b]));
            assertEq(channels.feeHeld(id), 0);
            assertEq(channels.feeCollected(id), 0);
        }
    }

    /// @dev The fee record never survives into a new epoch: collected in epoch 1, withdrawn,
    /// reopened and claimed lower in epoch 2: epoch 2 owes its own fee in full (not shielded by
    /// epoch 1's record), and epoch 1's fee is never credited again; collections between every
    /// step, duplicates in the batch.
    function test_feeRecordDoesNotSurviveTheEpoch() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 0.8 ether, _voucher(c, 0.8 ether));
        IPaymentChannels.Channel[] memory dup = new IPaymentChannels.Channel[](3);
        (dup[0], dup[1], dup[2]) = (c, c, c);
        assertEq(channels.collectFees(dup), _fee(0.8 ether), "a duplicate entry collects once");
        _requestAndWait(c);
        channels.withdraw(c);
        assertEq(channels.feeCollected(id), 0);
        _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        assertEq(channels.feeHeld(id), _fee(0.1 ether));
        assertEq(channels.collectFees(dup), _fee(0.1 ether));
        assertEq(channels.owed(address(usd), treasury), _fee(0.8 ether) + _fee(0.1 ether));
        // a claim after collectFees, then withdraw: only the rise
        channels.claim(c, 0.5 ether, _voucher(c, 0.5 ether));
        _requestAndWait(c);
        channels.withdraw(c);
        assertEq(channels.owed(address(usd), treasury), _fee(0.8 ether) + _fee(0.5 ether));
        assertEq(usd.balanceOf(address(channels)), _fee(0.8 ether) + _fee(0.5 ether));
    }

    // ---------------------------------------------------------------- fees: hostile tokens

    /// @dev A token that returns false (payee's push fails: credited), a token that blocklists
    /// the payer (withdrawal's push fails: credited), and a token that re-enters collectFees,
    /// withdraw and withdrawOwed from its transfers: the treasury gets fee(C) once, nothing is
    /// blocked, conservation holds.
    function test_hostileTokensKeepTheFee() public {
        FalseToken f = new FalseToken();
        BlocklistToken bl = new BlocklistToken();
        FeeReentrantToken re = new FeeReentrantToken(channels);
        address[3] memory toks = [address(f), address(bl), address(re)];
        f.mint(payer, 10 ether);
        bl.mint(payer, 10 ether);
        re.mint(payer, 10 ether);
        for (uint256 t; t < 3; ++t) {
            vm.prank(payer);
            ERC20(toks[t]).approve(address(channels), type(uint256).max);
            IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payee, toks[t], session, 0);
            bytes32 id = _open(c, DEPOSIT);
            if (t == 0) f.setFail(true);
            if (t == 1) bl.block_(payer);
            if (t == 2) re.arm(c);
            channels.claim(c, 0.3 ether, _voucher(c, 0.3 ether));
            _requestAndWait(c);
            channels.withdraw(c);
            assertEq(channels.owed(toks[t], treasury), _fee(0.3 ether), "fee(C) once");
            assertEq(channels.feeHeld(id), 0);
            uint256 owedOthers = channels.owed(toks[t], payee) + channels.owed(toks[t], payer);
            assertEq(ERC20(toks[t]).balanceOf(address(channels)), _fee(0.3 ether) + owedOthers, "conservation");
        }
        assertEq(channels.owed(address(f), payee), 0.3 ether - _fee(0.3 ether), "false: payee credited");
        assertEq(channels.owed(address(bl), payer), DEPOSIT - 0.3 ether, "blocklisted payer credited");
        assertGt(re.tries(), 0);
        assertFalse(re.reentered(), "a re-entry got through");
        vm.prank(treasury);
        channels.withdrawOwed(address(re), treasury);
        assertEq(re.balanceOf(treasury), _fee(0.3 ether));
    }

    // ---------------------------------------------------------------- stated

    /// @dev Stated (informational, not fixed): collectFees reverts when it collects nothing, so
    /// anyone who sends the same list first (or the channel's withdrawal, which credits the
    /// fee) makes a keeper's collectFees revert: the keeper loses its gas; the treasury loses
    /// nothing (the fees are credited by whoever went first).
    function test_stated_collectFeesFrontRunRevertsTheKeeper() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        vm.prank(stranger);
        channels.collectFees(_list(c)); // the front-run
        vm.prank(treasury);
        vm.expectRevert(IPaymentChannels.ChannelNoFees.selector);
        channels.collectFees(_list(c));
        assertEq(channels.owed(address(usd), treasury), _fee(0.1 ether), "the treasury lost nothing");
    }

    /// @dev Stated (informational, unchanged by claimgas): the signer check tries ECDSA before
    /// ERC-1271, so an EIP-7702 delegated EOA signer (it has code) is accepted on its key's raw
    /// ECDSA signature even when its account code's isValidSignature refuses; OpenZeppelin's
    /// SignatureChecker would ask only the account code. The key can re-delegate at will, so
    /// this grants the key holder nothing it lacks; a payer that wants its account code to be
    /// the only judge must use a contract signer without a key.
    function test_stated_delegatedEoaSignerAcceptsRawEcdsa() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        bytes32 id = _open(c, DEPOSIT);
        RefusingAccount impl = new RefusingAccount();
        vm.etch(session, abi.encodePacked(hex"ef0100", address(impl)));
        assertGt(session.code.length, 0);
        bytes memory sig = _sign(sessionKey, id, 0.1 ether);
        assertEq(channels.claim(c, 0.1 ether, sig), 0.1 ether, "raw ECDSA of a delegated EOA accepted");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {PaymentChannels} from "../../src/PaymentChannels.sol";
import {IPaymentChannels} from "../../src/interfaces/IPaymentChannels.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";
import {RevertingReceiver} from "../utils/Attackers.sol";

/// @dev Drives PaymentChannels with three payers (one of them also a payee: a self-dealer),
/// two payees (one reverting, so credits pile up in `owed`) and two assets, paid with vouchers
/// and hash-chain words, with fees collected by anyone, and keeps ghost
/// totals per asset: deposited, claimed (gross), withdrawn to payers, the fees due (the rise of
/// ceil(claimed * feeBps / 10000) at each claim, computed here) and credited to the treasury
/// (by collectFees and withdraw), and what each account put in and took out. Calls never
/// revert: refusals are counted.
contract ChannelsHandler is Test {
    PaymentChannels public immutable channels;
    StakeToken public immutable usd;
    address public immutable treasury;

    address[3] public payers;
    uint256[3] internal keys;
    address[2] public payees;
    address[2] public assets;

    mapping(address token => uint256) public deposited;
    mapping(address token => uint256) public claimed;
    mapping(address token => uint256) public withdrawn;
    /// @dev Fees due on what was claimed (each claim's rise of the channel's cumulative fee) and
    /// fees credited to the treasury's `owed` (collectFees, withdraw), per asset.
    mapping(address token => uint256) public feesDue;
    mapping(address token => uint256) public feesCredited;
    /// @dev Fees credited for a channel in its current epoch (reset at its withdrawal).
    mapping(bytes32 id => uint256) public creditedThisEpoch;
    /// @dev What an account put into channels and what it took out (pushes and pulls), by token.
    mapping(address account => mapping(address token => uint256)) public putIn;
    mapping(address account => mapping(address token => uint256)) public tookOut;
    /// @dev Length of the handler's hash chains.
    uint32 internal constant WORD_LEN = 8;
    /// @dev The highest amount each channel's signer has authorised (a voucher or a word).
    mapping(bytes32 id => uint256) public signed;
    /// @dev Every channel ever opened (for the drain and the owed sums).
    IPaymentChannels.Channel[] internal opened;
    mapping(bytes32 id => bool) internal known;

    mapping(bytes32 name => uint256) public ok;
    mapping(bytes32 name => uint256) public refused;

    constructor(PaymentChannels channels_, StakeToken usd_, address treasury_) {
        channels = channels_;
        usd = usd_;
        treasury = treasury_;
        for (uint256 i; i < 3; ++i) {
            (payers[i], keys[i]) = makeAddrAndKey(string.concat("channel-payer-", vm.toString(i)));
            vm.deal(payers[i], 1_000_000 ether);
            usd_.mint(payers[i], 1_000_000e18);
            vm.prank(payers[i]);
            usd_.approve(address(channels_), type(uint256).max);
        }
        payees[0] = makeAddr("channel-payee");
        payees[1] = address(new RevertingReceiver());
        assets[0] = address(0);
        assets[1] = address(usd_);
    }

    function channelCount() external view returns (uint256) {
        return opened.length;
    }

    function channelAt(uint256 i) external view returns (IPaymentChannels.Channel memory) {
        return opened[i];
    }

    /// @dev Payer i to payee j (j == 2: to itself), asset k, salt s in 0..1.
    function _channel(uint256 i, uint256 j, uint256 k, uint256 s)
        internal
        view
        returns (IPaymentChannels.Channel memory c)
    {
        i = i % 3;
        j = j % 3;
        address to = j == 2 ? payers[i] : payees[j];
        c = IPaymentChannels.Channel(payers[i], to, assets[k % 2], payers[i], bytes32(s % 2));
    }

    function open(uint256 i, uint256 j, uint256 k, uint256 s, uint256 amount) external {
        IPaymentChannels.Channel memory c = _channel(i, j, k, s);
        amount = bound(amount, 1, 10 ether);
        uint256 value = c.token == address(0) ? amount : 0;
        uint256 before = _balance(c.token, c.payer);
        vm.prank(c.payer);
        try channels.open{value: value}(c, amount) returns (bytes32 id) {
            _record(id, c);
            _paidIn(c, amount, before);
            ok["open"]++;
        } catch {
            refused["open"]++;
        }
    }

    function topUp(uint256 i, uint256 j, uint256 k, uint256 s, uint256 amount) external {
        IPaymentChannels.Channel memory c = _channel(i, j, k, s);
        amount = bound(amount, 1, 10 ether);
        uint256 value = c.token == address(0) ? amount : 0;
        uint256 before = _balance(c.token, c.payer);
        vm.prank(c.payer);
        try channels.topUp{value: value}(c, amount) {
            _paidIn(c, amount, before);
            ok["topUp"]++;
        } catch {
            refused["topUp"]++;
        }
    }

    /// @dev Signs a voucher `delta` above the highest signed so far (sometimes the same or a
    /// lower one again: a replay) and claims it, alone or as a batch of one.
    function claim(uint256 seed, uint256 delta, bool batch) external {
        if (opened.length == 0) return;
        IPaymentChannels.Channel memory c = opened[seed % opened.length];
        bytes32 id = channels.channelId(c);
        uint256 amount = signed[id] + bound(delta, 0, 3 ether);
        if (delta % 7 == 0 && amount > 1) amount -= 1; // an older voucher
        if (amount > signed[id]) signed[id] = amount;
        bytes memory sig = _sign(keys[_payerIndex(c.payer)], channels.voucherDigest(id, amount));
        Snapshot memory before = _snapshot(c, id);
        bool done;
        if (batch) {
            IPaymentChannels.BatchClaim[] memory b = new IPaymentChannels.BatchClaim[](1);
            b[0] = IPaymentChannels.BatchClaim(c.payer, c.signer, c.salt, amount, sig);
            try channels.claimBatch(c.payee, c.token, b) {
                done = true;
            } catch {}
        } else {
            try channels.claim(c, amount, sig) {
                done = true;
            } catch {}
        }
        if (!done) {
            refused["claim"]++;
            return;
        }
        _book(c, id, before);
        ok["claim"]++;
    }

    /// @dev Signs a hash-chain commitment on a channel, from the highest amount signed so far or
    /// below it (overlapping an earlier chain), and claims one of its words, alone or as a batch
    /// holding the same word twice (the second pays nothing). The highest amount authorised
    /// rises to the word's amount if that is higher.
    function claimWord(uint256 seed, uint256 unit, uint256 steps, bool batch) external {
        if (opened.length == 0) return;
        IPaymentChannels.Channel memory c = opened[seed % opened.length];
        bytes32 id = channels.channelId(c);
        (IPaymentChannels.WordClaim memory w, uint256 amount) = _signWord(c, id, seed, unit, steps);
        Snapshot memory before = _snapshot(c, id);
        bool done;
        if (batch) {
            IPaymentChannels.WordClaim[] memory b = new IPaymentChannels.WordClaim[](2);
            (b[0], b[1]) = (w, w);
            try channels.claimWordBatch(c.payee, c.token, b) {
                done = true;
            } catch {}
        } else {
            try channels.claimWord(c, w.chain, w.signature, w.word, w.index) {
                done = true;
            } catch {}
        }
        if (!done) {
            refused["claimWord"]++;
            return;
        }
        assertLe(_book(c, id, before), amount, "word paid past its amount");
        ok["claimWord"]++;
    }

    /// @dev A channel's claimed amount and its payee's balance and credit before a claim.
    struct Snapshot {
        uint256 claimed;
        uint256 balance;
        uint256 owed;
        uint256 treasuryOwed;
    }

    function _snapshot(IPaymentChannels.Channel memory c, bytes32 id) internal view returns (Snapshot memory) {
        return Snapshot(
            channels.channels(id).claimed,
            _balance(c.token, c.payee),
            channels.owed(c.token, c.payee),
            channels.owed(c.token, treasury)
        );
    }

    /// @dev Books a claim that went through: the rise of claimed, what the payee took out; checks
    /// the claim stayed within the deposit and the payee got no more than the rise. Returns the
    /// channel's claimed amount.
    function _book(IPaymentChannels.Channel memory c, bytes32 id, Snapshot memory before) internal returns (uint256) {
        IPaymentChannels.ChannelState memory st = channels.channels(id);
        uint256 got = st.claimed - before.claimed;
        claimed[c.token] += got;
        assertLe(st.claimed, st.deposited, "claim over the deposit");
        uint256 received = _balance(c.token, c.payee) - before.balance;
        uint256 credited = channels.owed(c.token, c.payee) - before.owed;
        uint256 fee = _feeOf(st.claimed) - _feeOf(before.claimed);
        feesDue[c.token] += fee;
        assertEq(received + credited, got - fee, "payee got another amount than the rise less its fee");
        assertEq(channels.owed(c.token, treasury), before.treasuryOwed, "a claim credited the treasury");
        tookOut[c.payee][c.token] += received;
        return st.claimed;
    }

    /// @dev The signer's commitment (base: the highest amount authorised, or up to 4 units
    /// below it) and its word at a random index; records the amount it authorises.
    function _signWord(IPaymentChannels.Channel memory c, bytes32 id, uint256 seed, uint256 unit, uint256 steps)
        internal
        returns (IPaymentChannels.WordClaim memory w, uint256 amount)
    {
        unit = bound(unit, 1, 0.5 ether);
        uint32 index = uint32(bound(steps, 0, WORD_LEN));
        uint256 back = steps % 3 == 0 ? unit * (steps % 5) : 0;
        uint256 base = signed[id] > back ? signed[id] - back : 0;
        bytes32 last = keccak256(abi.encode(id, base, unit, seed));
        IPaymentChannels.ChainCommit memory k =
            IPaymentChannels.ChainCommit(base, unit, WORD_LEN, _walk(last, WORD_LEN));
        amount = base + index * unit;
        if (amount > signed[id]) signed[id] = amount;
        bytes memory sig = _sign(keys[_payerIndex(c.payer)], channels.chainDigest(id, k));
        w = IPaymentChannels.WordClaim(c.payer, c.signer, c.salt, k, sig, _walk(last, WORD_LEN - index), index);
    }

    /// @dev Claims every channel of one payee in one asset that can still pay, at once, each
    /// `delta` above its highest signed voucher.
    function claimMany(uint256 j, uint256 k, uint256 delta) external {
        address payee = payees[j % 2];
        address token = assets[k % 2];
        uint256 n;
        for (uint256 i; i < opened.length; ++i) {
            if (_payable(opened[i], payee, token)) n++;
        }
        if (n == 0) return;
        IPaymentChannels.BatchClaim[] memory b = new IPaymentChannels.BatchClaim[](n);
        bytes32[] memory ids = new bytes32[](n);
        uint256[] memory before = new uint256[](n);
        n = 0;
        for (uint256 i; i < opened.length; ++i) {
            IPaymentChannels.Channel memory c = opened[i];
            if (!_payable(c, payee, token)) continue;
            ids[n] = channels.channelId(c);
            before[n] = channels.channels(ids[n]).claimed;
            uint256 amount = signed[ids[n]] + bound(delta, 1, 1 ether);
            signed[ids[n]] = amount;
            b[n] = IPaymentChannels.BatchClaim(
                c.payer,
                c.signer,
                c.salt,
                amount,
                _sign(keys[_payerIndex(c.payer)], channels.voucherDigest(ids[n], amount))
            );
            ++n;
        }
        Snapshot memory snap =
            Snapshot(0, _balance(token, payee), channels.owed(token, payee), channels.owed(token, treasury));
        try channels.claimBatch(payee, token, b) returns (uint256 paid) {
            _bookBatch(payee, token, ids, before, paid, snap);
            ok["claimMany"]++;
        } catch {
            refused["claimMany"]++;
        }
    }

    /// @dev Books a batch that went through (see `_book`): the channels rose by what it paid,
    /// the payee got that less the rise of their fees, and the treasury was credited nothing.
    function _bookBatch(
        address payee,
        address token,
        bytes32[] memory ids,
        uint256[] memory before,
        uint256 paid,
        Snapshot memory snap
    ) internal {
        uint256 sum;
        uint256 fees;
        for (uint256 i; i < ids.length; ++i) {
            uint256 now_ = channels.channels(ids[i]).claimed;
            sum += now_ - before[i];
            fees += _feeOf(now_) - _feeOf(before[i]);
        }
        assertEq(sum, paid, "batch paid another sum than its channels rose");
        uint256 received = _balance(token, payee) - snap.balance;
        assertEq(received + channels.owed(token, payee) - snap.owed, sum - fees, "batch: the payee's part");
        assertEq(channels.owed(token, treasury), snap.treasuryOwed, "a batch credited the treasury");
        claimed[token] += sum;
        feesDue[token] += fees;
        tookOut[payee][token] += received;
    }

    /// @dev A channel of `payee` in `token` with money left and claims still open.
    function _payable(IPaymentChannels.Channel memory c, address payee, address token) internal view returns (bool) {
        if (c.payee != payee || c.token != token) return false;
        IPaymentChannels.ChannelState memory st = channels.channels(channels.channelId(c));
        return st.deposited > st.claimed && (st.withdrawableAt == 0 || block.timestamp < st.withdrawableAt);
    }

    function requestWithdrawal(uint256 seed) external {
        if (opened.length == 0) return;
        IPaymentChannels.Channel memory c = opened[seed % opened.length];
        vm.prank(c.payer);
        try channels.requestWithdrawal(c) {
            ok["requestWithdrawal"]++;
        } catch {
            refused["requestWithdrawal"]++;
        }
    }

    function withdraw(uint256 seed) external {
        if (opened.length == 0) return;
        _withdraw(opened[seed % opened.length]);
    }

    function withdrawOwed(uint256 who, uint256 k) external {
        address token = assets[k % 2];
        address account = who % 4 == 3 ? treasury : who % 4 == 2 ? payees[1] : payers[who % 3];
        address to = makeAddr("sink");
        uint256 before = _balance(token, to);
        vm.prank(account);
        try channels.withdrawOwed(token, to) {
            tookOut[account][token] += _balance(token, to) - before;
            ok["withdrawOwed"]++;
        } catch {
            refused["withdrawOwed"]++;
        }
    }

    /// @dev Anyone (a stranger, a payer, a payee) collects the fees of up to three channels
    /// (repeats and settings of no channel included).
    function collectFees(uint256 seed, uint256 who) external {
        if (opened.length == 0) return;
        uint256 n = seed % 3 + 1;
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](n);
        for (uint256 i; i < n; ++i) {
            cs[i] = opened[(seed >> (8 * i)) % opened.length];
            if ((seed >> (8 * i)) % 11 == 0) cs[i].salt = bytes32(uint256(99)); // no such channel
        }
        uint256[2] memory before = [channels.owed(assets[0], treasury), channels.owed(assets[1], treasury)];
        uint256[] memory held = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            held[i] = channels.feeHeld(channels.channelId(cs[i]));
        }
        address caller = who % 3 == 0 ? makeAddr("collector") : who % 3 == 1 ? payers[(who / 3) % 3] : payees[0];
        vm.prank(caller);
        try channels.collectFees(cs) returns (uint256 total) {
            uint256 got =
                channels.owed(assets[0], treasury) - before[0] + channels.owed(assets[1], treasury) - before[1];
            assertEq(got, total, "collectFees credited another total");
            uint256 sum;
            for (uint256 i; i < n; ++i) {
                bytes32 id = channels.channelId(cs[i]);
                assertEq(channels.feeHeld(id), 0, "a fee left held after its collection");
                // a channel listed twice is collected once
                bool first = true;
                for (uint256 j; j < i; ++j) {
                    if (channels.channelId(cs[j]) == id) first = false;
                }
                if (!first) continue;
                sum += held[i];
                creditedThisEpoch[id] += held[i];
                feesCredited[cs[i].token] += held[i];
            }
            assertEq(sum, total, "collectFees credited other than the fees held");
            ok["collectFees"]++;
        } catch {
            uint256 sum;
            for (uint256 i; i < n; ++i) {
                sum += held[i];
            }
            assertEq(sum, 0, "collectFees refused fees held");
            refused["collectFees"]++;
        }
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 2 days));
        ok["warp"]++;
    }

    /// @dev Ends every channel: request, wait, withdraw; used after a run.
    function drain() external {
        for (uint256 i; i < opened.length; ++i) {
            IPaymentChannels.Channel memory c = opened[i];
            if (channels.channels(channels.channelId(c)).withdrawableAt == 0) {
                vm.prank(c.payer);
                try channels.requestWithdrawal(c) {} catch {}
            }
        }
        vm.warp(block.timestamp + channels.challengePeriod());
        for (uint256 i; i < opened.length; ++i) {
            if (channels.channels(channels.channelId(opened[i])).withdrawableAt != 0) _withdraw(opened[i]);
        }
    }

    /// @dev The sum of `owed` over every account that can hold a credit, in `token`.
    /// @dev The fees held in the contract for every channel in `token`, not yet credited.
    function feesHeld(address token) external view returns (uint256 sum) {
        for (uint256 i; i < opened.length; ++i) {
            if (opened[i].token == token) sum += channels.feeHeld(channels.channelId(opened[i]));
        }
    }

    /// @dev The contract's fee on a cumulative claimed amount, computed here.
    function _feeOf(uint256 amount) internal view returns (uint256) {
        return (amount * channels.feeBps() + 9999) / 10_000;
    }

    function owedTotal(address token) external view returns (uint256 sum) {
        sum = channels.owed(token, treasury) + channels.owed(token, payees[0]) + channels.owed(token, payees[1]);
        for (uint256 i; i < 3; ++i) {
            sum += channels.owed(token, payers[i]);
        }
    }

    function _withdraw(IPaymentChannels.Channel memory c) internal {
        uint256 before = _balance(c.token, c.payer);
        bytes32 id = channels.channelId(c);
        uint256 held = channels.feeHeld(id);
        uint256 treasuryBefore = channels.owed(c.token, treasury);
        try channels.withdraw(c) returns (uint256 amount) {
            assertEq(
                channels.owed(c.token, treasury) - treasuryBefore, held, "withdraw credited other than the fee held"
            );
            assertEq(channels.feeCollected(id), 0, "the fee record survived the epoch");
            feesCredited[c.token] += held;
            creditedThisEpoch[id] = 0;
            withdrawn[c.token] += amount;
            tookOut[c.payer][c.token] += _balance(c.token, c.payer) - before;
            ok["withdraw"]++;
        } catch {
            refused["withdraw"]++;
        }
    }

    function _record(bytes32 id, IPaymentChannels.Channel memory c) internal {
        if (known[id]) return;
        known[id] = true;
        opened.push(c);
    }

    function _paidIn(IPaymentChannels.Channel memory c, uint256 amount, uint256 before) internal {
        assertEq(before - _balance(c.token, c.payer), amount, "deposit moved another amount");
        deposited[c.token] += amount;
        putIn[c.payer][c.token] += amount;
    }

    function _payerIndex(address p) internal view returns (uint256) {
        return p == payers[0] ? 0 : p == payers[1] ? 1 : 2;
    }

    function _balance(address token, address who) internal view returns (uint256) {
        return token == address(0) ? who.balance : usd.balanceOf(who);
    }

    function _walk(bytes32 w, uint256 n) internal pure returns (bytes32) {
        for (uint256 i; i < n; ++i) {
            w = keccak256(abi.encode(w));
        }
        return w;
    }

    function _sign(uint256 key, bytes32 digest) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }
}

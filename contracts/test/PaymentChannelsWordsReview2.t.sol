// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "forge-std/Vm.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {ReentrantChannelToken} from "./utils/ChannelAttackers.sol";

/// @dev An ERC-1271 signer (the payer's wallet) that, while the contract checks a word claim's
/// commitment, tries to re-enter the channel and to write state, and accepts the commitment
/// only if it sees the claim already recorded at `expected`.
contract ReenteringSigner {
    IPaymentChannels internal immutable channels;
    address internal immutable owner;
    IPaymentChannels.Channel internal c;
    IPaymentChannels.ChainCommit internal k;
    bytes internal sig;
    uint256 internal expected;
    uint256 public pokes;

    constructor(IPaymentChannels channels_, address owner_) {
        channels = channels_;
        owner = owner_;
    }

    function arm(
        IPaymentChannels.Channel calldata c_,
        IPaymentChannels.ChainCommit calldata k_,
        bytes calldata sig_,
        uint256 expected_
    ) external {
        c = c_;
        k = k_;
        sig = sig_;
        expected = expected_;
    }

    function poke() external {
        pokes++;
    }

    /// @dev Called by the contract with a staticcall: every write below reverts and is caught.
    function isValidSignature(bytes32 hash, bytes calldata s) external returns (bytes4) {
        try channels.claimWord(c, k, sig, k.root, 0) {
            return 0xffffffff;
        } catch {}
        try this.poke{gas: 50_000}() {
            return 0xffffffff;
        } catch {}
        if (channels.channels(channels.channelId(c)).claimed != expected) return 0xffffffff;
        (bytes32 r, bytes32 ss) = abi.decode(s[:64], (bytes32, bytes32));
        return ecrecover(hash, uint8(s[64]), r, ss) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @dev An ERC-1271 signer that burns all the gas it is given.
contract GasBurningSigner {
    function isValidSignature(bytes32, bytes calldata) external view returns (bytes4) {
        while (gasleft() > 0) {}
        return 0x1626ba7e;
    }
}

/// @dev Review of the hash-chain claims, second part: what strangers, payers and payees can do
/// to each other with words that vouchers did not allow (every lower word is public once one
/// is), the batch's unchecked skip, re-entry through ERC-1271 signers and tokens during a word
/// claim, and words across withdrawals and reopened channels.
contract PaymentChannelsWordsReview2Test is ChannelsBase {
    bytes32 internal constant SEED = keccak256("review2-seed");

    // ---------------------------------------------------------------- fee rounding

    /// @dev Fixed by the cumulative fee (README): a word reveals every lower word, so a stranger
    /// who sees a payee's claim of word n (in the mempool, or any word the payee published) can
    /// split it into n claims of one unit each. The fee used to be rounded up per claim, so the
    /// payee lost up to 1 wei a split claim (all of it for a unit of a few wei: 15 of 16 wei
    /// here). The fee is now due on the channel's cumulative claimed amount, so the split pays
    /// the payee exactly what one claim of word n pays, and the stranger only its gas (>15k a
    /// claim here, warm and without the intrinsic 21k).
    function test_strangerSplitsAClaimIntoOneUnitWords() public {
        uint32 n = 16;
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, 1, n);
        uint256 g = gasleft();
        vm.startPrank(stranger);
        for (uint32 i = 1; i <= n; ++i) {
            channels.claimWord(c, k, sig, _word(SEED, k, i), i);
        }
        vm.stopPrank();
        uint256 spent = g - gasleft();
        // one claim of 16 wei pays the payee 16 - ceil(0.4) = 15: so do 16 claims of 1 wei
        assertEq(payee.balance, n - _fee(n));
        assertEq(channels.feeHeld(id), _fee(n));
        assertEq(_state(id).claimed, n);
        assertGt(spent, n * 15_000);
        // with a realistic unit too: the payee gets what one claim pays, to the wei
        IPaymentChannels.Channel memory c2 = _ethChannel();
        c2.salt = bytes32(uint256(2));
        _open(c2, DEPOSIT);
        uint256 unit = 1e15 + 1;
        IPaymentChannels.ChainCommit memory k2 = _commit(SEED, 0, unit, n);
        bytes memory sig2 = _chainSig(c2, k2);
        uint256 before = payee.balance;
        vm.startPrank(stranger);
        for (uint32 i = 1; i <= n; ++i) {
            channels.claimWord(c2, k2, sig2, _word(SEED, k2, i), i);
        }
        vm.stopPrank();
        assertEq(payee.balance - before, n * unit - _fee(n * unit));
    }

    // ---------------------------------------------------------------- batch skip

    /// @dev A skipped batch entry is unchecked, so it may carry any junk (a forged commitment,
    /// a word of nothing, a 3-byte signature) for a channel already claimed above it or one
    /// that does not exist: it writes nothing and emits nothing, and the events of the batch
    /// are exactly those of the entries that paid. The same junk asking for more reverts.
    function test_skippedJunkEntryLeavesNoTrace() public {
        IPaymentChannels.Channel memory a = _ethChannel();
        bytes32 idA = _open(a, DEPOSIT);
        IPaymentChannels.Channel memory b = _ethChannel();
        b.salt = bytes32(uint256(2));
        bytes32 idB = _open(b, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 10, 8);
        channels.claimWord(b, k, _chainSig(b, k), _word(SEED, k, 5), 5); // B claimed 50
        IPaymentChannels.ChainCommit memory junk = IPaymentChannels.ChainCommit(50, 0, 0, bytes32(uint256(1)));
        IPaymentChannels.WordClaim[] memory batch = new IPaymentChannels.WordClaim[](3);
        batch[0] = IPaymentChannels.WordClaim(payer, session, bytes32(uint256(2)), junk, hex"010203", bytes32(0), 0);
        batch[1] = IPaymentChannels.WordClaim(payer, session, bytes32(uint256(3)), junk, hex"", bytes32(0), 0);
        batch[2] = IPaymentChannels.WordClaim(payer, session, bytes32(0), k, _chainSig(a, k), _word(SEED, k, 3), 3);
        bytes32 slotB = keccak256(abi.encode(idB, uint256(2)));
        bytes32 storedB = vm.load(address(channels), slotB);
        vm.recordLogs();
        assertEq(channels.claimWordBatch(payee, address(0), batch), 30);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(logs.length, 1);
        assertEq(logs[0].topics[0], IPaymentChannels.ChannelClaimed.selector);
        assertEq(logs[0].topics[1], idA);
        assertEq(vm.load(address(channels), slotB), storedB);
        // junk one wei above what B claimed is checked, and refused
        batch[0].chain.base = 51;
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, idB));
        channels.claimWordBatch(payee, address(0), batch);
    }

    /// @dev Stated (README): a payer can hand out a commitment that can never pay (length past
    /// 4096, or base + length * unit past 2^256-1); a batch holding its word reverts whole, as
    /// one with a bad signature does. The payee's node checks both when it accepts a commitment
    /// (and holds no word above the deposit); dropping the entry, the rest pays.
    function test_payerCraftedCommitRevertsTheBatchItIsIn() public {
        (, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) = _openChain(SEED, 10, 8);
        (address p2, uint256 key2) = makeAddrAndKey("hostile-payer");
        vm.deal(p2, DEPOSIT);
        IPaymentChannels.Channel memory h = IPaymentChannels.Channel(p2, payee, address(0), p2, bytes32(0));
        bytes32 hid = _open(h, DEPOSIT);
        IPaymentChannels.ChainCommit memory tooLong = _commit(SEED, 0, 1, 4097);
        IPaymentChannels.ChainCommit memory overflows = _commit(SEED, type(uint256).max - 1, 1, 8);
        IPaymentChannels.WordClaim[] memory batch = new IPaymentChannels.WordClaim[](2);
        batch[0] = IPaymentChannels.WordClaim(payer, session, bytes32(0), k, sig, _word(SEED, k, 4), 4);
        batch[1] = IPaymentChannels.WordClaim(p2, p2, bytes32(0), tooLong, _signChain(key2, hid, tooLong), SEED, 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, hid));
        channels.claimWordBatch(payee, address(0), batch);
        batch[1] = IPaymentChannels.WordClaim(
            p2, p2, bytes32(0), overflows, _signChain(key2, hid, overflows), _word(SEED, overflows, 2), 2
        );
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, type(uint256).max - 1));
        channels.claimWordBatch(payee, address(0), batch);
        // the overflowing chain's word 1 (derivable from word 2) pays the whole deposit
        assertEq(channels.claimWord(h, overflows, batch[1].signature, _word(SEED, overflows, 1), 1), DEPOSIT);
        IPaymentChannels.WordClaim[] memory honest = new IPaymentChannels.WordClaim[](1);
        honest[0] = batch[0];
        assertEq(channels.claimWordBatch(payee, address(0), honest), 40);
        assertEq(_state(id).claimed, 40);
    }

    // ---------------------------------------------------------------- re-entry

    /// @dev The commitment's ERC-1271 check is a staticcall made after the claim is recorded: the
    /// signer sees the new `claimed`, but cannot re-enter (the guard) nor write anything.
    function test_erc1271SignerCannotReenterOrWriteDuringWordClaim() public {
        (address owner, uint256 ownerKey) = makeAddrAndKey("wallet-owner");
        ReenteringSigner wallet = new ReenteringSigner(channels, owner);
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payee, address(0), address(wallet), 0);
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 100, 10, 8);
        bytes memory sig = _signChain(ownerKey, id, k);
        wallet.arm(c, k, sig, 160);
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 6), 6), 160);
        assertEq(wallet.pokes(), 0);
        assertEq(_state(id).claimed, 160);
        assertEq(payee.balance, 160 - _fee(160));
        // armed for another value, the wallet refuses: the claim reverts and records nothing
        wallet.arm(c, k, sig, 0);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, sig, _word(SEED, k, 7), 7);
        assertEq(_state(id).claimed, 160);
    }

    /// @dev Stated (README, as for vouchers): an ERC-1271 signer's check gets all the gas; one
    /// that burns it makes the submitter pay ~63/64 of its gas limit for a revert. The payee's
    /// node takes only ECDSA-signed proofs, so it never submits one.
    function test_gasBurningSignerCostsTheSubmitter() public {
        GasBurningSigner burner = new GasBurningSigner();
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payee, address(0), address(burner), 0);
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 10, 8);
        uint256 g = gasleft();
        (bool ok,) = address(channels).call{gas: 1_000_000}(
            abi.encodeCall(channels.claimWord, (c, k, new bytes(65), _word(SEED, k, 3), 3))
        );
        assertFalse(ok);
        assertGt(g - gasleft(), 950_000);
    }

    /// @dev A token that re-enters during a word claim's payout is stopped by the guard; the
    /// payee is paid once.
    function test_reentrantTokenDuringWordPayout() public {
        ReentrantChannelToken evil = new ReentrantChannelToken(channels);
        evil.mint(payer, DEPOSIT);
        vm.prank(payer);
        evil.approve(address(channels), DEPOSIT);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.token = address(evil);
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 100, 8);
        evil.arm(c, 800, _voucher(c, 800));
        assertEq(channels.claimWord(c, k, _chainSig(c, k), _word(SEED, k, 3), 3), 300);
        assertFalse(evil.reentered());
        assertEq(bytes4(evil.lastError()), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertEq(evil.balanceOf(payee), 300 - _fee(300));
        assertEq(_state(id).claimed, 300);
    }

    // ---------------------------------------------------------------- lifecycle

    /// @dev Words during a pending withdrawal pay until withdrawableAt - 1 and not at it; the
    /// payer gets exactly the rest; a commitment presigned for the next epoch while the channel
    /// is withdrawn pays after the reopen, and only from the new deposit.
    function test_wordsAcrossWithdrawalAndReopen() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, 0.01 ether, 16);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at - 1);
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 5), 5), 0.05 ether);
        vm.warp(at);
        bytes32 w6 = _word(SEED, k, 6);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeOver.selector, id, at));
        channels.claimWord(c, k, sig, w6, 6);
        uint256 before = payer.balance;
        assertEq(channels.withdraw(c), DEPOSIT - 0.05 ether);
        assertEq(payer.balance - before, DEPOSIT - 0.05 ether);
        // presigned while withdrawn: the digest is of epoch 1
        bytes32 seed1 = keccak256("epoch-1");
        IPaymentChannels.ChainCommit memory k1 = _commit(seed1, 0, 0.01 ether, 16);
        bytes memory sig1 = _chainSig(c, k1);
        _open(c, 0.1 ether);
        bytes32 w16 = _word(SEED, k, 16);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, sig, w16, 16);
        assertEq(channels.claimWord(c, k1, sig1, seed1, 16), 0.1 ether); // capped at the new deposit
    }

    /// @dev A word above the deposit is capped; a top-up lets the same word pay the rest of its
    /// amount, never more.
    function test_cappedWordPaysTheRestAfterTopUp() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, 0.1 ether);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 0.03 ether, 8);
        bytes memory sig = _chainSig(c, k);
        bytes32 w5 = _word(SEED, k, 5);
        assertEq(channels.claimWord(c, k, sig, w5, 5), 0.1 ether);
        vm.prank(payer);
        channels.topUp{value: 1 ether}(c, 1 ether);
        assertEq(channels.claimWord(c, k, sig, w5, 5), 0.05 ether);
        vm.expectRevert(
            abi.encodeWithSelector(
                IPaymentChannels.ChannelNothingToClaim.selector, id, 0.15 ether, 0.15 ether, 1.1 ether
            )
        );
        channels.claimWord(c, k, sig, w5, 5);
    }

    // ---------------------------------------------------------------- roots

    /// @dev A commitment signed on the ETH channel does not pay on the same settings in a token
    /// (nor the reverse): the token is in the id, so in the digest.
    function test_commitBindsToken() public {
        (IPaymentChannels.Channel memory e,, IPaymentChannels.ChainCommit memory k, bytes memory sigE) =
            _openChain(SEED, 0.01 ether, 16);
        IPaymentChannels.Channel memory t = _usdChannel();
        bytes32 tid = _open(t, DEPOSIT);
        bytes memory sigT = _chainSig(t, k);
        bytes32 w = _word(SEED, k, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, tid));
        channels.claimWord(t, k, sigE, w, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, channels.channelId(e)));
        channels.claimWord(e, k, sigT, w, 4);
        assertEq(channels.claimWord(t, k, sigT, w, 4), 0.04 ether);
        assertEq(usd.balanceOf(payee), 0.04 ether - _fee(0.04 ether));
    }

    /// @dev Stated (README): a root is bound to its channel only by the commitment; a payer who
    /// signs the same root on two channels (two payees, tokens or salts) pays both payees for
    /// each word it reveals to one. The contract cannot tell; the payer's chain seeds bind the
    /// channel id, epoch, base, unit and length (escrow/paychan), so its roots never repeat.
    function test_rootReusedAcrossChannelsPaysBothPayees() public {
        (IPaymentChannels.Channel memory a,, IPaymentChannels.ChainCommit memory k, bytes memory sigA) =
            _openChain(SEED, 0.01 ether, 16);
        address other = makeAddr("other-payee");
        IPaymentChannels.Channel memory b = IPaymentChannels.Channel(payer, other, address(0), session, 0);
        _open(b, DEPOSIT);
        bytes memory sigB = _chainSig(b, k); // the payer's mistake: the same chain on b
        bytes32 w4 = _word(SEED, k, 4);
        channels.claimWord(a, k, sigA, w4, 4);
        vm.prank(other); // b's payee read w4 from a's claim
        assertEq(channels.claimWord(b, k, sigB, w4, 4), 0.04 ether);
    }
}

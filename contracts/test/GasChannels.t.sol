// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";

/// @dev PaymentChannels gas, one operation per test in isolate mode as in Gas.t.sol: each
/// top-level call is its own transaction, 21000 intrinsic, calldata and cold storage included.
/// The treasury already has a fee credit (collected) and payees hold ETH and the token, as on a
/// live network.
/// forge-config: default.isolate = true
contract GasChannelsTest is ChannelsBase {
    uint256 internal constant BATCH = 10;

    function setUp() public override {
        super.setUp();
        vm.deal(payee, 1 ether);
        usd.mint(payee, 1);
        // an earlier claim, its fee collected: the treasury's fee credit exists in both assets
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](2);
        (cs[0], cs[1]) = (_ethChannel(), _usdChannel());
        for (uint256 i; i < 2; ++i) {
            cs[i].salt = bytes32(uint256(0xea51));
            _open(cs[i], DEPOSIT);
            channels.claim(cs[i], 1e15, _voucher(cs[i], 1e15));
        }
        channels.collectFees(cs);
    }

    function test_gas_openEth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        vm.prank(payer);
        channels.open{value: DEPOSIT}(c, DEPOSIT);
        vm.snapshotGasLastCall("channels", "open_eth");
    }

    function test_gas_openErc20() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        vm.prank(payer);
        channels.open(c, DEPOSIT);
        vm.snapshotGasLastCall("channels", "open_erc20");
    }

    function test_gas_topUpEth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        vm.prank(payer);
        channels.topUp{value: DEPOSIT}(c, DEPOSIT);
        vm.snapshotGasLastCall("channels", "top_up_eth");
    }

    function test_gas_claimEth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        bytes memory sig = _voucher(c, 1e15);
        vm.prank(payee);
        channels.claim(c, 1e15, sig);
        vm.snapshotGasLastCall("channels", "claim_eth");
    }

    function test_gas_claimErc20() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        bytes memory sig = _voucher(c, 1e15);
        vm.prank(payee);
        channels.claim(c, 1e15, sig);
        vm.snapshotGasLastCall("channels", "claim_erc20");
    }

    function test_gas_claimAgainEth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 1e15, _voucher(c, 1e15));
        bytes memory sig = _voucher(c, 2e15);
        vm.prank(payee);
        channels.claim(c, 2e15, sig);
        vm.snapshotGasLastCall("channels", "claim_eth_again");
    }

    function test_gas_claimBatch10Eth() public {
        _claimBatch(address(0), BATCH, "claim_batch_10_eth");
    }

    function test_gas_claimBatch10Erc20() public {
        _claimBatch(address(usd), BATCH, "claim_batch_10_erc20");
    }

    function test_gas_claimBatch50Eth() public {
        _claimBatch(address(0), 50, "claim_batch_50_eth");
    }

    function test_gas_claimWord1Eth() public {
        _claimWord(1, "claim_word_1_eth");
    }

    function test_gas_claimWord128Eth() public {
        _claimWord(128, "claim_word_128_eth");
    }

    /// @dev Also the chain gas per paid call at 1,000 calls per claim with chains of 256: the
    /// claim reveals one word of the last chain (index <= 256), so it costs at most this claim.
    function test_gas_claimWord256Eth() public {
        uint256 total = _claimWord(256, "claim_word_256_eth");
        vm.snapshotValue("channels", "claim_word_256_eth_per_call_at_1000", total / 1000);
    }

    function test_gas_claimWordBatch10At256Eth() public {
        uint256 n = BATCH;
        IPaymentChannels.WordClaim[] memory claims = new IPaymentChannels.WordClaim[](n);
        for (uint256 i; i < n; ++i) {
            (address p, uint256 k) = makeAddrAndKey(string.concat("batch-payer-", vm.toString(i)));
            vm.deal(p, 10 ether);
            IPaymentChannels.Channel memory c = IPaymentChannels.Channel(p, payee, address(0), p, bytes32(0));
            bytes32 id = _open(c, DEPOSIT);
            bytes32 seed = keccak256(abi.encode("gas-seed", i));
            IPaymentChannels.ChainCommit memory chain = _commit(seed, 0, 1e12, 256);
            claims[i] = IPaymentChannels.WordClaim(p, p, bytes32(0), chain, _signChain(k, id, chain), seed, 256);
        }
        vm.prank(payee);
        channels.claimWordBatch(payee, address(0), claims);
        uint256 total = vm.lastCallGas().gasTotalUsed;
        vm.snapshotValue("channels", "claim_word_batch_10_at_256_eth", total);
        vm.snapshotValue("channels", "claim_word_batch_10_at_256_eth_per_channel", total / n);
        vm.snapshotValue("channels", "claim_word_batch_10_at_256_eth_per_call_at_1000", total / n / 1000);
    }

    function test_gas_requestWithdrawal() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        vm.prank(payer);
        channels.requestWithdrawal(c);
        vm.snapshotGasLastCall("channels", "request_withdrawal");
    }

    /// @dev A withdrawal after a claim: it also credits the channel's fee held to the treasury.
    function test_gas_withdrawEth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 1e15, _voucher(c, 1e15));
        vm.prank(payer);
        channels.requestWithdrawal(c);
        vm.warp(block.timestamp + CHALLENGE);
        vm.prank(payer);
        channels.withdraw(c);
        vm.snapshotGasLastCall("channels", "withdraw_eth");
    }

    /// @dev The fees of one claimed ETH channel, collected by the treasury (or anyone).
    function test_gas_collectFees1Eth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 1e15, _voucher(c, 1e15));
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](1);
        cs[0] = c;
        vm.prank(treasury);
        channels.collectFees(cs);
        vm.snapshotGasLastCall("channels", "collect_fees_1_eth");
    }

    /// @dev The fees of ten claimed ETH channels in one call.
    function test_gas_collectFees10Eth() public {
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](BATCH);
        for (uint256 i; i < BATCH; ++i) {
            cs[i] = _ethChannel();
            cs[i].salt = bytes32(i);
            _open(cs[i], DEPOSIT);
            channels.claim(cs[i], 1e15, _voucher(cs[i], 1e15));
        }
        vm.prank(treasury);
        channels.collectFees(cs);
        uint256 total = vm.lastCallGas().gasTotalUsed;
        vm.snapshotValue("channels", "collect_fees_10_eth", total);
        vm.snapshotValue("channels", "collect_fees_10_eth_per_channel", total / BATCH);
    }

    /// @dev A first claim on an ETH channel with the word at `index` of a chain of 256 (base 0).
    function _claimWord(uint32 index, string memory name) internal returns (uint256 total) {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        bytes32 seed = keccak256("gas-seed");
        IPaymentChannels.ChainCommit memory k = _commit(seed, 0, 1e12, 256);
        bytes memory sig = _chainSig(c, k);
        bytes32 word = _word(seed, k, index);
        vm.prank(payee);
        channels.claimWord(c, k, sig, word, index);
        total = vm.lastCallGas().gasTotalUsed;
        vm.snapshotValue("channels", name, total);
    }

    /// @dev `n` channels of `n` payers to one payee, each with a first voucher, claimed at once;
    /// records the total and the figure per channel.
    function _claimBatch(address token, uint256 n, string memory name) internal {
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](n);
        for (uint256 i; i < n; ++i) {
            (address p, uint256 k) = makeAddrAndKey(string.concat("batch-payer-", vm.toString(i)));
            vm.deal(p, 10 ether);
            IPaymentChannels.Channel memory c = IPaymentChannels.Channel(p, payee, token, p, bytes32(0));
            if (token != address(0)) {
                usd.mint(p, DEPOSIT);
                vm.prank(p);
                usd.approve(address(channels), DEPOSIT);
            }
            _open(c, DEPOSIT);
            uint256 amount = 1e15 + i;
            claims[i] = IPaymentChannels.BatchClaim(p, p, bytes32(0), amount, _sign(k, channels.channelId(c), amount));
        }
        vm.prank(payee);
        channels.claimBatch(payee, token, claims);
        uint256 total = vm.lastCallGas().gasTotalUsed;
        vm.snapshotValue("channels", name, total);
        vm.snapshotValue("channels", string.concat(name, "_per_channel"), total / n);
    }
}

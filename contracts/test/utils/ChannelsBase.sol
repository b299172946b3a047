// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {PaymentChannels} from "../../src/PaymentChannels.sol";
import {IPaymentChannels} from "../../src/interfaces/IPaymentChannels.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";

/// @dev Shared deployment and helpers for the PaymentChannels tests: a payer with a session
/// key, a payee, a token, voucher signing, and hash chains (commitments and their words).
abstract contract ChannelsBase is Test {
    uint16 internal constant FEE_BPS = 250;
    uint64 internal constant CHALLENGE = 1 days;
    uint256 internal constant DEPOSIT = 1 ether;

    PaymentChannels internal channels;
    StakeToken internal usd;

    address internal treasury = makeAddr("treasury");
    address internal payee = makeAddr("payee");
    address internal stranger = makeAddr("stranger");
    address internal payer;
    uint256 internal payerKey;
    address internal session;
    uint256 internal sessionKey;

    function setUp() public virtual {
        (payer, payerKey) = makeAddrAndKey("payer");
        (session, sessionKey) = makeAddrAndKey("session");
        channels = new PaymentChannels(treasury, FEE_BPS, CHALLENGE);
        usd = new StakeToken("Test USD", "TUSD");
        vm.deal(payer, 1000 ether);
        usd.mint(payer, 1_000_000e18);
        vm.prank(payer);
        usd.approve(address(channels), type(uint256).max);
    }

    /// @dev An ETH channel from `payer` to `payee` whose vouchers the session key signs.
    function _ethChannel() internal view returns (IPaymentChannels.Channel memory) {
        return IPaymentChannels.Channel(payer, payee, address(0), session, bytes32(0));
    }

    function _usdChannel() internal view returns (IPaymentChannels.Channel memory) {
        return IPaymentChannels.Channel(payer, payee, address(usd), session, bytes32(0));
    }

    function _open(IPaymentChannels.Channel memory c, uint256 amount) internal returns (bytes32 id) {
        vm.prank(c.payer);
        id = channels.open{value: c.token == address(0) ? amount : 0}(c, amount);
    }

    function _sign(uint256 key, bytes32 id, uint256 amount) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, channels.voucherDigest(id, amount));
        return abi.encodePacked(r, s, v);
    }

    function _voucher(IPaymentChannels.Channel memory c, uint256 amount) internal view returns (bytes memory) {
        return _sign(sessionKey, channels.channelId(c), amount);
    }

    /// @dev keccak256 applied `n` times to the 32-byte `w`.
    function _walk(bytes32 w, uint256 n) internal pure returns (bytes32) {
        for (uint256 i; i < n; ++i) {
            w = keccak256(abi.encode(w));
        }
        return w;
    }

    /// @dev The commitment to the chain whose last word (word_length) is `seed`.
    function _commit(bytes32 seed, uint256 base, uint256 unit, uint32 length)
        internal
        pure
        returns (IPaymentChannels.ChainCommit memory)
    {
        return IPaymentChannels.ChainCommit(base, unit, length, _walk(seed, length));
    }

    /// @dev Word `i` of the chain of `k` whose last word is `seed`.
    function _word(bytes32 seed, IPaymentChannels.ChainCommit memory k, uint32 i) internal pure returns (bytes32) {
        return _walk(seed, k.length - i);
    }

    /// @dev `key`'s signature of commitment `k` on channel `id` in its current epoch.
    function _signChain(uint256 key, bytes32 id, IPaymentChannels.ChainCommit memory k)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, channels.chainDigest(id, k));
        return abi.encodePacked(r, s, v);
    }

    /// @dev The session key's signature of `k` on `c`.
    function _chainSig(IPaymentChannels.Channel memory c, IPaymentChannels.ChainCommit memory k)
        internal
        view
        returns (bytes memory)
    {
        return _signChain(sessionKey, channels.channelId(c), k);
    }

    /// @dev An open ETH channel (see `_ethChannel`) and the session key's commitment on it to the
    /// chain whose last word is `seed`, from base 0 in steps of `unit`.
    function _openChain(bytes32 seed, uint256 unit, uint32 length)
        internal
        returns (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig)
    {
        c = _ethChannel();
        id = _open(c, DEPOSIT);
        k = _commit(seed, 0, unit, length);
        sig = _chainSig(c, k);
    }

    /// @dev The contract's EIP-712 domain separator computed here, for any chain id and contract.
    function _domainAt(uint256 chainId, address verifier) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("AgentSite PaymentChannels"),
                keccak256("1"),
                chainId,
                verifier
            )
        );
    }

    /// @dev The EIP-712 digest of `k` computed here, for any chain id, contract and epoch.
    function _digest(uint256 chainId, address verifier, bytes32 id, uint24 epoch, IPaymentChannels.ChainCommit memory k)
        internal
        pure
        returns (bytes32)
    {
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256("Chain(bytes32 channelId,uint24 epoch,uint256 base,uint256 unit,uint32 length,bytes32 root)"),
                id,
                epoch,
                k.base,
                k.unit,
                k.length,
                k.root
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", _domainAt(chainId, verifier), structHash));
    }

    function _fee(uint256 paid) internal pure returns (uint256) {
        return (paid * FEE_BPS + 9999) / 10_000;
    }

    function _state(bytes32 id) internal view returns (IPaymentChannels.ChannelState memory) {
        return channels.channels(id);
    }

    /// @dev Collects the fees held for `c` (as a stranger: anyone may) and returns them.
    function _collect(IPaymentChannels.Channel memory c) internal returns (uint256) {
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](1);
        cs[0] = c;
        vm.prank(stranger);
        return channels.collectFees(cs);
    }
}

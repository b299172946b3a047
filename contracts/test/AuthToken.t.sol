// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {AuthToken} from "../src/mocks/AuthToken.sol";
import {ERC3009} from "@openzeppelin/contracts/token/ERC20/extensions/draft-ERC3009.sol";
import {IERC3009, IERC3009Cancel} from "@openzeppelin/contracts/interfaces/draft-IERC3009.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

/// @dev AuthToken: the EIP-3009 token x402's `exact` scheme pays with on dev chains.
contract AuthTokenTest is Test {
    bytes32 internal constant TRANSFER_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 internal constant RECEIVE_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 internal constant CANCEL_TYPEHASH = keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    AuthToken internal token;
    uint256 internal payerKey = 0xA11CE;
    address internal payer;
    address internal payee = makeAddr("payee");
    address internal relayer = makeAddr("relayer");

    struct Auth {
        address from;
        address to;
        uint256 value;
        uint256 validAfter;
        uint256 validBefore;
        bytes32 nonce;
    }

    function setUp() public {
        token = new AuthToken("USD Coin", "USDC", "2");
        payer = vm.addr(payerKey);
        token.mint(payer, 1_000e6);
        vm.warp(1_800_000_000);
    }

    function _auth(uint256 value) internal view returns (Auth memory) {
        return Auth(payer, payee, value, 0, block.timestamp + 60, keccak256(abi.encode(value, block.timestamp)));
    }

    function _sign(uint256 key, bytes32 typehash, Auth memory a) internal view returns (bytes memory) {
        bytes32 structHash =
            keccak256(abi.encode(typehash, a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key, keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash)));
        return abi.encodePacked(r, s, v);
    }

    function _transfer(Auth memory a, bytes memory sig) internal {
        token.transferWithAuthorization(a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, sig);
    }

    function test_domain_isUsdcShaped() public view {
        (, string memory name, string memory version, uint256 chainId, address verifying,,) = token.eip712Domain();
        assertEq(name, "USD Coin");
        assertEq(version, "2");
        assertEq(chainId, block.chainid);
        assertEq(verifying, address(token));
        assertEq(token.decimals(), 6);
        bytes32 expected = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("USD Coin"),
                keccak256("2"),
                block.chainid,
                address(token)
            )
        );
        assertEq(token.DOMAIN_SEPARATOR(), expected);
    }

    function test_transferWithAuthorization_movesExactlyValue() public {
        Auth memory a = _auth(1_500_000);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        vm.expectEmit(address(token));
        emit IERC3009.AuthorizationUsed(payer, a.nonce);
        vm.prank(relayer);
        _transfer(a, sig);
        assertEq(token.balanceOf(payee), 1_500_000);
        assertEq(token.balanceOf(payer), 1_000e6 - 1_500_000);
        assertTrue(token.authorizationState(payer, a.nonce));
    }

    function test_transferWithAuthorization_vrsForm() public {
        Auth memory a = _auth(7);
        bytes32 structHash =
            keccak256(abi.encode(TRANSFER_TYPEHASH, a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(payerKey, keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash)));
        token.transferWithAuthorization(a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, v, r, s);
        assertEq(token.balanceOf(payee), 7);
    }

    function test_transferWithAuthorization_replayReverts() public {
        Auth memory a = _auth(1e6);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        _transfer(a, sig);
        vm.expectRevert(abi.encodeWithSelector(ERC3009.ERC3009UsedAuthorization.selector, payer, a.nonce));
        _transfer(a, sig);
        assertEq(token.balanceOf(payee), 1e6);
    }

    function test_transferWithAuthorization_expiredReverts() public {
        Auth memory a = _auth(1e6);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        vm.warp(a.validBefore); // validBefore is exclusive
        vm.expectRevert(
            abi.encodeWithSelector(ERC3009.ERC3009InvalidAuthorizationTime.selector, a.validAfter, a.validBefore)
        );
        _transfer(a, sig);
        assertEq(token.balanceOf(payee), 0);
    }

    function test_transferWithAuthorization_notYetValidReverts() public {
        Auth memory a = _auth(1e6);
        a.validAfter = block.timestamp; // validAfter is exclusive
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        vm.expectRevert(
            abi.encodeWithSelector(ERC3009.ERC3009InvalidAuthorizationTime.selector, a.validAfter, a.validBefore)
        );
        _transfer(a, sig);
        vm.warp(block.timestamp + 1);
        _transfer(a, sig);
        assertEq(token.balanceOf(payee), 1e6);
    }

    function test_transferWithAuthorization_wrongSignerReverts() public {
        Auth memory a = _auth(1e6);
        bytes memory sig = _sign(0xB0B, TRANSFER_TYPEHASH, a);
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(a, sig);
    }

    function test_transferWithAuthorization_alteredFieldsRevert() public {
        Auth memory a = _auth(1e6);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        Auth memory more = a;
        more.value = 2e6;
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(more, sig);
        Auth memory elsewhere = _auth(1e6);
        elsewhere.to = relayer;
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(elsewhere, sig);
        // a receive authorization is not a transfer authorization
        bytes memory recv = _sign(payerKey, RECEIVE_TYPEHASH, a);
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(a, recv);
    }

    function test_transferWithAuthorization_overBalanceReverts() public {
        Auth memory a = _auth(1_000e6 + 1);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, payer, 1_000e6, 1_000e6 + 1)
        );
        _transfer(a, sig);
        assertFalse(token.authorizationState(payer, a.nonce));
    }

    function test_cancelAuthorization_blocksTheTransfer() public {
        Auth memory a = _auth(1e6);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(
            payerKey,
            keccak256(
                abi.encodePacked(
                    "\x19\x01", token.DOMAIN_SEPARATOR(), keccak256(abi.encode(CANCEL_TYPEHASH, payer, a.nonce))
                )
            )
        );
        vm.expectEmit(address(token));
        emit IERC3009Cancel.AuthorizationCanceled(payer, a.nonce);
        token.cancelAuthorization(payer, a.nonce, abi.encodePacked(r, s, v));
        assertTrue(token.authorizationState(payer, a.nonce));
        vm.expectRevert(abi.encodeWithSelector(ERC3009.ERC3009UsedAuthorization.selector, payer, a.nonce));
        _transfer(a, sig);
        // cancelling twice, or with another key, fails
        vm.expectRevert(abi.encodeWithSelector(ERC3009.ERC3009UsedAuthorization.selector, payer, a.nonce));
        token.cancelAuthorization(payer, a.nonce, v, r, s);
        (v, r, s) = vm.sign(
            0xB0B,
            keccak256(
                abi.encodePacked(
                    "\x19\x01", token.DOMAIN_SEPARATOR(), keccak256(abi.encode(CANCEL_TYPEHASH, payer, bytes32(0)))
                )
            )
        );
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        token.cancelAuthorization(payer, bytes32(0), abi.encodePacked(r, s, v));
        assertEq(token.balanceOf(payee), 0);
    }

    function test_receiveWithAuthorization_onlyPayeeMayCall() public {
        Auth memory a = _auth(1e6);
        bytes memory sig = _sign(payerKey, RECEIVE_TYPEHASH, a);
        // a front-runner who copied the authorization from the mempool cannot use it
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, payee));
        token.receiveWithAuthorization(a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, sig);
        // nor submit it as a transfer authorization
        vm.prank(relayer);
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(a, sig);
        vm.prank(payee);
        token.receiveWithAuthorization(a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, sig);
        assertEq(token.balanceOf(payee), 1e6);
        vm.prank(payee);
        vm.expectRevert(abi.encodeWithSelector(ERC3009.ERC3009UsedAuthorization.selector, payer, a.nonce));
        token.receiveWithAuthorization(a.from, a.to, a.value, a.validAfter, a.validBefore, a.nonce, sig);
    }

    function testFuzz_transferWithAuthorization_window(uint256 validAfter, uint256 validBefore, uint256 at) public {
        validAfter = bound(validAfter, 0, 2_000_000_000);
        validBefore = bound(validBefore, 0, 2_000_000_000);
        at = bound(at, 1, 2_000_000_000);
        Auth memory a = Auth(payer, payee, 5, validAfter, validBefore, bytes32(at));
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        vm.warp(at);
        if (at > validAfter && at < validBefore) {
            _transfer(a, sig);
            assertEq(token.balanceOf(payee), 5);
        } else {
            vm.expectRevert(
                abi.encodeWithSelector(ERC3009.ERC3009InvalidAuthorizationTime.selector, validAfter, validBefore)
            );
            _transfer(a, sig);
            assertEq(token.balanceOf(payee), 0);
        }
    }
    /// @dev Review finding 8: the token's ECDSA takes v 27 or 28 only; a signature with v 0 or 1
    /// (which the node's recovery accepts) reverts, so the node must send v as 27 or 28.
    function test_transferWithAuthorization_lowVReverts() public {
        Auth memory a = _auth(1_000_000);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        bytes memory low = bytes.concat(sig);
        low[64] = bytes1(uint8(sig[64]) - 27);
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(a, low);
        _transfer(a, sig);
        assertEq(token.balanceOf(payee), a.value);
    }

    /// @dev The malleated twin of a signature (s' = n - s, v flipped) reverts: the node refuses
    /// high s as well, so no payment it verifies fails on chain for that.
    function test_transferWithAuthorization_highSReverts() public {
        Auth memory a = _auth(1_000_000);
        bytes memory sig = _sign(payerKey, TRANSFER_TYPEHASH, a);
        bytes32 r;
        bytes32 s;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
        }
        uint256 n = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;
        bytes memory twin = abi.encodePacked(r, bytes32(n - uint256(s)), uint8(sig[64]) == 27 ? uint8(28) : uint8(27));
        vm.expectRevert(ERC3009.ERC3009InvalidSignature.selector);
        _transfer(a, twin);
    }
}

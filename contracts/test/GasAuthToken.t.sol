// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {AuthToken} from "../src/mocks/AuthToken.sol";

/// @dev Gas of an x402 `exact` settlement: one transferWithAuthorization (bytes signature, the
/// form facilitators call) in isolate mode, so 21000 intrinsic, calldata and cold storage are
/// included. The payee already holds the token, as a seller that was paid before.
/// forge-config: default.isolate = true
contract GasAuthTokenTest is Test {
    bytes32 internal constant TRANSFER_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );

    AuthToken internal token;
    uint256 internal payerKey = 0xA11CE;
    address internal payer;
    address internal payee = makeAddr("payee");

    function setUp() public {
        token = new AuthToken("USD Coin", "USDC", "2");
        payer = vm.addr(payerKey);
        token.mint(payer, 1_000e6);
        token.mint(payee, 1);
        vm.warp(1_800_000_000);
    }

    function test_gas_transferWithAuthorization() public {
        uint256 validBefore = block.timestamp + 60;
        bytes32 nonce = keccak256("nonce");
        bytes32 structHash = keccak256(abi.encode(TRANSFER_TYPEHASH, payer, payee, 10_000, 0, validBefore, nonce));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(payerKey, keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash)));
        token.transferWithAuthorization(payer, payee, 10_000, 0, validBefore, nonce, abi.encodePacked(r, s, v));
        vm.snapshotGasLastCall("x402", "transfer_with_authorization");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title ChannelProofs
/// @notice What PaymentChannels checks a claim's proof with: a hash chain's walk and a
/// voucher's or commitment's signature (ECDSA, ERC-1271 for contract signers), in scratch memory.
abstract contract ChannelProofs {
    /// @dev keccak256 applied `steps` times to the 32-byte `word`, in scratch space (bytes 0..32),
    /// four hashes per loop turn (~55 gas a step instead of ~90).
    function _walk(bytes32 word, uint256 steps) internal pure returns (bytes32 w) {
        assembly ("memory-safe") {
            mstore(0, word)
            for {} gt(steps, 3) { steps := sub(steps, 4) } {
                mstore(0, keccak256(0, 0x20))
                mstore(0, keccak256(0, 0x20))
                mstore(0, keccak256(0, 0x20))
                mstore(0, keccak256(0, 0x20))
            }
            for {} steps { steps := sub(steps, 1) } { mstore(0, keccak256(0, 0x20)) }
            w := mload(0)
        }
    }

    /// @dev ECDSA first (no code lookup in the common case); ERC-1271 when the signer is a contract.
    function _validSignature(address signer, bytes32 digest, bytes calldata signature) internal view returns (bool) {
        address recovered = _recover(digest, signature);
        if (recovered != address(0) && recovered == signer) return true;
        return signer.code.length != 0 && SignatureChecker.isValidERC1271SignatureNow(signer, digest, signature);
    }

    /// @dev The ECDSA signer of `digest`, or address(0) when `signature` is not a valid one: the
    /// checks of OpenZeppelin's ECDSA.tryRecoverCalldata (65 bytes r, s, v; s in the lower
    /// half order; v 27 or 28, which the precompile enforces; a recovered zero address is
    /// none), in scratch memory without its error values (~-300 gas a claim; the differential
    /// fuzz test `PaymentChannelsFees.t.sol` holds the two equal).
    function _recover(bytes32 digest, bytes calldata signature) internal view returns (address recovered) {
        if (signature.length != 65) return address(0);
        assembly ("memory-safe") {
            let s := calldataload(add(signature.offset, 0x20))
            if iszero(gt(s, 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0)) {
                // hash, v, r, s at the free memory (not allocated: used and left), output at 0
                let p := mload(0x40)
                mstore(p, digest)
                mstore(add(p, 0x20), byte(0, calldataload(add(signature.offset, 0x40))))
                mstore(add(p, 0x40), calldataload(signature.offset))
                mstore(add(p, 0x60), s)
                mstore(0, 0)
                // the precompile returns nothing for a v other than 27, 28 or a point off the curve
                if staticcall(gas(), 0x01, p, 0x80, 0, 0x20) { recovered := mload(0) }
            }
        }
    }
}

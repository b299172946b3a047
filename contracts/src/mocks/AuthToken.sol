// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {ERC3009} from "@openzeppelin/contracts/token/ERC20/extensions/draft-ERC3009.sol";

/// @title AuthToken
/// @notice A freely mintable, USDC-shaped ERC-20 with EIP-3009 transfer authorizations, for tests
/// and dev chains only: the asset of x402's `exact` scheme on the devnet. Like USDC it has 6
/// decimals, unordered random `bytes32` nonces, an EIP-712 domain (name, version, chainId, this
/// contract) that x402 clients read from `extra.name` / `extra.version`, and both the (v, r, s)
/// and the `bytes signature` forms of transferWithAuthorization, receiveWithAuthorization and
/// cancelAuthorization (the bytes forms also accept ERC-1271 contract signatures).
/// Anyone can mint: NEVER deploy it on a real network (contracts/deploy refuses other chains).
contract AuthToken is ERC3009 {
    /// @param name_ Token name, also the EIP-712 domain name ("USD Coin" for USDC).
    /// @param symbol_ Token symbol.
    /// @param version_ EIP-712 domain version ("2" for USDC).
    constructor(string memory name_, string memory symbol_, string memory version_)
        ERC20(name_, symbol_)
        EIP712(name_, version_)
    {}

    /// @notice 6, as USDC.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mints `amount` to `to`. Open to anyone (a faucet).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice The EIP-712 domain separator the authorizations are signed under.
    // forge-lint: disable-next-line(mixed-case-function)
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice transferWithAuthorization with the signature as bytes (65-byte ECDSA, or ERC-1271
    /// for a contract `from`), the form x402 facilitators call.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external {
        _checkSigner(
            from,
            keccak256(abi.encode(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce)),
            signature
        );
        _transferWithAuthorization(from, to, value, validAfter, validBefore, nonce);
    }

    /// @notice receiveWithAuthorization with the signature as bytes; only `to` may call it, so a
    /// watcher of the mempool cannot front-run the payee's own settlement.
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external {
        _checkSigner(
            from,
            keccak256(abi.encode(RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce)),
            signature
        );
        require(to == _msgSender(), ERC20InvalidReceiver(to));
        _transferWithAuthorization(from, to, value, validAfter, validBefore, nonce);
    }

    /// @notice cancelAuthorization with the signature as bytes.
    function cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) external {
        _checkSigner(authorizer, keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce)), signature);
        _cancelAuthorization(authorizer, nonce);
    }

    function _checkSigner(address signer, bytes32 structHash, bytes memory signature) private view {
        require(
            SignatureChecker.isValidSignatureNow(signer, _hashTypedDataV4(structHash), signature),
            ERC3009InvalidSignature()
        );
    }
}

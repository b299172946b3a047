// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {CommonBase} from "forge-std/Base.sol";
import {StdCheats} from "forge-std/StdCheats.sol";
import {StdUtils} from "forge-std/StdUtils.sol";
import {DIDRegistry} from "../../src/DIDRegistry.sol";
import {IDIDRegistry} from "../../src/interfaces/IDIDRegistry.sol";

/// @dev Drives all fifteen DIDRegistry writes (direct, ERC-1056 signed, EIP-712 typed) from the
/// identity's current owner, and sometimes from a non-owner (must be refused), keeping a ghost of
/// owners, nonces and delegate validity.
contract DIDHandler is CommonBase, StdCheats, StdUtils {
    DIDRegistry public immutable did;

    address[] public keyed;
    mapping(address account => uint256) internal _keyOf;
    bytes32[2] internal _types = [bytes32("veriKey"), bytes32("sigAuth")];

    mapping(address identity => address) public ghostOwner;
    mapping(address owner => uint256) public ghostNonce;
    mapping(address identity => mapping(bytes32 delegateType => mapping(address delegate => uint256))) public
        ghostValidTo;

    string[] internal _names;
    mapping(bytes32 name => bool) internal _known;
    mapping(bytes32 name => uint256) public ok;
    mapping(bytes32 name => uint256) public refused;
    mapping(bytes32 name => uint256) public unexpected;
    bytes public lastUnexpected;

    constructor(DIDRegistry did_) {
        did = did_;
        for (uint256 i; i < 4; ++i) {
            (address a, uint256 key) = makeAddrAndKey(string.concat("did", vm.toString(i)));
            keyed.push(a);
            _keyOf[a] = key;
        }
    }

    function names() external view returns (string[] memory) {
        return _names;
    }

    function types() external view returns (bytes32[2] memory) {
        return _types;
    }

    function ownerOf(address identity) public view returns (address) {
        address o = ghostOwner[identity];
        return o == address(0) ? identity : o;
    }

    // ------------------------------------------------------------ handlers (mode: direct, signed, typed)

    function changeOwner(uint256 idSeed, uint256 toSeed, uint256 mode) external {
        address identity = keyed[idSeed % 4];
        address newOwner = keyed[toSeed % 4];
        bytes memory call;
        if (mode % 3 == 0) {
            call = abi.encodeCall(did.changeOwner, (identity, newOwner));
        } else if (mode % 3 == 1) {
            (uint8 v, bytes32 r, bytes32 s) = _legacy(mode, identity, abi.encodePacked("changeOwner", newOwner));
            call = abi.encodeCall(did.changeOwnerSigned, (identity, v, r, s, newOwner));
        } else {
            bytes32 h = keccak256(
                abi.encode(
                    keccak256("ChangeOwner(address identity,address newOwner,uint256 nonce)"),
                    identity,
                    newOwner,
                    did.nonce(ownerOf(identity))
                )
            );
            call = abi.encodeCall(did.changeOwnerTyped, (identity, newOwner, _typed(mode, identity, h)));
        }
        if (_run("changeOwner", identity, mode, call)) ghostOwner[identity] = newOwner;
    }

    function addDelegate(uint256 idSeed, uint256 delegateSeed, uint256 validity, uint256 mode) external {
        address identity = keyed[idSeed % 4];
        address delegate = keyed[delegateSeed % 4];
        bytes32 dt = _types[delegateSeed / 4 % 2];
        validity = bound(validity, 1, 30 days);
        bytes memory call;
        if (mode % 3 == 0) {
            call = abi.encodeCall(did.addDelegate, (identity, dt, delegate, validity));
        } else if (mode % 3 == 1) {
            call = _addDelegateSigned(mode, identity, dt, delegate, validity);
        } else {
            bytes32 h = keccak256(
                abi.encode(
                    keccak256(
                        "AddDelegate(address identity,bytes32 delegateType,address delegate,uint256 validity,uint256 nonce)"
                    ),
                    identity,
                    dt,
                    delegate,
                    validity,
                    did.nonce(ownerOf(identity))
                )
            );
            call = abi.encodeCall(did.addDelegateTyped, (identity, dt, delegate, validity, _typed(mode, identity, h)));
        }
        if (_run("addDelegate", identity, mode, call)) {
            ghostValidTo[identity][dt][delegate] = block.timestamp + validity;
        }
    }

    function revokeDelegate(uint256 idSeed, uint256 delegateSeed, uint256 mode) external {
        address identity = keyed[idSeed % 4];
        address delegate = keyed[delegateSeed % 4];
        bytes32 dt = _types[delegateSeed / 4 % 2];
        bytes memory call;
        if (mode % 3 == 0) {
            call = abi.encodeCall(did.revokeDelegate, (identity, dt, delegate));
        } else if (mode % 3 == 1) {
            (uint8 v, bytes32 r, bytes32 s) = _legacy(mode, identity, abi.encodePacked("revokeDelegate", dt, delegate));
            call = abi.encodeCall(did.revokeDelegateSigned, (identity, v, r, s, dt, delegate));
        } else {
            bytes32 h = keccak256(
                abi.encode(
                    keccak256("RevokeDelegate(address identity,bytes32 delegateType,address delegate,uint256 nonce)"),
                    identity,
                    dt,
                    delegate,
                    did.nonce(ownerOf(identity))
                )
            );
            call = abi.encodeCall(did.revokeDelegateTyped, (identity, dt, delegate, _typed(mode, identity, h)));
        }
        if (_run("revokeDelegate", identity, mode, call)) ghostValidTo[identity][dt][delegate] = block.timestamp;
    }

    function setAttribute(uint256 idSeed, uint256 validity, uint256 mode) external {
        address identity = keyed[idSeed % 4];
        bytes memory value = abi.encodePacked("peer", validity);
        validity = bound(validity, 1, 365 days);
        bytes memory call;
        if (mode % 3 == 0) {
            call = abi.encodeCall(did.setAttribute, (identity, "did/svc/AgentSite", value, validity));
        } else if (mode % 3 == 1) {
            call = _setAttributeSigned(mode, identity, value, validity);
        } else {
            bytes32 h = keccak256(
                abi.encode(
                    keccak256("SetAttribute(address identity,bytes32 name,bytes value,uint256 validity,uint256 nonce)"),
                    identity,
                    bytes32("did/svc/AgentSite"),
                    keccak256(value),
                    validity,
                    did.nonce(ownerOf(identity))
                )
            );
            call = abi.encodeCall(
                did.setAttributeTyped, (identity, "did/svc/AgentSite", value, validity, _typed(mode, identity, h))
            );
        }
        _run("setAttribute", identity, mode, call);
    }

    function revokeAttribute(uint256 idSeed, uint256 valueSeed, uint256 mode) external {
        address identity = keyed[idSeed % 4];
        bytes memory value = abi.encodePacked("peer", valueSeed);
        bytes memory call;
        if (mode % 3 == 0) {
            call = abi.encodeCall(did.revokeAttribute, (identity, "did/svc/AgentSite", value));
        } else if (mode % 3 == 1) {
            (uint8 v, bytes32 r, bytes32 s) =
                _legacy(mode, identity, abi.encodePacked("revokeAttribute", bytes32("did/svc/AgentSite"), value));
            call = abi.encodeCall(did.revokeAttributeSigned, (identity, v, r, s, "did/svc/AgentSite", value));
        } else {
            bytes32 h = keccak256(
                abi.encode(
                    keccak256("RevokeAttribute(address identity,bytes32 name,bytes value,uint256 nonce)"),
                    identity,
                    bytes32("did/svc/AgentSite"),
                    keccak256(value),
                    did.nonce(ownerOf(identity))
                )
            );
            call = abi.encodeCall(
                did.revokeAttributeTyped, (identity, "did/svc/AgentSite", value, _typed(mode, identity, h))
            );
        }
        _run("revokeAttribute", identity, mode, call);
    }

    // ------------------------------------------------------------ internals

    function _addDelegateSigned(uint256 mode, address identity, bytes32 dt, address delegate, uint256 validity)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) =
            _legacy(mode, identity, abi.encodePacked("addDelegate", dt, delegate, validity));
        return abi.encodeCall(did.addDelegateSigned, (identity, v, r, s, dt, delegate, validity));
    }

    function _setAttributeSigned(uint256 mode, address identity, bytes memory value, uint256 validity)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) =
            _legacy(mode, identity, abi.encodePacked("setAttribute", bytes32("did/svc/AgentSite"), value, validity));
        return abi.encodeCall(did.setAttributeSigned, (identity, v, r, s, "did/svc/AgentSite", value, validity));
    }

    /// @dev The owner makes a direct call, or anyone relays the owner's signature; one call in
    /// five comes from (or is signed by) a non-owner and must be refused.
    function _run(string memory op, address identity, uint256 mode, bytes memory call) internal returns (bool) {
        address owner = ownerOf(identity);
        bool intruder = mode % 5 == 4;
        string memory name = string.concat(op, mode % 3 == 0 ? "" : mode % 3 == 1 ? "Signed" : "Typed");
        if (mode % 3 != 0) vm.prank(keyed[mode % 4]); // anyone relays a signature
        else vm.prank(intruder ? _other(owner) : owner);
        (bool success, bytes memory err) = address(did).call(call);
        bytes32 k = keccak256(bytes(name));
        if (!_known[k]) {
            _known[k] = true;
            _names.push(name);
        }
        if (intruder) {
            bytes4 want = mode % 3 == 0
                ? IDIDRegistry.DIDRegistryNotOwner.selector
                : IDIDRegistry.DIDRegistryBadSignature.selector;
            if (!success && bytes4(err) == want) {
                refused[k]++;
            } else {
                unexpected[k]++;
                lastUnexpected = err;
            }
            return false;
        }
        if (!success) {
            unexpected[k]++;
            lastUnexpected = err;
            return false;
        }
        ok[k]++;
        if (mode % 3 != 0) ghostNonce[owner]++;
        return true;
    }

    /// @dev The signer for a signed call: the owner, or a non-owner for one call in five.
    function _signer(address identity, uint256 mode) internal view returns (uint256) {
        address owner = ownerOf(identity);
        return _keyOf[mode % 5 == 4 ? _other(owner) : owner];
    }

    function _other(address a) internal view returns (address) {
        return a == keyed[0] ? keyed[1] : keyed[0];
    }

    function _legacy(uint256 mode, address identity, bytes memory payload)
        internal
        view
        returns (uint8, bytes32, bytes32)
    {
        bytes32 digest = keccak256(
            abi.encodePacked(bytes1(0x19), bytes1(0), address(did), did.nonce(ownerOf(identity)), identity, payload)
        );
        return vm.sign(_signer(identity, mode), digest);
    }

    function _typed(uint256 mode, address identity, bytes32 structHash) internal view returns (bytes memory) {
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", did.DOMAIN_SEPARATOR(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(_signer(identity, mode), digest);
        return abi.encodePacked(r, s, v);
    }
}

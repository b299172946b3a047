// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";

/// @dev An account whose receive() always reverts.
contract RevertingReceiver {
    receive() external payable {
        revert("no thanks");
    }
}

/// @dev An account that burns all gas it is given when receiving ETH.
contract GasBurner {
    receive() external payable {
        while (true) {}
    }
}

/// @dev An ETH receiver that tries to re-enter the escrow when paid.
contract ReentrantReceiver {
    IBountyEscrow internal immutable escrow;
    uint256 public bountyId;
    bool public reentered;
    bytes public lastError;

    constructor(IBountyEscrow escrow_) {
        escrow = escrow_;
    }

    function setTarget(uint256 id) external {
        bountyId = id;
    }

    function post(IBountyEscrow.PostParams calldata p) external payable returns (uint256) {
        return escrow.post{value: msg.value}(p);
    }

    function cancel(uint256 id) external {
        escrow.cancel(id);
    }

    receive() external payable {
        try escrow.cancel(bountyId) {
            reentered = true;
        } catch (bytes memory err) {
            lastError = err;
        }
        try escrow.withdraw(address(0), address(this)) {
            reentered = true;
        } catch {}
    }
}

/// @dev An ERC-20 that calls back into the escrow from transfer/transferFrom.
contract ReentrantToken is ERC20 {
    IBountyEscrow internal immutable escrow;
    uint256 public target;
    bool public armed;
    bool public reentered;
    bytes public lastError;

    constructor(IBountyEscrow escrow_) ERC20("Evil", "EVIL") {
        escrow = escrow_;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(uint256 id) external {
        target = id;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (armed) {
            armed = false;
            try escrow.expire(target) {
                reentered = true;
            } catch (bytes memory err) {
                lastError = err;
            }
            try escrow.cancel(target) {
                reentered = true;
            } catch {}
        }
    }
}

/// @dev An ERC-20 that keeps 1 % of every transfer.
contract FeeOnTransferToken is ERC20 {
    constructor() ERC20("Fee", "FEE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = value / 100;
            super._update(from, address(0xdead), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}

/// @dev An ERC-20 that refuses transfers to one blocked address (like a blacklist).
contract BlocklistToken is ERC20 {
    address public blocked;

    constructor() ERC20("Block", "BLK") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function block_(address who) external {
        blocked = who;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(to != blocked, "blocked");
        super._update(from, to, value);
    }
}

/// @dev An ERC-20 whose transfer returns false instead of reverting once `fail` is set.
contract FalseToken is ERC20 {
    bool public fail;

    constructor() ERC20("False", "FLS") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setFail(bool f) external {
        fail = f;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (fail) return false;
        return super.transfer(to, value);
    }
}

/// @dev A minimal ERC-1271 smart wallet whose owner key signs for it.
contract ERC1271Wallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
        (bytes32 r, bytes32 s) = abi.decode(sig[:64], (bytes32, bytes32));
        address signer = ecrecover(hash, uint8(sig[64]), r, s);
        return signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Script} from "forge-std/Script.sol";

import {DIDRegistry} from "../src/DIDRegistry.sol";
import {DeploymentFile} from "./DeploymentFile.sol";

/// @notice Deploys the DIDRegistry alone and writes deployments/<chainId>.json.
/// forge script contracts/script/DeployDIDRegistry.s.sol --rpc-url <url> --broadcast --private-key <key>
contract DeployDIDRegistry is Script {
    function run() external returns (DIDRegistry registry) {
        uint256 deployBlock = block.number;
        vm.startBroadcast();
        registry = new DIDRegistry();
        vm.stopBroadcast();

        string[] memory names = new string[](1);
        address[] memory addrs = new address[](1);
        names[0] = "DIDRegistry";
        addrs[0] = address(registry);
        DeploymentFile.write(DeploymentFile.defaultPath(), deployBlock, names, addrs);
    }
}

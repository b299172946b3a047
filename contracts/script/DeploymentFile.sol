// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "forge-std/Vm.sol";

/// @title DeploymentFile
/// @notice Writes deployments/<chainId>.json in the format the Go side reads
/// (contracts/deploy.Load): {"chainId": N, "deployBlock": N, "contracts": {"<Name>": "0x.."}}.
/// @dev `deployBlock` is where event indexing starts. A script cannot know the block its
/// transactions land in, so pass `block.number` read before broadcasting: a lower bound.
library DeploymentFile {
    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @notice The conventional path of this chain's deployment file.
    function defaultPath() internal view returns (string memory) {
        return string.concat(vm.projectRoot(), "/deployments/", vm.toString(block.chainid), ".json");
    }

    /// @notice Writes the deployment of `names[i]` at `addrs[i]` to `path`.
    function write(string memory path, uint256 deployBlock, string[] memory names, address[] memory addrs) internal {
        require(names.length == addrs.length && names.length > 0, "DeploymentFile: names/addresses mismatch");
        string memory contracts;
        for (uint256 i = 0; i < names.length; i++) {
            contracts = vm.serializeAddress("agentsite.deployment.contracts", names[i], addrs[i]);
        }
        vm.serializeUint("agentsite.deployment", "chainId", block.chainid);
        vm.serializeUint("agentsite.deployment", "deployBlock", deployBlock);
        string memory json = vm.serializeString("agentsite.deployment", "contracts", contracts);
        vm.writeJson(json, path);
    }
}

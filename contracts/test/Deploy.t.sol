// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {Deploy} from "../script/Deploy.s.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {AuthToken} from "../src/mocks/AuthToken.sol";

contract DeployTest is Test {
    function test_deploy_wiresContractsAndWritesJson() public {
        Deploy script = new Deploy();
        Deploy.Config memory c = script.configFromEnv();
        Deploy.Deployment memory d = script.deploy(c, address(this));
        assertTrue(d.devStakeToken);
        assertEq(AgentRegistry(d.agentRegistry).escrow(), d.bountyEscrow);
        assertEq(ReputationRegistry(d.reputationRegistry).escrow(), d.bountyEscrow);
        assertEq(ReputationRegistry(d.reputationRegistry).weightPerUnit(d.stakeToken), 1e9);
        BountyEscrow escrow = BountyEscrow(d.bountyEscrow);
        assertEq(address(escrow.registry()), d.agentRegistry);
        assertTrue(escrow.isWired());
        assertEq(escrow.stakeWeightPerUnit(), 1e9); // rulings can slash, claims reserve the value
        assertEq(escrow.treasury(), address(this));
        assertEq(escrow.feeBps(), 100);
        assertEq(AgentRegistry(d.agentRegistry).minStake(), 100e18);

        string memory path = string.concat(vm.projectRoot(), "/deployments/test-deploy.json");
        script.write(d, c, path);
        string memory json = vm.readFile(path);
        assertEq(vm.parseJsonAddress(json, ".contracts.BountyEscrow"), d.bountyEscrow);
        assertEq(vm.parseJsonAddress(json, ".contracts.AgentRegistry"), d.agentRegistry);
        assertEq(vm.parseJsonAddress(json, ".contracts.ReputationRegistry"), d.reputationRegistry);
        assertEq(vm.parseJsonAddress(json, ".contracts.StakeToken"), d.stakeToken);
        assertEq(vm.parseJsonAddress(json, ".contracts.DIDRegistry"), d.didRegistry);
        assertTrue(d.didRegistry.code.length > 0);
        assertEq(vm.parseJsonUint(json, ".chainId"), block.chainid);
        assertEq(vm.parseJsonUint(json, ".deployBlock"), d.deployBlock);
        vm.removeFile(path);
    }

    /// Outside the development chains nobody may mint the stake token: the script refuses to
    /// deploy the mintable StakeToken and needs the stake token and its weight.
    function test_deploy_requiresARealStakeTokenOutsideDevChains() public {
        Deploy script = new Deploy();
        Deploy.Config memory c = script.configFromEnv();
        vm.chainId(10);
        assertFalse(script.isDevChain());
        vm.expectRevert(bytes("Deploy: STAKE_TOKEN and STAKE_TOKEN_WEIGHT are required outside chains 31337 / 1337"));
        script.deploy(c, address(this));
        c.stakeToken = address(new StakeToken("Real", "REAL"));
        vm.expectRevert(bytes("Deploy: STAKE_TOKEN_WEIGHT is required (an unlisted stake token disables every slash)"));
        script.deploy(c, address(this));
        c.stakeTokenWeight = 2e9;
        Deploy.Deployment memory d = script.deploy(c, address(this));
        assertFalse(d.devStakeToken);
        assertEq(d.stakeToken, c.stakeToken);
        assertEq(BountyEscrow(d.bountyEscrow).stakeWeightPerUnit(), 2e9);
        assertTrue(BountyEscrow(d.bountyEscrow).isWired());
        assertEq(d.authToken, address(0)); // no faucet EIP-3009 token outside dev chains
    }

    function test_deploy_paymentChannels() public {
        Deploy script = new Deploy();
        Deploy.Config memory c = script.configFromEnv();
        Deploy.Deployment memory d = script.deploy(c, address(this));
        PaymentChannels pc = PaymentChannels(d.paymentChannels);
        assertEq(pc.treasury(), address(this));
        assertEq(pc.feeBps(), c.feeBps);
        assertEq(pc.challengePeriod(), 1 days);
        string memory path = string.concat(vm.projectRoot(), "/deployments/test-deploy-channels.json");
        script.write(d, c, path);
        assertEq(vm.parseJsonAddress(vm.readFile(path), ".contracts.PaymentChannels"), d.paymentChannels);
        vm.removeFile(path);
    }

    /// On a development chain the faucet EIP-3009 token for x402 `exact` payments is deployed
    /// with USDC's EIP-712 domain and listed in the deployment file.
    function test_deploy_authTokenOnDevChains() public {
        Deploy script = new Deploy();
        Deploy.Config memory c = script.configFromEnv();
        Deploy.Deployment memory d = script.deploy(c, address(this));
        (, string memory name, string memory version,,,,) = AuthToken(d.authToken).eip712Domain();
        assertEq(name, "USD Coin");
        assertEq(version, "2");
        assertEq(AuthToken(d.authToken).decimals(), 6);
        string memory path = string.concat(vm.projectRoot(), "/deployments/test-deploy-authtoken.json");
        script.write(d, c, path);
        assertEq(vm.parseJsonAddress(vm.readFile(path), ".contracts.AuthToken"), d.authToken);
        vm.removeFile(path);
    }
}

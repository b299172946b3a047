// Package deploy deploys the AgentSite contracts and records where they are.
//
// Deploy sends one creation transaction per contract, in dependency order, through a narrow
// Backend (an ethclient, the simulated backend, or the in-process devchain), waits for each
// receipt and returns a Deployment. A Deployment is what every other part of AgentSite needs
// to find the contracts: the chain id, the block of the first deployment (where event
// indexing starts) and the address of each contract by name. It is stored as
// deployments/<chainId>.json, the same file the forge deploy script writes:
//
//	{
//	  "chainId": 1337,
//	  "deployBlock": 1,
//	  "contracts": {
//	    "DIDRegistry": "0x5FbDB2315678afecb367f032d93F642f64180aa3"
//	  }
//	}
//
// Contract names are the Solidity contract names (constants NameDIDRegistry, ...). Adding a
// contract to the deployment is one entry in the steps table in steps.go.
package deploy

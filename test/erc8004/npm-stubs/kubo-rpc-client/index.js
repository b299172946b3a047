throw new Error('kubo-rpc-client is not installed (AgentSite stub): agent0-sdk IPFS support is unavailable');

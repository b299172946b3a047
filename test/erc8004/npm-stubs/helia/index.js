throw new Error('helia is not installed (AgentSite stub): agent0-sdk IPFS support is unavailable');

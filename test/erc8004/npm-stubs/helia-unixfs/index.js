throw new Error('@helia/unixfs is not installed (AgentSite stub): agent0-sdk IPFS support is unavailable');

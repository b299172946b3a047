// sdk-reads.mjs: reads agents the way an ERC-8004 client does, with agent0-sdk (npm), and
// prints what it read as one JSON line. Run by sdk_test.go against anvil, once for our
// registries and once for the stand-in canonical ones; the test compares the two.
//
// Input: one JSON argument
//   {"rpc", "chainId", "identity", "reputation", "agentId", "client", "metadataKey"}
// An empty client reads the agent only (URI, registration file, owner, metadata).
// AGENT0_SDK_ENTRY may name the package's entry file (dist/index.js) when agent0-sdk is not in
// the repository's node_modules (e.g. installed in a scratch directory).
const { SDK, IDENTITY_REGISTRY_ABI } = await import(process.env.AGENT0_SDK_ENTRY || 'agent0-sdk');

const args = JSON.parse(process.argv[2]);
const sdk = new SDK({
  chainId: args.chainId,
  rpcUrl: args.rpc,
  registryOverrides: { [args.chainId]: { IDENTITY: args.identity, REPUTATION: args.reputation } },
});
const id = `${args.chainId}:${args.agentId}`;

const started = performance.now();
const agent = await sdk.loadAgent(id);
const loadMs = performance.now() - started;

const metadata = await sdk.chainClient.readContract({
  address: args.identity,
  abi: IDENTITY_REGISTRY_ABI,
  functionName: 'getMetadata',
  args: [BigInt(args.agentId), args.metadataKey],
});
if (!args.client) {
  // the agent only (the benchmark of a fresh registration): no feedback to read yet
  console.log(JSON.stringify({ agentURI: agent.agentURI, name: agent.name, owner: (await sdk.getAgentOwner(id)).toLowerCase(),
    metadata, loadMs: Math.round(loadMs) }));
  process.exit(0);
}
// agent0-sdk 1.7.1 sets the reputation registry of its feedback reader lazily, in
// getReputationSummary (not in getFeedback): read the summaries first, as on any chain.
const summary = await sdk.getReputationSummary(id);
const starred = await sdk.getReputationSummary(id, 'starred');
const feedback = await sdk.getFeedback(id, args.client, 1);

const out = {
  agentURI: agent.agentURI,
  name: agent.name,
  description: agent.description,
  active: agent.registrationFile.active,
  trust: agent.registrationFile.trustModels,
  x402: agent.registrationFile.x402support,
  mcp: agent.mcpEndpoint ?? null,
  a2a: agent.a2aEndpoint ?? null,
  wallet: (await agent.getWallet())?.toLowerCase() ?? null,
  owner: (await sdk.getAgentOwner(id)).toLowerCase(),
  metadata,
  feedback: { value: Number(feedback.value), tags: feedback.tags, revoked: feedback.isRevoked, reviewer: String(feedback.reviewer).toLowerCase(), fileURI: feedback.fileURI ?? null },
  summary,
  starred,
  loadMs: Math.round(loadMs),
};
console.log(JSON.stringify(out));

// The official MCP TypeScript SDK v2 client (@modelcontextprotocol/client, which speaks
// 2026-07-28) against the node's /mcp in each of its negotiation modes: pinned to 2026-07-28
// (server/discover, no initialize), auto (probe, then the modern era) and legacy (initialize).
// Usage: node mcp_ts2_client.mjs URL TOKEN prints one JSON line per mode:
// {mode, negotiated, era, sessionId, tools, search, isError}.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const [url, token] = process.argv.slice(2);

for (const [name, mode] of [['pin', { pin: '2026-07-28' }], ['auto', 'auto'], ['legacy', 'legacy']]) {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'ts-sdk-v2-test', version: '1' }, { versionNegotiation: { mode } });
  await client.connect(transport);
  try {
    const tools = await client.listTools();
    const res = await client.callTool({ name: 'search_agents', arguments: { query: 'summar' } });
    console.log(JSON.stringify({
      mode: name,
      negotiated: client.getNegotiatedProtocolVersion(),
      era: client.getProtocolEra(),
      sessionId: transport.sessionId ?? '',
      tools: tools.tools.map((t) => t.name),
      search: res.content.map((c) => c.text).join(''),
      isError: !!res.isError,
    }));
  } finally {
    await client.close();
  }
}

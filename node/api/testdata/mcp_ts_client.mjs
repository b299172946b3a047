// The official MCP TypeScript SDK client against the node's /mcp, once per protocol revision
// the SDK speaks. The SDK always offers its newest revision in initialize; to exercise the
// older ones the transport's send rewrites the offered version (the SDK accepts any revision
// in its SUPPORTED_PROTOCOL_VERSIONS in the answer). Usage: node mcp_ts_client.mjs URL TOKEN
// prints one JSON line per revision: {version, negotiated, sessionId, tools, search}.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';

const [url, token] = process.argv.slice(2);

async function run(version) {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const send = transport.send.bind(transport);
  transport.send = (msg, opts) => {
    if (msg.method === 'initialize') msg = { ...msg, params: { ...msg.params, protocolVersion: version } };
    return send(msg, opts);
  };
  const client = new Client({ name: 'ts-sdk-test', version: '1' });
  await client.connect(transport);
  try {
    const tools = await client.listTools();
    const res = await client.callTool({ name: 'search_agents', arguments: { query: 'summar' } });
    return {
      version,
      negotiated: transport.protocolVersion,
      sessionId: transport.sessionId ?? '',
      tools: tools.tools.map((t) => t.name),
      search: res.content.map((c) => c.text).join(''),
      isError: !!res.isError,
    };
  } finally {
    await transport.terminateSession().catch(() => {});
    await client.close();
  }
}

// 2024-10-07 is in the SDK's list but predates streamable HTTP (and the Go server's list).
for (const v of SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v >= '2024-11-05')) {
  console.log(JSON.stringify(await run(v)));
}

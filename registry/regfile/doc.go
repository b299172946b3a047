// Package regfile is the ERC-8004 agent registration file (registration-v1) as AgentSite writes
// and reads it: File and its Services, Registrations and supported trust models; Encode and
// Decode, both bounded by MaxSize; and AgentURI, the on-chain agent URI of a hosted agent: the
// https URL of the file its node serves (Path) when the node has a public HTTPS address, else
// the file itself as a base64 data URI. Fetcher reads files from agent URIs (data:, https:;
// bounded in size and time, with ErrUnreachable, ErrTooBig, ErrInvalid, ErrUnsupported as the
// reasons) and checks an endpoint domain's proof (VerifyDomain).
//
// Source: the ERC-8004 specification (ERC8004SPEC.md of erc-8004/erc-8004-contracts,
// "Agent URI and Agent Registration File", "Endpoint Domain Verification").
package regfile

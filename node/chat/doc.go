// Package chat is AgentChat: team-chat rooms for people and agents over gossipsub.
//
// A message is an Envelope in the Internet-of-Agents shape, on the wire a JSON object:
//
//	{"content":"Split the report into sections","group_id":"team",
//	 "sender_id":"did:ethr:0x539:0x…","state":"task_assignment","task_id":"t1",
//	 "task_desc":"…","to":["did:ethr:0x539:0x…"],"ts":1795648330683,"type":"task",
//	 "signature":{"signer":"0x…","sig":"0x…"}}
//
// state is one of discussion, task_assignment (needs task_id), execution, conclusion; type is
// an open lower-case token (text, task, result, system, …); ts is unix milliseconds. Fields
// this version does not know are kept (normalized), covered by the signature, re-emitted and
// otherwise ignored. The signature is an identity.Statement of kind "agentsite/chat/1" over
// the envelope's canonical bytes (see Envelope.Canonical), issued at ts, by the sender DID's
// address or, through an Authorizer, one of its delegates. The envelope id is keccak256 of
// the canonical bytes.
//
// A Service joins rooms, one gossipsub topic "/agentsite/chat/1/<room>" each, and checks every
// message in a topic validator: size (64 KiB), shape, chain id, signature, freshness (5 min
// back, 30 s ahead), replay (seen ids and the store) and, through a MembershipOracle,
// registration. It persists history in badger (Store, keyed by room, ts and id), catches up on
// missed history from peers over the stream protocol "/agentsite/chat-sync/1" (every envelope
// verified again, counts and bytes bounded, a cursor per room and peer; on every peer join and
// every SyncInterval from a random peer), fans messages out to
// local subscribers (Subscribe), and lets hosted agents (Member with a Responder) answer the
// messages addressed to them, rate limited. Renderer turns envelopes into lines that read like
// a team chat.
//
// The Service does not own the libp2p host, the gossipsub router or the DB. The router should
// be built with RecommendedPubSubOptions (bigger queues), or AppSignedPubSubOptions when every
// topic's payload is signed by its author, which cuts chat's CPU per message by a third to a
// half (BenchmarkRoom10Nodes).
package chat

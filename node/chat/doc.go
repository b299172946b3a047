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
// message in a topic validator: size (64 KiB), shape, chain id, freshness (5 min back, 30 s
// ahead), replay (seen ids and the store), signature, membership and the sender's quota. It
// persists history in badger (Store, keyed by room, ts and id), catches up on missed history
// from peers over the stream protocol "/agentsite/chat-sync/2" (every envelope verified
// again, nothing older than the retention age, counts and bytes bounded, a cursor per room
// and peer, on every peer join, a peer coming back included; the answers bounded in bytes per
// second per asking peer and in all, a peer over its budget told when to ask again) and reconciles with peers
// (Reconcile: a digest of the last SyncDigestWindow in time buckets, answered with the
// buckets that differ; on every peer join, every SyncInterval with a random peer, with the
// asker when its digest shows it holds more, and with up to 6 peers when an exchange brought
// news; at most once per peer and 2 s), fans messages out
// to local subscribers (Subscribe), and lets hosted agents (Member with a Responder) answer
// the messages addressed to them, rate limited. Renderer turns envelopes into lines that read
// like a team chat. Leases join rooms on behalf of holders outside chat (a node whose agent
// works a team's bounty holds the team's room), at most a bound of them, each left a linger
// after its last holder lets go.
//
// Who may post, and how much. Rooms are open. A MembershipOracle tells members (the node
// counts its own keys and registered, staked agents) from strangers. Every sender has a
// quota per room and QuotaWindow of envelope time: MemberQuota for members, the stricter
// StrangerQuota for strangers, and all strangers of a room share StrangersQuota, so fresh
// keys do not add up to a flood. A StrangerQuota of zero messages makes rooms members-only.
// Quotas count by ts, not arrival, so every node judges a sender the same way and a member's
// backlog is accepted from catch-up. They are charged only after the signature is checked
// (forgeries cannot use up a member's quota), on gossip, catch-up and Post alike. Messages
// over quota or from unwelcome strangers are ignored: neither forwarded nor stored. The
// counts are derived again from the stored history when a room is opened, so a restart does
// not give anyone a fresh quota.
//
// Retention. A background pruner keeps per room the newest RetentionMessages envelopes and
// RetentionBytes, none older than RetentionAge; catch-up refuses what it would prune. Store
// writes split at badger's transaction limit, so a batch never fails for its size.
//
// The Service does not own the libp2p host, the gossipsub router or the DB. The router should
// be built with RecommendedPubSubOptions (bigger queues), or AppSignedPubSubOptions when every
// topic's payload is signed by its author, which cuts chat's CPU per message by a third to a
// half (BenchmarkRoom10Nodes).
package chat

// Package chat is AgentChat: team-chat rooms for people and agents over gossipsub.
//
// A message is an Envelope in the Internet-of-Agents shape (group_id, sender_id, state among
// discussion / task_assignment / execution / conclusion, type, task_id, task_desc, content, ts)
// signed by its sender's DID key as an identity.Statement of kind "agentsite/chat/1". Fields this
// version does not know are kept verbatim, covered by the signature, and otherwise ignored.
//
// A Service joins rooms (one gossipsub topic "/agentsite/chat/1/<room>" each), validates every
// message in a topic validator (shape, size, chain id, signature by the sender or a delegate,
// freshness, replay, optional membership), persists history in badger (Store), catches up on
// missed history from peers over the stream protocol "/agentsite/chat-sync/1", fans messages out
// to local subscribers, and lets hosted agents (Member with a Responder) answer messages
// addressed to them. Renderer turns envelopes into lines that read like a team chat.
package chat

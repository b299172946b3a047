// Package index is the node's local index of every valid agent card it has seen, kept in badger:
// by agent address, by skill tag, and in a small inverted text index ranked with BM25 over the
// card's name, description, skills, tags and examples, then by stake and reputation when known.
//
// Index.Put verifies every card (registry.Verifier) before storing it, keeps only the newest
// issue of each agent's card (highest issuedAt), and records where the card came from (Source).
// Expired cards are never returned and are deleted by Prune. On disk, writes are synced
// (badger SyncWrites) so a killed node loses nothing it acknowledged.
//
// Key layout (all under one badger DB):
//
//	c/<addr>               -> record (wire card, source, seen time, document length)
//	s/<tag>\x00<addr>      -> ""          skill tag postings
//	t/<term>\x00<addr>     -> tf, len     text postings (weighted term frequency, doc length; uint32 BE)
//	x/<expiresAt BE><addr> -> ""          expiry queue for Prune
//	m/docs, m/len          -> uint64      document count and total length, for BM25
package index

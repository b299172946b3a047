// Package registry holds the AgentSite agent card (Card): what an agent is, what it can do, where
// it is hosted and what it costs, signed by the agent's key (or a delegate of it) as an EIP-712
// statement of kind "agentsite/card/1".
//
// The card follows the A2A AgentCard fields (name, description, version, skills, input and
// output modes, interfaces) and adds the agent's DID, on-chain agentId, stake, price, the hosting
// node (peer id and addresses), issuedAt/expiresAt and the signature.
//
// Wire and canonical encoding. A card travels as JSON. Its canonical encoding, which is what the
// signature commits to (keccak256 of it is the statement's contentHash), is the card without its
// "signature" member, encoded as compact JSON with object keys sorted by byte order at every
// level, no insignificant whitespace, empty optional members omitted, numbers as integers,
// strings escaped as Go's encoding/json does with HTML escaping off (control characters and
// U+2028/U+2029 as \uXXXX). EncodeCard writes the same form with the signature included, so the
// wire form of a card is deterministic too. DecodeCard accepts at most MaxCardSize bytes and
// ignores unknown members: they are not covered by the signature and are dropped.
//
// Sub-packages: registry/index (the local badger index of every valid card seen, searchable by
// address, skill tag and text) and registry/discovery (DHT records, provider records, gossip and
// the card stream protocol).
package registry

// Package discovery finds agents on the AgentSite network with no central server.
//
// A Discovery ties together, on one libp2p host:
//
//   - a private Kademlia DHT (protocol prefix /agentsite, server mode) holding each agent's
//     signed card under /agentsite-card/<agent address> (validated by CardValidator: size,
//     structure, signature by the agent key or a delegate, expiry; the newest issuedAt wins), and
//     provider records on SkillCID(tag) for every skill tag of every hosted agent;
//   - the GossipSub topic /agentsite/announce/1 carrying card announcements and heartbeats (a
//     hosted card re-signed with a fresh issuedAt), checked by a topic validator: size,
//     signature, freshness (issuedAt within ±Freshness of the local clock), replay (a seen-cache
//     of card statement digests) and a StakeOracle;
//   - the GossipSub topic /agentsite/presence/1 carrying node heartbeats (the time signed with
//     the node's libp2p peer key, every HeartbeatInterval while it hosts agents), checked by
//     ValidateHeartbeat and kept in a bounded presence table: when each node was last seen;
//   - the stream protocol /agentsite/card/1, on which a node returns the cards it hosts
//     (optionally only those with a given skill tag);
//   - the local index (registry/index), into which every valid card seen by any of the above
//     goes, with where it came from.
//
// The node's one GossipSub router is built with PubSubOptions: peer scoring on the announce
// and bounty topics (a peer whose messages the validators reject is cut from gossip, then
// from our publishes, then graylisted: PeerScoreThresholds), and a subscription filter that
// tracks only AgentSite topics (TopicPattern), at most MaxSubscriptionsPerRPC per RPC.
//
// Hosted cards are republished every RepublishInterval: re-signed when the node holds the
// signing key, put to the DHT, provided under each skill tag and announced as a heartbeat.
//
// Search ranks the local index, keeping only cards whose node was seen alive within LiveTTL
// (a heartbeat, a ping, a card fetch). In the background it pings the nodes of matching cards
// not heard from and, when it has fewer results than asked, looks up providers of the skill
// (or of the query words taken as tags) on the DHT, fetches their cards over
// /agentsite/card/1 and indexes them; after at most SearchWait it ranks again. Nodes that
// failed a contact are not dialled again for DeadTTL. Each result says where its card came
// from (local, gossip or dht) and when its node was last seen.
//
// Wiring in a node (errors elided):
//
//	h, _ := p2p.New(p2pCfg, log)                  // node/p2p
//	_ = h.Start(ctx)                              // dial bootstrap peers
//	ps, _ := pubsub.NewGossipSub(ctx, h, discovery.PubSubOptions(bountyTopic)...) // shared with chat, bounties
//	idx, _ := index.Open(index.DefaultConfig(filepath.Join(dataDir, "cards")))
//	d, _ := discovery.New(discovery.DefaultConfig(chainID), h, ps, idx, log)
//	_ = d.Start(ctx)
//	_ = d.Publish(ctx, card, agentKey)            // for each hosted agent
//	res, _ := d.Search(ctx, discovery.Query{Text: "translate legal french", Limit: 10})
//	e, _ := d.Card(ctx, addr)                     // addr from discovery.ParseAgent(didOrAddress)
//	// shutdown: d.Close(); idx.Close(); h.Close()
//
// The chain index plugs in later through Config.Delegates (registry.DelegateChecker),
// Config.Stake (StakeOracle) and index.Config.Signals (verified stake and reputation).
package discovery

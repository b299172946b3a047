// Package auction is the /agentsite/ask/2 protocol: swarm auctions at call speed. A requester
// signs an Ask (an identity Statement of kind "agentsite/ask/1": skill or query, maximum
// and reserve price in one token, bid-by time and answer deadline in unix milliseconds, k, a
// nonce, its node's peer id), opens a direct libp2p stream to each candidate node that
// discovery found (Finder) and sends the ask; each node answers on the same stream with at
// most MaxBidsPerStream Bids, one per hosted agent its bidding policy (Book) lets bid. A bid
// is the agent's signed standing offer (kind "agentsite/ask-bid/2": skill, token, price,
// promised latency, agent, worker peer, expiry), signed once and sent to every ask it fits
// until half its life is gone; the stream binds it to the ask.
//
// The requester (Service.Ask) drops bad bids before they cost work — over-size frames are
// refused before they are read, then cheap checks (the ask's token and skill, worker, price within
// [reserve, max], expiry, one bid per agent and worker), then the chain index (Ledger: the
// agent must be registered and staked; no chain call) — ranks them (Weights.Rank: price,
// stake, paid record, promised and observed latency, and an exploration share of cheap asks
// for newcomers), checks the signature of a bid only when it is about to be called (and of a
// standing offer once), and calls the best k at once through the injected Caller (the node's
// ordinary call path, paid by voucher when the agent has a price), accepting the first
// valid answer or a Verifier's pick and cutting the others. A winner that fails or does not
// answer is replaced by the next bid while the deadline allows.
//
// The bidder side (Server) bounds strangers before it reads them: the stream joins the
// resource manager service ServiceName (per-peer and total stream and memory limits), each
// peer and the node as a whole have a token-bucket rate of asks, the frame is reserved in
// the stream's scope and read under MaxAskFrame, then takes a slot of asks in flight; it is parsed,
// checked against the policy (no chain call, no agent run) and answered with the standing
// offers (no signature work: the ask's signature is not checked, the offers are signed
// already). An agent at capacity does not bid.
package auction

package auction

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
)

// The adversarial review's findings (issue 21), each a test; docs/ARCHITECTURE.md ("A swarm
// auction, end to end", "What an auction's strangers can still do") states those left open.

// stranger is a node on w's mocknet linked to every bidder, with its own requester key.
func (w *world) stranger(t *testing.T) (host.Host, *identity.Key) {
	t.Helper()
	h, err := w.mn.GenPeer()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range w.bs {
		if _, err := w.mn.LinkPeers(h.ID(), b.host.ID()); err != nil {
			t.Fatal(err)
		}
	}
	key, _ := identity.GenerateKey()
	return h, key
}

// signedAsk is an "echo" ask from peer at now (max price 1000, bids in 1 s, answer in 2 s),
// edited by edit before key signs it.
func signedAsk(t *testing.T, key *identity.Key, peer string, now time.Time, edit func(*Ask)) *Ask {
	t.Helper()
	a := &Ask{ChainID: testChain, Peer: peer, Skill: "echo", MaxPrice: "1000", Reserve: "0",
		Token: "0x0000000000000000000000000000000000000000", BidBy: now.Add(time.Second).UnixMilli(),
		Deadline: now.Add(2 * time.Second).UnixMilli(), K: 1}
	if edit != nil {
		edit(a)
	}
	if err := a.Sign(key, now); err != nil {
		t.Fatal(err)
	}
	return a
}

// limitBidder gives w's first bidder the default limits edited by edit, and returns it.
func (w *world) limitBidder(edit func(*Limits)) (*bidder, Limits) {
	l := DefaultLimits()
	edit(&l)
	b := w.bs[0]
	b.srv.gate = newGate(l, w.clock.Now())
	return b, l
}

// sendAsk sends a signed "echo" ask from h to bidder b, edited by edit before signing, and
// returns how many bids came back.
func (w *world) sendAsk(t *testing.T, h host.Host, key *identity.Key, b *bidder, edit func(*Ask)) int {
	t.Helper()
	a := signedAsk(t, key, h.ID().String(), w.clock.Now(), edit)
	s, err := h.NewStream(context.Background(), b.host.ID(), ProtocolID)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Write(must(appendFrame(nil, a))); err != nil {
		return 0
	}
	_ = s.CloseWrite()
	r := bufio.NewReader(s)
	n := 0
	for {
		if _, err := readFrame(r, MaxBidFrame); err != nil {
			return n
		}
		n++
	}
}

// Finding 1: the bidder's replay memory refused every ask once it was full of live ones, so a
// stranger sending asks with the longest bid-by (5 min) at Replays/300 asks a second (218/s
// with the defaults: three peers, well within the rates) kept every honest requester's asks
// refused. A replay can only come from the ask's own peer (the stream must be from the peer
// the ask names), so it costs no more than a new ask: a full memory now forgets its oldest.
func TestReplayMemoryFullStillAnswersHonestAsks(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	b, l := w.limitBidder(func(l *Limits) { l.Replays = 4 })
	h, key := w.stranger(t)
	long := func(a *Ask) {
		a.BidBy = w.clock.Now().Add(MaxDeadline - time.Second).UnixMilli()
		a.Deadline = w.clock.Now().Add(MaxDeadline).UnixMilli()
	}
	for i := range l.Replays {
		if n := w.sendAsk(t, h, key, b, long); n != 1 {
			t.Fatalf("stranger's ask %d: %d bids, want 1", i, n)
		}
	}
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a1" {
		t.Fatalf("honest ask after the memory filled: winner %q, err %v; want a1", res.Winner.Name, err)
	}
	if got := len(b.srv.gate.seen); got > l.Replays {
		t.Fatalf("replay memory holds %d asks, limit %d", got, l.Replays)
	}
}

// signedBid is a bid from worker h for ask digest d by key, its agent DID spelled as did
// ("" for the canonical spelling), signed as is.
func signedBid(t *testing.T, w *world, h host.Host, d string, key *identity.Key, did, price string) []byte {
	t.Helper()
	b := &Bid{Token: native, Agent: did, AgentID: 77, Name: "evil", Worker: h.ID().String(), Skill: "echo", Price: price, LatencyMs: 1,
		Expires: w.clock.Now().Add(time.Minute).UnixMilli()}
	if did == "" {
		b.Agent = key.DID(testChain).String()
	}
	sig, issued, err := sign(key, testChain, BidKind, b.canonical, w.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	b.Signature, b.IssuedAt = sig, issued
	return frameOf(t, b)
}

// failEvil makes every call of an agent named "evil" fail at once, and counts them.
func failEvil(w *world) *int {
	n := new(int)
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		if tg.Agent == "evil" {
			*n++
			return nil, errors.New("stalled")
		}
		return answerName(ctx, tg)
	}
	return n
}

// Finding 2: one staked agent bidding from many nodes (peer ids are free) got one offer per
// node, each ranked and called in turn: a staller with one stake and 3 nodes cost the
// requester 3 cut calls (each 2×latency + CallGrace) per auction, 256 with 256 nodes. Now an
// agent is called at most once per auction, from its best offer.
func TestOneAttemptPerAgentAcrossWorkers(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	sybil, _ := identity.GenerateKey()
	w.ledger.set(sybil.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
	for range 3 {
		w.evil(t, func(h host.Host, _ *Ask, d string) [][]byte { return [][]byte{signedBid(t, w, h, d, sybil, "", "1")} })
	}
	calls := failEvil(w)
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a1" {
		t.Fatalf("winner %q, err %v; want a1", res.Winner.Name, err)
	}
	if *calls != 1 || len(res.Attempts) != 2 {
		t.Fatalf("the sybil agent was called %d times, attempts %d; want once, then a1", *calls, len(res.Attempts))
	}
}

// Finding 3: the requester's memory of an agent (Observed) and the one-bid-per-agent rule were
// keyed by the DID's text, which ParseDID reads in many spellings (hex case, the chain in
// decimal, hex or by name): an agent that failed us re-spelled its DID and bid with a clean
// record, as a newcomer again. Now a bid's DID must be in its canonical spelling.
func TestRespelledDIDRefused(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	agent, _ := identity.GenerateKey()
	w.ledger.set(agent.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
	respelled := "did:ethr:1337:" + agent.Address().Hex() // decimal chain, checksummed address
	if d, err := identity.ParseDID(respelled); err != nil || d.Address != agent.Address() {
		t.Fatalf("respelled DID %q parses as %v, %v", respelled, d, err)
	}
	w.evil(t, func(h host.Host, _ *Ask, d string) [][]byte {
		return [][]byte{signedBid(t, w, h, d, agent, respelled, "1")}
	})
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a1" || res.Dropped[DropMalformed] != 1 {
		t.Fatalf("winner %q, dropped %v, err %v; want a1, the respelled bid malformed", res.Winner.Name, res.Dropped, err)
	}
}

// Finding 4: our failures with an agent only scaled its trust, which a cheap ask barely weighs
// (v = V/(V+V½) ≈ 0), and a newcomer that never answers stayed a newcomer: an agent bidding
// the lowest price and never answering won every cheap ask (and every explored one), each
// costing the requester a cut call. Now an agent whose failures with us are at least 2 and
// outnumber its answers ranks after every other offer and is no newcomer.
func TestFailingAgentStopsWinningCheapAsks(t *testing.T) {
	for _, explore := range []float64{0, 1} {
		t.Run(fmt.Sprintf("explore %v", explore), func(t *testing.T) {
			w := newWorld(t, 1, 0, func(c *Config) { c.Weights.Explore, c.Weights.ExploreMaxValue = explore, wei(1000) })
			w.ledger.set(w.bs[0].key.Address(), Trust{Active: true, Stake: wei(1e18), Reputation: 100, Paid: wei(1e18), Count: 1})
			staller, _ := identity.GenerateKey()
			w.ledger.set(staller.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
			w.evil(t, func(h host.Host, _ *Ask, d string) [][]byte { return [][]byte{signedBid(t, w, h, d, staller, "", "1")} })
			calls := failEvil(w)
			for i := range 6 {
				w.clock.advance(time.Second)
				if res, err := w.req.Ask(context.Background(), request()); err != nil || res.Winner.Name != "a1" {
					t.Fatalf("auction %d: winner %q, err %v", i, res.Winner.Name, err)
				}
			}
			if *calls > 2 {
				t.Fatalf("the agent that never answers was called in %d of 6 auctions, want at most 2", *calls)
			}
		})
	}
}

// Finding 5: best-of-k's calls cut because another answer was accepted were recorded as
// failures of their agents: an honest agent a little slower than a fast (perhaps junk)
// answerer lost trust, and with finding 4's rule would be ranked last, in every best-of-k ask.
// A call we cut is no longer recorded.
func TestBestOfKCutCallIsNoFailure(t *testing.T) {
	w := newWorld(t, 2, 0, nil)
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		if tg.Agent == "a2" {
			<-ctx.Done() // answers only after a1's answer was accepted
			return nil, ctx.Err()
		}
		return answerName(ctx, tg)
	}
	ended := make(chan string, 2)
	w.req.ended = func(o Offer) { ended <- o.Bid.Name }
	r := request()
	r.K = 2
	res, err := w.req.Ask(context.Background(), r)
	if err != nil || res.Winner.Name != "a1" {
		t.Fatalf("winner %q, err %v; want a1", res.Winner.Name, err)
	}
	for range 2 {
		<-ended
	}
	if o := w.req.observed(2); o.Failed != 0 {
		t.Fatalf("a2, cut by us, is recorded %+v; want no failure", o)
	}
}

// Finding 6: the bidder took a slot of its asks in flight (64) before reading the ask and held
// it for the read timeout (2 s), so 8 peers holding 8 silent streams each (the resource
// manager's per-peer limit), re-opened every 2 s (32 streams a second, far under the rates),
// kept every honest ask out. A slot is now taken once the ask is read: silent streams hold
// only the resource manager's stream slots (256 for the service: 32 peers' worth).
func TestSilentAskStreamsDoNotHoldTheBidder(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	b, l := w.limitBidder(func(l *Limits) { l.InFlight = 2 })
	b.srv.read = time.Hour // the silent streams stay silent until the test ends
	h, _ := w.stranger(t)
	for range l.InFlight {
		s, err := h.NewStream(context.Background(), b.host.ID(), ProtocolID)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Reset() })
		if _, err := s.Write([]byte{0x10}); err != nil { // a length prefix, then nothing
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for b.srv.held() != l.InFlight {
		if time.Now().After(deadline) {
			t.Fatalf("%d silent streams held, want %d", b.srv.held(), l.InFlight)
		}
		time.Sleep(time.Millisecond)
	}
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a1" {
		t.Fatalf("honest ask beside %d silent streams: winner %q, err %v; want a1", l.InFlight, res.Winner.Name, err)
	}
}

// Finding 7: the paid record's half point was 1e18, but the chain index's Paid is the
// ReputationRegistry's weight (1e9 per ether, listed tokens likewise), so 1 ether of paid work
// weighed 1e-9 of the record's trust and valuable asks went on stake alone: any large staker
// outranked every agent with a record. The half point is now 1 ether's weight.
func TestPaidRecordWeighsInRegistryUnits(t *testing.T) {
	w := DefaultWeights()
	oneEther := big.NewInt(1e9) // the registry's weight of 1 ether paid
	o := Offer{Trust: Trust{Active: true, Stake: new(big.Int), Reputation: 100, Paid: oneEther, Count: 1}}
	if got := w.TrustScore(o); got < 0.24 || got > 0.26 {
		t.Fatalf("trust of 1 ether of paid work and no stake %.9f, want 0.25 (half the record's half)", got)
	}
	// On a valuable ask, a record of 20 ether's work and the least stake outranks a stake of
	// 1,000 tokens and no record.
	worker := Offer{Bid: Bid{Agent: "worker"}, Price: eth(0.5), Trust: Trust{Active: true, Stake: eth(1), Reputation: 100,
		Paid: big.NewInt(20e9), Count: 10}}
	whale := Offer{Bid: Bid{Agent: "whale"}, Price: eth(0.5), Trust: Trust{Active: true, Stake: eth(1000), Paid: new(big.Int)}}
	if order, _ := w.Rank([]Offer{whale, worker}, eth(1), 1000, 1); order[0].Bid.Agent != "worker" {
		t.Fatalf("valuable ask: %s first (worker %.3f, whale %.3f), want the worker", order[0].Bid.Agent,
			w.Score(worker, eth(1), 1000), w.Score(whale, eth(1), 1000))
	}
}

// Finding 8 (stated): without a verifier — and agent.ask, the CLI and the MCP tool have none —
// the first answer is accepted whatever it is. In best-of-k the fastest answer wins, so an
// agent answering junk at once takes every best-of-k ask it is called in, is paid for it, and
// its record with us (answered calls, observed latency) improves. Cost to the attacker: one
// stake; the requester's defence is a verifier (Request.Verifier).
func TestFastJunkDoesNotWinBestOfK(t *testing.T) {
	t.Skip("finding 8: without a verifier the first answer is accepted, junk or not (stated in docs/ARCHITECTURE.md)")
	w := newWorld(t, 2, 0, nil)
	junk, _ := identity.GenerateKey()
	w.ledger.set(junk.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
	w.evil(t, func(h host.Host, _ *Ask, d string) [][]byte { return [][]byte{signedBid(t, w, h, d, junk, "", "500")} })
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		if tg.Agent == "evil" {
			return json.RawMessage(`"junk"`), nil // at once
		}
		<-ctx.Done() // the honest agents take their time, and are cut
		return nil, ctx.Err()
	}
	r := request()
	r.K = 3
	res, err := w.req.Ask(context.Background(), r)
	if err == nil && res.Winner.Name == "evil" {
		t.Fatalf("the junk answer was accepted and paid %v", w.caller.charged)
	}
}

// Finding 9 (stated): a bid may promise any latency up to the deadline, and a promise costs at
// most λ = 0.5 of a score whose price part is worth 1 on a cheap ask: a bid at the reserve
// promising 90% of the time left outranks an honest one at half the max price promising
// 10 ms, and its call is then given twice its promise plus the grace — the whole deadline — so
// the auction fails. Cost to the attacker: one stake per two such auctions per requester
// (its failures then rank it last, finding 4).
func TestNearDeadlinePromiseDoesNotOutrankAFastBid(t *testing.T) {
	t.Skip("finding 9: a near-deadline promise at the lowest price outranks a fast bid on a cheap ask (stated in docs/ARCHITECTURE.md)")
	w := DefaultWeights()
	base := Trust{Active: true, Stake: eth(100), Paid: new(big.Int)}
	slow := Offer{Bid: Bid{Agent: "slow", LatencyMs: 900}, Price: new(big.Int), Trust: base}
	fast := Offer{Bid: Bid{Agent: "fast", LatencyMs: 10}, Price: wei(500), Trust: base}
	if order, _ := w.Rank([]Offer{slow, fast}, wei(1000), 1000, 1); order[0].Bid.Agent != "fast" {
		t.Fatalf("%s first (slow %.3f, fast %.3f), want fast", order[0].Bid.Agent, w.Score(slow, wei(1000), 1000), w.Score(fast, wei(1000), 1000))
	}
}

// Finding 3b: our memory of an agent was keyed by the DID that signs its bids, and the
// registry lets an agent's owner set a new agent wallet (one transaction, no new stake): the
// agent then bid under the new wallet's DID with a clean record and as a newcomer again. Our
// memory, and the one call per agent per auction, now key on the agent's on-chain id.
func TestNewWalletKeepsTheAgentsRecord(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	w.ledger.set(w.bs[0].key.Address(), Trust{Active: true, Stake: wei(1e18), Reputation: 100, Paid: wei(1e9), Count: 1})
	owner, _ := identity.GenerateKey()
	wallet, _ := identity.GenerateKey()
	for _, k := range []*identity.Key{owner, wallet} { // both speak for agent 77
		w.ledger.set(k.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
	}
	var signer atomic.Pointer[identity.Key]
	signer.Store(owner)
	w.evil(t, func(h host.Host, _ *Ask, d string) [][]byte {
		return [][]byte{signedBid(t, w, h, d, signer.Load(), "", "1")}
	})
	calls := failEvil(w)
	for i := range 5 {
		if i == 2 {
			signer.Store(wallet) // after two failures, the owner sets a new agent wallet
		}
		w.clock.advance(time.Second)
		if res, err := w.req.Ask(context.Background(), request()); err != nil || res.Winner.Name != "a1" {
			t.Fatalf("auction %d: winner %q, err %v", i, res.Winner.Name, err)
		}
	}
	if *calls > 2 {
		t.Fatalf("agent 77 was called in %d of 5 auctions across its wallet change, want 2", *calls)
	}
}

// Finding 14: bidding closed (window, Enough) with the streams of slow bidders still being
// read, and their goroutines went on after Ask returned, counting drops (a frame cut mid-way
// is one) into the map Result.Dropped is: the node formatted (ErrNoBids' text) and encoded
// (agent.ask's answer) that map while they wrote it, which Go ends with a fatal error — a
// bidder dribbling a frame at the window's end could crash a requester. Now collect returns
// once every stream's reader has ended (resetting a stream ends its reader at once).
func TestNoAuctionReaderOutlivesAsk(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	hold := make(chan struct{})
	defer close(hold)
	h := w.evil(t, func(host.Host, *Ask, string) [][]byte { <-hold; return nil })
	var ended atomic.Int32
	w.req.readerEnded = func(peer.ID) { ended.Add(1) }
	in := make(chan Offer, 1)
	w.req.offered = func(o Offer) { in <- o }
	done := make(chan Result)
	go func() {
		res, _ := w.req.Ask(context.Background(), request())
		done <- res
	}()
	<-in
	w.clock.fire() // the window ends with the silent node's stream still being read
	res := <-done
	if got := ended.Load(); got != 2 || res.Winner.Name != "a1" {
		t.Fatalf("%d of 2 stream readers ended when Ask returned (silent node %s), winner %q", got, h.ID(), res.Winner.Name)
	}
}

// Finding 15: the requester called the skill a bid named, whatever the ask's: a node found for
// skill "echo" answered with a bid of another agent of its, for another skill (one it is paid
// more for, or one the agent has), and won on price. A bid for an ask naming a skill must name
// that skill; only a query's bids name their own.
func TestBidForAnotherSkillDropped(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	other, _ := identity.GenerateKey()
	w.ledger.set(other.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
	w.evil(t, func(h host.Host, _ *Ask, d string) [][]byte {
		b := &Bid{Token: native, AgentID: 78, Name: "evil", Worker: h.ID().String(), Skill: "premium", Price: "1", LatencyMs: 1,
			Expires: w.clock.Now().Add(time.Minute).UnixMilli()}
		if err := b.Sign(other, testChain, w.clock.Now()); err != nil {
			t.Fatal(err)
		}
		return [][]byte{frameOf(t, b)}
	})
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a1" || res.Dropped[DropAsk] != 1 {
		t.Fatalf("winner %q, dropped %v, err %v; want a1, the other skill's bid dropped", res.Winner.Name, res.Dropped, err)
	}
}

// Finding 16 (stated): the weights' amounts (V½ 0.01, the exploration cap 0.001) are in base
// units of an 18-decimal token, and an ask in a 6-decimal token (USDC, x402's) is compared as
// is: an ask worth 100 USDC (1e8 base units) counts as cheap — decided on price alone, trust
// weighing 1e-8 of it, and open to the exploration share. Cost to the attacker: one stake, the
// cheapest bid. Fixed: the ask-value amounts are scaled to the ask token's decimals
// (Weights.In, Config.Decimals: the deployment's tokens), so the veteran wins; an ask of 0.0001
// USDC is still cheap (open to exploration).
func TestUSDCValuableAskIsNotCheap(t *testing.T) {
	w := DefaultWeights().In(6)
	if w.ValueHalf.Int64() != 10_000 || w.ExploreMaxValue.Int64() != 1_000 {
		t.Fatalf("scaled to 6 decimals: ValueHalf %s, ExploreMaxValue %s; want 0.01 and 0.001 USDC", w.ValueHalf, w.ExploreMaxValue)
	}
	usdc100 := big.NewInt(100e6)
	veteran := Offer{Bid: Bid{Agent: "veteran"}, Price: big.NewInt(90e6), Trust: Trust{Active: true, Stake: eth(500), Reputation: 100,
		Paid: big.NewInt(50e9), Count: 40}}
	nobody := Offer{Bid: Bid{Agent: "nobody"}, Price: big.NewInt(10e6), Trust: Trust{Active: true, Stake: eth(100), Paid: new(big.Int)}}
	if order, _ := w.Rank([]Offer{nobody, veteran}, usdc100, 1000, 1); order[0].Bid.Agent != "veteran" {
		t.Fatalf("a 100 USDC ask went to %s (nobody %.3f, veteran %.3f), want the veteran", order[0].Bid.Agent,
			w.Score(nobody, usdc100, 1000), w.Score(veteran, usdc100, 1000))
	}
}

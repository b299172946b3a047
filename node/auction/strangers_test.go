package auction

import (
	"bufio"
	"context"
	"encoding/binary"
	"math/big"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/agentsite/agentsite/identity"
)

// evil makes a node on w that answers every ask with the frames bids(ask digest) returns.
func (w *world) evil(t *testing.T, bids func(h host.Host, a *Ask, digest string) [][]byte) host.Host {
	t.Helper()
	h, err := w.mn.GenPeer()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.mn.LinkPeers(h.ID(), w.host.ID()); err != nil {
		t.Fatal(err)
	}
	h.SetStreamHandler(ProtocolID, func(s network.Stream) {
		defer s.Close()
		frame, err := readFrame(bufio.NewReader(s), MaxAskFrame)
		if err != nil {
			return
		}
		var a Ask
		if decode(frame, &a) != nil {
			return
		}
		d, _ := a.Digest()
		for _, f := range bids(h, &a, d.Hex()) {
			if _, err := s.Write(f); err != nil {
				return
			}
		}
	})
	w.req.d.Finder = append(w.req.d.Finder.(staticFinder), h.ID())
	return h
}

func frameOf(t *testing.T, b *Bid) []byte {
	f, err := appendFrame(nil, b)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestBadBidsAreDropped(t *testing.T) {
	w := newWorld(t, 1, 0, nil) // a1, the honest bidder at 101
	staked, _ := identity.GenerateKey()
	staked2, _ := identity.GenerateKey()
	unstaked, _ := identity.GenerateKey()
	w.ledger.set(staked.Address(), Trust{Active: true, Stake: wei(1e18)})
	w.ledger.set(staked2.Address(), Trust{Active: true, Stake: wei(1e18)})
	w.ledger.set(unstaked.Address(), Trust{Active: false})
	now := w.clock.Now()
	bid := func(h host.Host, token string, key *identity.Key, price int64, edit func(*Bid)) *Bid {
		b := &Bid{Token: token, AgentID: 9, Name: "evil", Worker: h.ID().String(), Skill: "echo", Price: big.NewInt(price).String(),
			LatencyMs: 1, Expires: now.Add(time.Minute).UnixMilli()}
		if edit != nil {
			edit(b)
		}
		if err := b.Sign(key, testChain, now); err != nil {
			t.Fatal(err)
		}
		return b
	}
	w.evil(t, func(h host.Host, a *Ask, d string) [][]byte {
		unsigned := bid(h, native, staked, 1, nil)
		unsigned.Signature = ""
		forged := bid(h, native, staked2, 1, nil)
		forged.Price = "0" // changed after signing
		other := bid(h, native, staked, 1, nil)
		other.Agent = unstaked.DID(testChain).String() // claims another (unstaked) agent's DID
		wrongChain := bid(h, native, staked, 1, nil)
		wrongChain.Agent = staked.DID(1).String()
		huge := binary.AppendUvarint(nil, MaxBidFrame+1)
		return [][]byte{
			frameOf(t, unsigned),
			frameOf(t, forged),
			frameOf(t, other),
			frameOf(t, wrongChain),
			frameOf(t, bid(h, native, staked, 1001, nil)), // over the max price
			frameOf(t, bid(h, native, unstaked, 1, nil)),  // agent unstaked in the index
			frameOf(t, bid(h, "0x00000000000000000000000000000000000000aa", staked, 1, nil)), // in another token
			huge, // over the frame limit: the stream ends here
		}
	})
	w.evil(t, func(h host.Host, a *Ask, d string) [][]byte {
		return [][]byte{
			frameOf(t, bid(h, native, staked, 1, func(b *Bid) { b.Worker = w.bs[0].host.ID().String() })),
			frameOf(t, bid(h, native, staked, 1, func(b *Bid) { b.Expires = now.UnixMilli() })),
			frameOf(t, bid(h, native, staked, 1, func(b *Bid) { b.LatencyMs = 60_000 })), // after the deadline
		}
	})
	w.evil(t, func(h host.Host, a *Ask, d string) [][]byte { // a duplicate, and one bid too many
		key, _ := identity.GenerateKey()
		w.ledger.set(key.Address(), Trust{Active: true, Stake: wei(1e18)})
		var out [][]byte
		for range MaxBidsPerStream + 1 {
			out = append(out, frameOf(t, bid(h, native, key, 500, nil)))
		}
		return out
	})
	res, err := w.req.Ask(context.Background(), request())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{DropSignature: 2, DropMalformed: 1, DropPrice: 1, DropUnstaked: 2, DropAsk: 1, DropWorker: 1,
		DropExpired: 2, DropFrame: 2, DropDuplicate: MaxBidsPerStream - 1}
	for k, v := range want {
		if res.Dropped[k] != v {
			t.Errorf("dropped %s: %d, want %d (all: %v)", k, res.Dropped[k], v, res.Dropped)
		}
	}
	// The unsigned and the forged bid pass the checks before the signature, rank first (price
	// 1) and are dropped when verified; a1 and the duplicator (once) remain.
	if res.Bids != 4 || len(res.Ranked) != 2 || res.Winner.Name != "a1" {
		t.Fatalf("bids %d, ranked %d, winner %s; want 4, 2, a1", res.Bids, len(res.Ranked), res.Winner.Name)
	}
}

// An ask flood from one peer: past its burst the streams are refused before a byte is read,
// and the policy never runs for them.
func TestAskFloodRefusedBeforeReading(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	b := w.bs[0]
	l := DefaultLimits()
	for range l.PerPeerBurst + 10 {
		if _, err := w.req.Ask(context.Background(), request()); err != nil && w.bs[0].srv.Stats.Refused.Load() == 0 {
			t.Fatal(err)
		}
	}
	// The fake clock does not move: no token comes back.
	if got := b.srv.Stats.Refused.Load(); got != 10 {
		t.Fatalf("refused %d asks, want 10", got)
	}
	if got := b.srv.Stats.Bids.Load(); got != int64(l.PerPeerBurst) {
		t.Fatalf("bid %d times, want %d", got, l.PerPeerBurst)
	}
	w.clock.advance(time.Second) // 20 tokens back
	if _, err := w.req.Ask(context.Background(), request()); err != nil {
		t.Fatalf("after a second: %v", err)
	}
}

// Asks a bidder must not answer: wrong peer, replayed, stale, over-size, k out of bounds, and
// asks for skills it does not have (answered with no bid). An ask whose signature is bad is
// answered: the bidder does not check it (its bids are standing offers, the same for any ask).
func TestBadAsksAreDropped(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	b := w.bs[0]
	key, _ := identity.GenerateKey()
	now := w.clock.Now()
	ask := func(edit func(*Ask)) *Ask { return signedAsk(t, key, w.host.ID().String(), now, edit) }
	send := func(frame []byte) (bids int, ok bool) {
		s, err := w.host.NewStream(context.Background(), b.host.ID(), ProtocolID)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if _, err := s.Write(frame); err != nil {
			return 0, false
		}
		_ = s.CloseWrite()
		r := bufio.NewReader(s)
		for {
			if _, err := readFrame(r, MaxBidFrame); err != nil {
				return bids, err.Error() == "EOF"
			}
			bids++
		}
	}
	good := ask(nil)
	gf, _ := appendFrame(nil, good)
	if n, ok := send(gf); n != 1 || !ok {
		t.Fatalf("good ask: %d bids, clean end %v", n, ok)
	}
	forged := ask(nil)
	forged.MaxPrice = "999"
	if n, ok := send(must(appendFrame(nil, forged))); n != 1 || !ok {
		t.Fatalf("badly signed ask: %d bids, clean end %v; want its standing offer", n, ok)
	}
	for name, f := range map[string][]byte{
		"replayed":         gf,
		"wrong peer":       must(appendFrame(nil, ask(func(a *Ask) { a.Peer = b.host.ID().String() }))),
		"stale":            must(appendFrame(nil, ask(func(a *Ask) { a.BidBy = now.UnixMilli() }))),
		"forged, replayed": must(appendFrame(nil, forged)), // the same peer and nonce as answered
		"over-size":        binary.AppendUvarint(nil, MaxAskFrame+1),
		"k 0":              must(appendFrame(nil, ask(func(a *Ask) { a.K = 0 }))),
	} {
		if n, ok := send(f); n != 0 || ok {
			t.Errorf("%s: %d bids, clean end %v; want a reset and no bid", name, n, ok)
		}
	}
	if n, ok := send(must(appendFrame(nil, ask(func(a *Ask) { a.Skill = "translate" })))); n != 0 || !ok {
		t.Errorf("other skill: %d bids, clean end %v; want no bid", n, ok)
	}
	if got := b.srv.Stats.Bad.Load(); got != 6 {
		t.Errorf("bad asks %d, want 6", got)
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// A bid forged in an honest agent's name from another node, arriving first, neither wins nor
// pushes out the agent's own bid.
func TestForgedBidInAnotherAgentsName(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	honest := w.bs[0]
	thief, _ := identity.GenerateKey()
	w.evil(t, func(h host.Host, a *Ask, d string) [][]byte {
		b := &Bid{Token: native, AgentID: 1, Name: "a1", Worker: h.ID().String(), Skill: "echo", Price: "1", LatencyMs: 1,
			Expires: w.clock.Now().Add(time.Minute).UnixMilli()}
		if err := b.Sign(thief, testChain, w.clock.Now()); err != nil {
			t.Fatal(err)
		}
		b.Agent = honest.key.DID(testChain).String()
		return [][]byte{frameOf(t, b)}
	})
	w.req.d.Finder = append(staticFinder{w.req.d.Finder.(staticFinder)[1]}, honest.host.ID()) // the thief is asked first
	res, err := w.req.Ask(context.Background(), request())
	if err != nil {
		t.Fatal(err)
	}
	if res.Winner.Worker != honest.host.ID().String() || res.Dropped[DropSignature] != 1 || res.Dropped[DropDuplicate] != 0 {
		t.Fatalf("winner on %s, dropped %v; want the honest node, one bad signature", res.Winner.Worker, res.Dropped)
	}
}

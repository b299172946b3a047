package escrow_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// negotiationRig is a call, a worker's bid on it and a fresh negotiation over that bid.
type negotiationRig struct {
	now          time.Time
	req, worker  *identity.Key
	call         escrow.CallForBids
	bid          escrow.Bid
	neg          *escrow.Negotiation
	deadline     time.Time
	reviewWindow time.Duration
}

func newNegotiationRig(t testing.TB) *negotiationRig {
	t.Helper()
	r := &negotiationRig{now: time.Unix(1_700_000_000, 0), reviewWindow: 10 * time.Minute}
	r.req, _ = identity.GenerateKey()
	r.worker, _ = identity.GenerateKey()
	r.call = testCall(t, r.req, r.now)
	if err := json.Unmarshal(testBid(t, r.worker, r.call, 800, r.now, nil), &r.bid); err != nil {
		t.Fatal(err)
	}
	r.deadline = time.Unix(r.call.Deadline, 0)
	r.neg = escrow.NewNegotiation(r.bid, r.req.Address())
	return r
}

// msg signs, with k, a message that would be the negotiation's next one, after edit.
func (r *negotiationRig) msg(t testing.TB, k *identity.Key, action string, price int64, edit func(*escrow.Terms)) []byte {
	t.Helper()
	msgs := r.neg.Messages()
	prev := escrow.BidHash(r.bid)
	if len(msgs) > 0 {
		prev = msgs[len(msgs)-1].Hash()
	}
	m := escrow.Terms{ChainID: r.bid.ChainID, Escrow: r.bid.Escrow, CallID: r.bid.CallID, AgentID: r.bid.AgentID,
		Round: uint8(len(msgs) + 1), Prev: prev, Action: action, Price: escrow.NewBigString(big.NewInt(price)),
		Deadline: r.deadline.Unix(), ReviewSecs: uint32(r.reviewWindow / time.Second), Expiry: uint64(r.now.Add(time.Minute).UnixMilli())}
	if err := m.Sign(k, r.now); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&m)
	}
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// The requester counters, the worker counters back, the requester accepts: the agreed terms
// are the worker's counter, and nothing more is taken.
func TestNegotiationAgrees(t *testing.T) {
	r := newNegotiationRig(t)
	if _, err := r.neg.Next(r.req, escrow.ActionCounter, escrow.NewBigString(big.NewInt(500)), r.deadline, r.reviewWindow, time.Minute, r.now); err != nil {
		t.Fatal(err)
	}
	if _, agreed := r.neg.Agreed(); agreed {
		t.Fatal("agreed after one counter")
	}
	if _, err := r.neg.Add(r.msg(t, r.worker, escrow.ActionCounter, 650, nil), r.now); err != nil {
		t.Fatal(err)
	}
	if _, err := r.neg.Next(r.req, escrow.ActionAccept, nil, time.Time{}, 0, time.Minute, r.now); err != nil {
		t.Fatal(err)
	}
	got, agreed := r.neg.Agreed()
	if !agreed || got.Price.Int().Int64() != 650 || got.Deadline != r.deadline.Unix() || got.ReviewSecs != 600 {
		t.Fatalf("agreed %v: %+v", agreed, got)
	}
	if _, err := r.neg.Add(r.msg(t, r.worker, escrow.ActionCounter, 700, nil), r.now); !errors.Is(err, escrow.ErrNegotiationOver) {
		t.Fatalf("a message after the accept: %v", err)
	}
}

// Every message that is not the negotiation's next one, from its signer, fresh and sensible,
// is refused, and the negotiation is unchanged by it.
func TestNegotiationRefuses(t *testing.T) {
	other, _ := identity.GenerateKey()
	for _, tc := range []struct {
		name  string
		setup func(*testing.T, *negotiationRig) // messages taken before the bad one
		bad   func(*testing.T, *negotiationRig) []byte
		want  error
	}{
		{"bad signer", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, other, escrow.ActionCounter, 500, nil)
		}, escrow.ErrBadTerms},
		{"worker speaks first", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.worker, escrow.ActionCounter, 500, nil)
		}, escrow.ErrBadTerms},
		{"forged signature", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 500, func(m *escrow.Terms) { m.Price = escrow.NewBigString(big.NewInt(1)) })
		}, escrow.ErrBadTerms},
		{"wrong call", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 500, func(m *escrow.Terms) { m.CallID = common.Hash{9}; _ = m.Sign(r.req, r.now) })
		}, escrow.ErrBadTerms},
		{"wrong agent", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 500, func(m *escrow.Terms) { m.AgentID++; _ = m.Sign(r.req, r.now) })
		}, escrow.ErrBadTerms},
		{"stale", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 500, func(m *escrow.Terms) { _ = m.Sign(r.req, r.now.Add(-2*time.Minute)) })
		}, escrow.ErrBadTerms},
		{"expired", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 500, func(m *escrow.Terms) { m.Expiry = uint64(r.now.UnixMilli()); _ = m.Sign(r.req, r.now) })
		}, escrow.ErrBadTerms},
		{"answer after the previous message expired", counterOnce, func(t *testing.T, r *negotiationRig) []byte {
			r.now = r.now.Add(2 * time.Minute)
			return r.msg(t, r.worker, escrow.ActionAccept, 500, nil)
		}, escrow.ErrBadTerms},
		{"replayed", counterOnce, func(t *testing.T, r *negotiationRig) []byte {
			raw, _ := json.Marshal(r.neg.Messages()[0])
			return raw
		}, escrow.ErrBadTerms},
		{"mismatched previous hash", counterOnce, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.worker, escrow.ActionCounter, 600, func(m *escrow.Terms) { m.Prev = escrow.BidHash(r.bid); _ = m.Sign(r.worker, r.now) })
		}, escrow.ErrBadTerms},
		{"wrong round", counterOnce, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.worker, escrow.ActionCounter, 600, func(m *escrow.Terms) { m.Round = 3; _ = m.Sign(r.worker, r.now) })
		}, escrow.ErrBadTerms},
		{"accept with other terms", counterOnce, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.worker, escrow.ActionAccept, 501, nil)
		}, escrow.ErrBadTerms},
		{"accept of the bid itself", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionAccept, 800, nil)
		}, escrow.ErrBadTerms},
		{"counter without a price", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 0, nil)
		}, escrow.ErrBadTerms},
		{"unknown action", nil, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, "haggle", 500, nil)
		}, escrow.ErrBadTerms},
		{"too large", nil, func(t *testing.T, r *negotiationRig) []byte {
			return make([]byte, escrow.MaxBidMessageSize+1)
		}, escrow.ErrBadTerms},
		{"counter in the last round", func(t *testing.T, r *negotiationRig) {
			counterOnce(t, r)
			if _, err := r.neg.Add(r.msg(t, r.worker, escrow.ActionCounter, 600, nil), r.now); err != nil {
				t.Fatal(err)
			}
		}, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 550, nil)
		}, escrow.ErrBadTerms},
		{"a fourth round", func(t *testing.T, r *negotiationRig) {
			counterOnce(t, r)
			if _, err := r.neg.Add(r.msg(t, r.worker, escrow.ActionCounter, 600, nil), r.now); err != nil {
				t.Fatal(err)
			}
			if _, err := r.neg.Add(r.msg(t, r.req, escrow.ActionDecline, 0, nil), r.now); err != nil {
				t.Fatal(err)
			}
		}, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.worker, escrow.ActionCounter, 550, nil)
		}, escrow.ErrNegotiationOver},
		{"after a decline", func(t *testing.T, r *negotiationRig) {
			counterOnce(t, r)
			if _, err := r.neg.Add(r.msg(t, r.worker, escrow.ActionDecline, 0, nil), r.now); err != nil {
				t.Fatal(err)
			}
		}, func(t *testing.T, r *negotiationRig) []byte {
			return r.msg(t, r.req, escrow.ActionCounter, 700, nil)
		}, escrow.ErrNegotiationOver},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newNegotiationRig(t)
			if tc.setup != nil {
				tc.setup(t, r)
			}
			before := len(r.neg.Messages())
			if _, err := r.neg.Add(tc.bad(t, r), r.now); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if len(r.neg.Messages()) != before {
				t.Fatal("a refused message was taken")
			}
		})
	}
}

// A message of one negotiation is refused in another over a bid on another call.
func TestNegotiationMessageNotReusedElsewhere(t *testing.T) {
	a, b := newNegotiationRig(t), newNegotiationRig(t)
	b.req, b.neg = a.req, escrow.NewNegotiation(b.bid, a.req.Address())
	raw, err := a.neg.Next(a.req, escrow.ActionCounter, escrow.NewBigString(big.NewInt(500)), a.deadline, a.reviewWindow, time.Minute, a.now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.neg.Add(raw, b.now); !errors.Is(err, escrow.ErrBadTerms) {
		t.Fatalf("reused in another negotiation: %v", err)
	}
}

func counterOnce(t *testing.T, r *negotiationRig) {
	t.Helper()
	if _, err := r.neg.Add(r.msg(t, r.req, escrow.ActionCounter, 500, nil), r.now); err != nil {
		t.Fatal(err)
	}
}

// CheckAgreed holds a bounty to the agreed price, deadline and review window.
func TestCheckAgreed(t *testing.T) {
	r := newNegotiationRig(t)
	agreed := escrow.Terms{Price: escrow.NewBigString(big.NewInt(650)), Deadline: r.deadline.Unix(), ReviewSecs: 600}
	good := escrow.Bounty{AgentID: r.bid.AgentID, Token: r.bid.Token, Amount: big.NewInt(650), Until: r.deadline, ReviewWindow: 10 * time.Minute}
	if err := escrow.CheckAgreed(good, r.bid, agreed); err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(*escrow.Bounty){
		"the bid's price": func(b *escrow.Bounty) { b.Amount = big.NewInt(800) },
		"another review":  func(b *escrow.Bounty) { b.ReviewWindow = time.Minute },
		"another until":   func(b *escrow.Bounty) { b.Until = b.Until.Add(time.Second) },
	} {
		b := good
		edit(&b)
		if err := escrow.CheckAgreed(b, r.bid, agreed); !errors.Is(err, escrow.ErrHireMismatch) {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// FuzzNegotiationAdd feeds arbitrary bytes to a negotiation as the requester's first message:
// it must never panic, and what it takes is round 1, from the requester, over the bid's call
// and agent, chained to the bid.
func FuzzNegotiationAdd(f *testing.F) {
	r := newNegotiationRig(f)
	f.Add(r.msg(f, r.req, escrow.ActionCounter, 500, nil))
	f.Add([]byte(`{"round":1,"action":"counter"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		neg := escrow.NewNegotiation(r.bid, r.req.Address())
		m, err := neg.Add(b, r.now)
		if err != nil {
			return
		}
		if m.Round != 1 || m.From != r.req.Address() || m.CallID != r.bid.CallID || m.AgentID != r.bid.AgentID || m.Prev != escrow.BidHash(r.bid) {
			t.Fatalf("took %q as %+v", b, m)
		}
	})
}

package escrow_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

var intentEscrow = common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")

func signedIntent(t testing.TB, k *identity.Key, id uint64, at time.Time, edit func(*escrow.Intent)) []byte {
	t.Helper()
	in := escrow.Intent{ChainID: 31337, Escrow: intentEscrow, BountyID: id, AgentID: 7}
	if err := in.Sign(k, at); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&in)
	}
	b, err := in.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A claim intent decodes only when it is small, on this chain, complete, fresh and signed by
// the worker it names.
func TestDecodeIntent(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	k, _ := identity.GenerateKey()
	other, _ := identity.GenerateKey()
	good := signedIntent(t, k, 1, now, nil)
	in, err := escrow.DecodeIntent(good, 31337, now, 30*time.Second)
	if err != nil || in.Worker != k.Address() || in.BountyID != 1 || in.AgentID != 7 {
		t.Fatalf("good intent: %+v, %v", in, err)
	}
	for _, c := range []struct {
		name string
		data []byte
		now  time.Time
	}{
		{"another chain", good, now},
		{"stale", good, now.Add(31 * time.Second)},
		{"from the future", good, now.Add(-31 * time.Second)},
		{"worker changed after signing", signedIntent(t, k, 1, now, func(i *escrow.Intent) { i.Worker = other.Address() }), now},
		{"bounty changed after signing", signedIntent(t, k, 1, now, func(i *escrow.Intent) { i.BountyID = 2 }), now},
		{"withdrawal forged from an intent", signedIntent(t, k, 1, now, func(i *escrow.Intent) { i.Withdraw = true }), now},
		{"no agent", signedIntent(t, k, 1, now, func(i *escrow.Intent) { i.AgentID = 0 }), now},
		{"no signature", signedIntent(t, k, 1, now, func(i *escrow.Intent) { i.Sig = "" }), now},
		{"garbage", []byte(`{"chainId":`), now},
		{"oversize", []byte(`{"pad":"` + strings.Repeat("x", escrow.MaxIntentSize) + `"}`), now},
	} {
		t.Run(c.name, func(t *testing.T) {
			chain := uint64(31337)
			if c.name == "another chain" {
				chain = 1
			}
			if _, err := escrow.DecodeIntent(c.data, chain, c.now, 30*time.Second); !errors.Is(err, escrow.ErrBadIntent) {
				t.Fatalf("decoded: %v, want ErrBadIntent", err)
			}
		})
	}
}

// Intents in the window are ordered by their draw alone, later ones after them by issue time;
// every worker sorting the same set gets the same order whatever order it saw them in.
func TestBeforeOrdersByDrawInWindow(t *testing.T) {
	const window = 100 * time.Millisecond
	anchor := uint64(1_700_000_000_000)
	var ins []escrow.Intent
	for i := range 8 {
		k, _ := identity.GenerateKey()
		in := escrow.Intent{BountyID: 42, AgentID: uint64(i + 1), Worker: k.Address(), IssuedAt: anchor + uint64(i)*30}
		ins = append(ins, in)
	}
	sorted := func(order []int) []common.Address {
		s := make([]escrow.Intent, 0, len(order))
		for _, i := range order {
			s = append(s, ins[i])
		}
		slices.SortFunc(s, func(a, b escrow.Intent) int {
			if escrow.Before(a, b, anchor, window) {
				return -1
			}
			if escrow.Before(b, a, anchor, window) {
				return 1
			}
			return 0
		})
		out := make([]common.Address, len(s))
		for i, in := range s {
			out[i] = in.Worker
		}
		return out
	}
	a, b := sorted([]int{0, 1, 2, 3, 4, 5, 6, 7}), sorted([]int{7, 5, 3, 1, 6, 4, 2, 0})
	if !slices.Equal(a, b) {
		t.Fatalf("order depends on arrival: %v vs %v", a, b)
	}
	// Issued at +0, +30, +60, +90 ms: in the window; +120 … +210: after it, by time.
	for i, w := range a[4:] {
		if w != ins[4+i].Worker {
			t.Fatalf("late intent %d out of issue order: %v", i, a)
		}
	}
	inWindow := a[:4]
	for i := 1; i < len(inWindow); i++ {
		x, y := ins[slices.IndexFunc(ins, func(in escrow.Intent) bool { return in.Worker == inWindow[i-1] })].Rank(),
			ins[slices.IndexFunc(ins, func(in escrow.Intent) bool { return in.Worker == inWindow[i] })].Rank()
		if x.Cmp(y) >= 0 {
			t.Fatalf("window not ordered by draw at %d", i)
		}
	}
	// The draw depends on the bounty: the same workers come in another order for another one.
	other := ins[0]
	other.BountyID = 43
	if other.Rank() == ins[0].Rank() {
		t.Fatal("the draw ignores the bounty")
	}
}

// Exactly one worker of a set is drawn first for a bounty, the one whose draw sorts first; it
// stays first whoever else's account is missing from its view, and the order changes with the
// bounty. A rival list holding only the worker (or nothing) leaves it first.
func TestDrawnFirst(t *testing.T) {
	var ws []common.Address
	for range 10 {
		k, _ := identity.GenerateKey()
		ws = append(ws, k.Address())
	}
	firsts := map[common.Address]bool{}
	for id := uint64(1); id <= 40; id++ {
		var first []common.Address
		for _, w := range ws {
			if escrow.DrawnFirst(id, w, ws) {
				first = append(first, w)
			}
		}
		if len(first) != 1 {
			t.Fatalf("bounty %d: %d workers drawn first", id, len(first))
		}
		best := slices.MinFunc(ws, func(a, b common.Address) int {
			x, y := escrow.Draw(id, a), escrow.Draw(id, b)
			return x.Cmp(y)
		})
		if first[0] != best {
			t.Fatalf("bounty %d: %s drawn first, lowest draw is %s", id, first[0], best)
		}
		if in := (escrow.Intent{BountyID: id, Worker: best}); in.Rank() != escrow.Draw(id, best) {
			t.Fatal("an intent's rank is not its worker's draw")
		}
		others := slices.DeleteFunc(slices.Clone(ws), func(a common.Address) bool { return a == best })
		if !escrow.DrawnFirst(id, best, others[3:]) {
			t.Fatalf("bounty %d: the best draw lost to a subset", id)
		}
		firsts[best] = true
	}
	if len(firsts) < 3 {
		t.Fatalf("40 bounties went first to %d of 10 workers: the draw ignores the bounty", len(firsts))
	}
	if !escrow.DrawnFirst(1, ws[0], nil) || !escrow.DrawnFirst(1, ws[0], ws[:1]) {
		t.Fatal("a worker without rivals is not first")
	}
}

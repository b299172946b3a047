package escrow_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// fakeHistory is a chain index that knows one record per requester.
type fakeHistory struct {
	records map[common.Address]escrow.RequesterRecord
	asked   int
}

func (f *fakeHistory) RequesterRecord(requester, _ common.Address) (escrow.RequesterRecord, error) {
	f.asked++
	r, ok := f.records[requester]
	if !ok {
		return escrow.RequesterRecord{Settled: new(big.Int), Refused: new(big.Int)}, nil
	}
	return r, nil
}

func rec(settled, refused *big.Int, n int) escrow.RequesterRecord {
	return escrow.RequesterRecord{Settled: settled, Refused: refused, Bounties: n}
}

// TestCheckRequester: on a bounty without an arbiter the worker declines a requester that
// refused more than a quarter of its settled value, and takes at most the fresh allowance
// plus what the record backs; a bounty with an arbiter is not judged by the record.
func TestCheckRequester(t *testing.T) {
	eth := harness.Eth
	token := common.HexToAddress("0x70")
	arb := common.HexToAddress("0xa1")
	cases := []struct {
		name   string
		pol    escrow.Policy
		amount *big.Int
		token  common.Address
		arb    common.Address
		r      escrow.RequesterRecord
		want   error
	}{
		{name: "fresh requester, reward within the allowance", amount: big.NewInt(1e16), r: rec(nil, nil, 0)},
		{name: "fresh requester, reward above the allowance", amount: big.NewInt(1e16 + 1), r: rec(nil, nil, 0), want: escrow.ErrRequesterRecord},
		{name: "fresh requester, with an arbiter", amount: eth(5), arb: arb, r: rec(nil, nil, 0)},
		{name: "one tiny accepted bounty backs little", amount: eth(1), r: rec(big.NewInt(1e15), nil, 1), want: escrow.ErrRequesterRecord},
		// 3 ETH paid, nothing refused: it may refuse 1 ETH and stay at 25 %
		{name: "record backs the reward", amount: new(big.Int).Add(eth(1), big.NewInt(1e16)), r: rec(eth(3), nil, 3)},
		{name: "record backs just less", amount: new(big.Int).Add(eth(1), big.NewInt(1e16+1)), r: rec(eth(3), nil, 3), want: escrow.ErrRequesterRecord},
		{name: "refused share at the threshold, no headroom", amount: big.NewInt(1e16), r: rec(eth(4), eth(1), 4)},
		{name: "refused share over the threshold", amount: big.NewInt(1e15), r: rec(eth(4), new(big.Int).Add(eth(1), big.NewInt(1)), 4), want: escrow.ErrRequesterRecord},
		{name: "refused everything", amount: big.NewInt(1e15), r: rec(eth(1), eth(1), 1), want: escrow.ErrRequesterRecord},
		{name: "token bounty: no fresh allowance", token: token, amount: big.NewInt(1), r: rec(nil, nil, 0), want: escrow.ErrRequesterRecord},
		{name: "token bounty: backed by its token's record", token: token, amount: eth(1), r: rec(eth(3), nil, 3)},
		{name: "operator trusts every requester", pol: escrow.Policy{MaxRefusedBps: 10_000}, amount: eth(100), r: rec(eth(1), eth(1), 1)},
		{name: "stricter threshold", pol: escrow.Policy{MaxRefusedBps: 1000}, amount: big.NewInt(1e15), r: rec(eth(10), eth(2), 3), want: escrow.ErrRequesterRecord},
		{name: "larger allowance", pol: escrow.Policy{MaxFreshReward: escrow.NewBigString(eth(1))}, amount: eth(1), r: rec(nil, nil, 0)},
		{name: "no allowance", pol: escrow.Policy{MaxFreshReward: escrow.NewBigString(new(big.Int))}, amount: big.NewInt(1), r: rec(nil, nil, 0), want: escrow.ErrRequesterRecord},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := escrow.Bounty{ID: 1, Requester: common.HexToAddress("0xbe"), Token: c.token, Amount: c.amount, Arbiter: c.arb}
			err := c.pol.CheckRequester(b, c.r)
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("CheckRequester = %v, want %v", err, c.want)
			}
		})
	}
}

// TestMarketChecksRequesterRecord: a worker with a history declines an arbiter-less bounty whose
// requester's record does not back it (saying why, without claiming), claims one it backs, and
// does not read the history for a bounty with an arbiter.
func TestMarketChecksRequesterRecord(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	hist := &fakeHistory{records: map[common.Address]escrow.RequesterRecord{}}
	arb := m.Arbiter.Key.Address()
	pol := escrow.Policy{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1)),
		Arbiters: []common.Address{arb}}
	work, err := escrow.NewMarket(escrow.DefaultConfig(m.Anvil.ChainID), escrow.Deps{Key: m.Worker.Key, Escrow: m.Worker.Esc, Rep: m.Worker.Rep,
		Store: newMemStore(), Transport: port{sb, "work"}, Runner: upper{}, History: hist}, []escrow.Policy{pol})
	if err != nil {
		t.Fatal(err)
	}
	sb.mu.Lock()
	sb.markets["work"] = work
	sb.mu.Unlock()

	// a fresh requester: 0.02 ETH is over the 0.01 ETH allowance
	id, err := req.Post(ctx, request(big.NewInt(2e16)))
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); !errors.Is(err, escrow.ErrRequesterRecord) || !errors.Is(err, escrow.ErrNotForUs) {
		t.Fatalf("offer from a fresh requester: %v, want ErrRequesterRecord in ErrNotForUs", err)
	}
	if s := m.Status(id); s != escrow.StatusOpen {
		t.Fatalf("status %s, want Open", s)
	}
	if rf, ok := work.Refusal(id); !ok || !strings.Contains(rf.Reason, "does not back") {
		t.Fatalf("refusal %+v (%v)", rf, ok)
	}

	// the same requester with 0.06 ETH paid: it backs 0.02 + 0.01 ETH
	hist.records[m.Requester.Key.Address()] = rec(big.NewInt(6e16), nil, 2)
	id, err = req.Post(ctx, request(big.NewInt(2e16)))
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s == escrow.StatusOpen {
		t.Fatalf("backed bounty not claimed: %s", s)
	}

	// with an arbiter the record is not read, whatever it says
	hist.records[m.Requester.Key.Address()] = rec(big.NewInt(6e16), big.NewInt(6e16), 2)
	asked := hist.asked
	r := request(big.NewInt(2e16))
	r.Arbiter = arb
	id, err = req.Post(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if hist.asked != asked {
		t.Fatal("the history was read for a bounty with an arbiter")
	}
	if s := m.Status(id); s == escrow.StatusOpen {
		t.Fatalf("arbitrated bounty not claimed: %s", s)
	}
}

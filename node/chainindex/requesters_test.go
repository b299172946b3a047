package chainindex

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestRequesterRecord: the requester's record sums its settled bounties in the token, read from
// the index of the scenario's chain: accepted 1 ETH and 1 ETH (auto), resolved 2 ETH at 25 %
// for the agent (1.5 refused) and 1 ETH rejected and conceded (all refused); cancelled,
// expired and still-claimed bounties are not settled.
func TestRequesterRecord(t *testing.T) {
	m := newMarket(t)
	s := runScenario(t, m)
	ix, _ := m.openIndex("", testConfig())
	if err := ix.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	m.sync(ix)
	gwei := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e9)) }
	r, err := ix.RequesterRecord(s.req.key.Address(), common.Address{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bounties != 4 || r.Settled.Cmp(gwei(5e9)) != 0 || r.Refused.Cmp(gwei(25e8)) != 0 {
		t.Fatalf("record %d bounties, %s settled, %s refused; want 4, 5 ETH, 2.5 ETH", r.Bounties, r.Settled, r.Refused)
	}
	for _, c := range []struct {
		name             string
		requester, token common.Address
	}{
		{"other token", s.req.key.Address(), common.HexToAddress("0x70")},
		{"requester with nothing settled", s.workerA.key.Address(), common.Address{}},
		{"unknown requester", common.HexToAddress("0xbe"), common.Address{}},
	} {
		r, err := ix.RequesterRecord(c.requester, c.token)
		if err != nil || r.Bounties != 0 || r.Settled.Sign() != 0 || r.Refused.Sign() != 0 {
			t.Errorf("%s: %+v, %v; want an empty record", c.name, r, err)
		}
	}
}

package escrow

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestPolicyCheck(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	arb, other := common.HexToAddress("0xa1"), common.HexToAddress("0xb2")
	eth := func(n float64) *big.Int {
		v, _ := new(big.Float).Mul(big.NewFloat(n), big.NewFloat(1e18)).Int(nil)
		return v
	}
	// A 1-ETH bounty on the dev weights: worth 1 AST, reserving 6.25 (the floor), forfeit 0.1
	// (10% of the value, to the treasury).
	open := Bounty{ID: 1, Until: now.Add(time.Hour), Amount: eth(1)}
	withArb := open
	withArb.Arbiter = arb
	noArbExp := exposureOf(common.Address{}, eth(1), eth(6.25))
	arbExp := exposureOf(arb, eth(1), eth(6.25))
	base := Policy{Agent: "a", AgentID: 7, Arbiters: []common.Address{arb}}
	cases := []struct {
		name string
		pol  func(Policy) Policy
		b    Bounty
		exp  Exposure
		free *big.Int
		now  time.Time
		want error
	}{
		{"no arbiter", nil, open, noArbExp, eth(100), now, nil},
		{"accepted arbiter", nil, withArb, arbExp, eth(100), now, nil},
		{"arbiter not listed", func(p Policy) Policy { p.Arbiters = []common.Address{other}; return p }, withArb, arbExp, eth(100), now, ErrArbiterNotAccepted},
		{"empty list takes no arbiter", func(p Policy) Policy { p.Arbiters = nil; return p }, withArb, arbExp, eth(100), now, ErrArbiterNotAccepted},
		{"empty list, bounty without arbiter", func(p Policy) Policy { p.Arbiters = nil; return p }, open, noArbExp, eth(100), now, nil},
		{"deadline too close (default)", nil, open, noArbExp, eth(100), open.Until.Add(-29 * time.Second), ErrTooLate},
		{"deadline exactly the default", nil, open, noArbExp, eth(100), open.Until.Add(-DefaultMinTimeLeft), nil},
		{"deadline too close (policy)", func(p Policy) Policy { p.MinTimeLeft = 2 * time.Hour; return p }, open, noArbExp, eth(100), now, ErrTooLate},
		{"deadline passed", nil, open, noArbExp, eth(100), open.Until.Add(time.Second), ErrTooLate},
		{"slash above the ratio", func(p Policy) Policy { p.MaxSlashBps = 5000; return p }, withArb, arbExp, eth(100), now, ErrExposureTooHigh},
		{"slash above the reward (unlisted value)", nil, withArb, Exposure{RewardValue: eth(0.5), MaxSlash: eth(1), Reservation: eth(6.25), Forfeit: eth(0.625)}, eth(100), now, ErrExposureTooHigh},
		{"ratio ignores a bounty without arbiter", func(p Policy) Policy { p.MaxSlashBps = 1; return p }, open, noArbExp, eth(100), now, nil},
		{"forfeit above the absolute cap", func(p Policy) Policy { p.MaxLoss = NewBigString(eth(0.05)); return p }, open, noArbExp, eth(100), now, ErrExposureTooHigh},
		{"slash above the absolute cap", func(p Policy) Policy { p.MaxLoss = NewBigString(eth(0.7)); return p }, withArb, arbExp, eth(100), now, ErrExposureTooHigh},
		{"worst loss at the cap", func(p Policy) Policy { p.MaxLoss = NewBigString(eth(1)); return p }, withArb, arbExp, eth(100), now, nil},
		{"free stake short by one wei", nil, open, noArbExp, new(big.Int).Sub(eth(6.25), big.NewInt(1)), now, ErrFreeStakeTooLow},
		{"free stake exactly the reservation", nil, open, noArbExp, eth(6.25), now, nil},
		{"free stake negative (in flight)", nil, open, noArbExp, eth(-1), now, ErrFreeStakeTooLow},
		{"default cap: a slash above a quarter of the free stake", nil, withArb, exposureOf(arb, eth(30), eth(30)), eth(100), now, ErrExposureTooHigh},
		{"default cap: a slash of exactly a quarter", nil, withArb, exposureOf(arb, eth(25), eth(25)), eth(100), now, nil},
		{"an absolute cap replaces the default", func(p Policy) Policy { p.MaxLoss = NewBigString(eth(30)); return p }, withArb, exposureOf(arb, eth(30), eth(30)), eth(100), now, nil},
		{"default cap: forfeit bait of any size stays within it", nil, open, exposureOf(common.Address{}, eth(90), eth(90)), eth(100), now, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := base
			if c.pol != nil {
				p = c.pol(p)
			}
			err := p.Check(c.b, c.exp, c.free, c.now)
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("Check = %v, want %v", err, c.want)
			}
		})
	}
}

func TestExposureOf(t *testing.T) {
	e := exposureOf(common.HexToAddress("0xa1"), big.NewInt(3e18), big.NewInt(3e18))
	if e.MaxSlash.Cmp(big.NewInt(3e18)) != 0 || e.Forfeit.Cmp(big.NewInt(3e17)) != 0 || e.WorstLoss().Cmp(big.NewInt(3e18)) != 0 {
		t.Fatalf("with arbiter: %+v", e)
	}
	// a dust bounty reserves the floor, but its forfeit is 10% of its own value, not of the floor
	e = exposureOf(common.Address{}, big.NewInt(1e15), big.NewInt(6_250_000_000_000_000_000))
	if e.MaxSlash.Sign() != 0 || e.Forfeit.Cmp(big.NewInt(1e14)) != 0 || e.WorstLoss().Cmp(e.Forfeit) != 0 {
		t.Fatalf("without arbiter: %+v", e)
	}
	// a token without a weight forfeits 10% of the reservation floor (the escrow's F7 rule)
	e = exposureOf(common.Address{}, new(big.Int), big.NewInt(6_250_000_000_000_000_000))
	if e.Forfeit.Cmp(big.NewInt(625_000_000_000_000_000)) != 0 || e.WorstLoss().Cmp(e.Forfeit) != 0 {
		t.Fatalf("unlisted token: %+v", e)
	}
}

func TestDefaultMinPaidIsTheBountysWeight(t *testing.T) {
	for _, c := range []struct {
		wei  *big.Int
		want uint64
	}{
		{big.NewInt(1e18), 1e9},
		{big.NewInt(1e12), 1000},
		{new(big.Int).Lsh(big.NewInt(1), 200), ^uint64(0)},
	} {
		if got := DefaultMinPaid(c.wei); got != c.want {
			t.Errorf("DefaultMinPaid(%s) = %d, want %d", c.wei, got, c.want)
		}
	}
}

func TestRefusalsBoundedAndLoggedOncePerKind(t *testing.T) {
	var rs refusals
	if !rs.put(Refusal{BountyID: 1, kind: ErrFreeStakeTooLow}) {
		t.Fatal("first refusal not new")
	}
	if rs.put(Refusal{BountyID: 1, Reason: "free 2, needs 3", kind: ErrFreeStakeTooLow}) {
		t.Fatal("same kind again counted as new")
	}
	if !rs.put(Refusal{BountyID: 1, kind: ErrTooLate}) {
		t.Fatal("a new kind not counted as new")
	}
	for i := uint64(2); i <= maxRefusals+10; i++ {
		rs.put(Refusal{BountyID: i, kind: ErrTooLate})
	}
	if len(rs.by) != maxRefusals || len(rs.order) != maxRefusals {
		t.Fatalf("holds %d/%d refusals, want %d", len(rs.by), len(rs.order), maxRefusals)
	}
	if _, ok := rs.by[1]; ok {
		t.Fatal("oldest refusal kept")
	}
	rs.forget(100)
	if _, ok := rs.by[100]; ok || len(rs.order) != maxRefusals-1 || len(rs.by) != maxRefusals-1 {
		t.Fatalf("forget(100): %d/%d refusals left", len(rs.by), len(rs.order))
	}
	rs.forget(100) // twice is harmless
	if !rs.put(Refusal{BountyID: 100, kind: ErrTooLate}) {
		t.Fatal("a refusal after forget is not new")
	}
}

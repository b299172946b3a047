package paychan_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

func TestPolicyDue(t *testing.T) {
	p := paychan.Policy{MinValue: eth(10), MaxAge: time.Hour, Margin: 10 * time.Minute}
	held := func(name byte, voucher, claimed *big.Int, since time.Time, withdrawableAt uint64) paychan.Held {
		return paychan.Held{ID: common.Hash{name}, Deposited: eth(100), Claimed: claimed, WithdrawableAt: withdrawableAt,
			Voucher: paychan.Voucher{Amount: voucher}, Since: since}
	}
	now := t0.Add(2 * time.Hour)
	hs := []paychan.Held{
		held('v', eth(10), new(big.Int), now, 0),                                     // by value
		held('a', eth(1), new(big.Int), now.Add(-time.Hour), 0),                      // by age
		held('w', eth(1), new(big.Int), now, uint64(now.Add(10*time.Minute).Unix())), // withdrawal ends soon
		held('s', eth(1), new(big.Int), now, 0),                                      // small and young
		held('c', eth(50), eth(50), now.Add(-48*time.Hour), 0),                       // all claimed
		held('l', eth(1), new(big.Int), now, uint64(now.Add(11*time.Minute).Unix())), // withdrawal ends later
		held('n', nil, new(big.Int), time.Time{}, uint64(now.Unix())),                // no voucher
		held('d', eth(200), eth(100), now.Add(-2*time.Hour), uint64(now.Unix())),     // over the deposit: nothing left
	}
	got := map[byte]bool{}
	for _, h := range p.Due(now, hs) {
		got[h.ID[0]] = true
	}
	want := map[byte]bool{'v': true, 'a': true, 'w': true}
	if len(got) != len(want) {
		t.Fatalf("due %v, want %v", got, want)
	}
	for k := range want {
		if !got[k] {
			t.Fatalf("due %v, want %v", got, want)
		}
	}
}

// A channel in a token with a MinValue of its own (6-decimal USDC) is due by value at that
// amount, not at ETH's; other tokens keep MinValue.
func TestPolicyDueInToken(t *testing.T) {
	usdc, other := common.Address{0xc0}, common.Address{0xd0}
	p := paychan.Policy{MinValue: eth(10), MinValueIn: map[common.Address]*big.Int{usdc: big.NewInt(1_000_000)}, MaxAge: time.Hour}
	held := func(name byte, token common.Address, v int64) paychan.Held {
		return paychan.Held{ID: common.Hash{name}, Channel: paychan.Channel{Token: token}, Deposited: eth(100), Claimed: new(big.Int),
			Voucher: paychan.Voucher{Amount: big.NewInt(v)}, Since: t0}
	}
	due := p.Due(t0, []paychan.Held{held('u', usdc, 1_000_000), held('s', usdc, 999_999), held('o', other, 1_000_000)})
	if len(due) != 1 || due[0].ID[0] != 'u' {
		t.Fatalf("due %+v, want only the USDC channel holding 1 USDC", due)
	}
}

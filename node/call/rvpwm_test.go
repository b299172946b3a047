package call

import (
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// Review rvpwm: the payee's caches give each caller its own key and each agent its own terms
// and meter, whatever the order of calls. The last caller's key is kept: callers alternating
// (and at once) each get their DID's key, never the other's (a voucher checked beside the
// call for the wrong caller would skip its signature's check first). Terms made once are the
// agent's price as configured, a copy the caller cannot change, and an agent is metered
// exactly when its terms say upto.
func TestRvpwmPayeeCaches(t *testing.T) {
	fixed := PaidAgent{Price: Price{Amount: big.NewInt(100)}, Payee: common.Address{1}}
	upto := PaidAgent{Price: Price{Amount: big.NewInt(1000), PerKTokens: big.NewInt(3)}, Payee: common.Address{1}}
	agents := map[string]PaidAgent{"fixed": fixed, "upto": upto}
	p := NewChannelPayee(nil, paychan.Domain{ChainID: 1, Contract: common.Address{2}}, agents)
	fixed.Price.Amount.SetInt64(1) // the caller's price changed after: not the payee's
	dids := []identity.DID{{ChainID: 1, Address: common.Address{7}}, {ChainID: 1, Address: common.Address{8}}, {ChainID: 2, Address: common.Address{7}}}
	want := map[identity.DID]string{}
	for _, d := range dids {
		want[d] = string(new(ChannelPayee).byKey(d)) // from a payee with no last caller
	}
	if len(map[string]bool{want[dids[0]]: true, want[dids[1]]: true, want[dids[2]]: true}) != 3 {
		t.Fatal("distinct callers share a key")
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2000 {
				d := dids[(i+g)%len(dids)]
				if got := p.byKey(d); got != want[d] {
					t.Errorf("caller %v got key %x, want %x", d, got, want[d])
					return
				}
			}
		}()
	}
	wg.Wait()
	for name, scheme := range map[string]string{"fixed": "", "upto": SchemeUpto} {
		tm, ok := p.Terms(name)
		if !ok || tm.Scheme != scheme || p.Metered(name) != (scheme == SchemeUpto) {
			t.Fatalf("%s: terms %+v, metered %v", name, tm, p.Metered(name))
		}
		tm.Price = "0"
		if again, _ := p.Terms(name); again.Price == "0" {
			t.Fatalf("%s: terms changed by their caller", name)
		}
	}
	if tm, _ := p.Terms("fixed"); tm.Price != "100" {
		t.Fatalf("fixed agent's price %s, want 100 (as configured)", tm.Price)
	}
	if _, ok := p.Terms("free"); ok || p.Metered("free") {
		t.Fatal("a free agent has terms or a meter")
	}
}

package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/units"
)

// channelsTo reads n's channel.list and adds up its channels of role to payee.
func channelsTo(t *testing.T, n *node.Node, role string, payee common.Address) (deposited, spent, held *big.Int, calls uint64) {
	t.Helper()
	var l apitypes.Channels
	rpc(t, n, "channel.list", nil, &l)
	deposited, spent, held = new(big.Int), new(big.Int), new(big.Int)
	for _, c := range l.Channels {
		if c.Role != role || c.Payee != payee {
			continue
		}
		for _, p := range []struct {
			sum *big.Int
			s   string
		}{{deposited, c.Deposited}, {spent, c.Spent}, {held, c.Held}} {
			if v, ok := new(big.Int).SetString(p.s, 10); ok {
				p.sum.Add(p.sum, v)
			}
		}
		calls += c.Calls
	}
	return deposited, spent, held, calls
}

// cell is the text of the cell of class in the row of table id for payee on the open page.
func cell(t *testing.T, ctx context.Context, id string, payee common.Address, class string) string {
	t.Helper()
	sel := fmt.Sprintf(`#%s tr[data-payee=%q] .%s`, id, strings.ToLower(payee.Hex()), class)
	return strings.TrimSpace(eval[string](t, ctx, `(document.querySelector(`+q(sel)+`) || {textContent: "missing"}).textContent`))
}

// TestBrowserPaidCallsSpendAndClaims: alice calls bob's paid agent three times; her wallet page
// shows the agent by name with its channel's deposit, spend and calls as channel.list has them,
// and bob's shows the vouchers his agent holds from her, claimed and pending claim adding up
// to them.
func TestBrowserPaidCallsSpendAndClaims(t *testing.T) {
	d := sharedDevnet(t)
	alice, bob := d.Nodes[0], d.Nodes[1]
	for i := 0; i < 3; i++ {
		in, _ := json.Marshal(map[string]int{"call": i})
		if _, err := alice.Call(context.Background(), bob.PeerID(), devnet.PaidAgent, "echo", in); err != nil {
			t.Fatalf("paid call %d: %v", i, err)
		}
	}
	var w apitypes.Wallet
	rpc(t, bob, "wallet.show", nil, &w)
	var payee common.Address
	for _, a := range w.Agents {
		if a.Name == devnet.PaidAgent {
			payee = a.Address
		}
	}
	if payee == (common.Address{}) {
		t.Fatalf("bob's wallet has no %s: %+v", devnet.PaidAgent, w.Agents)
	}
	deposited, spent, _, calls := channelsTo(t, alice, "paying", payee)
	if calls < 3 || spent.Sign() == 0 {
		t.Fatalf("alice's channels to %s: %d calls, %s spent", payee.Hex(), calls, spent)
	}

	ctx := newBrowser(t)
	loginAs(t, ctx, alice)
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/wallet"), chromedp.WaitVisible("#spend"))
	row := fmt.Sprintf(`#spend tr[data-payee=%q]`, strings.ToLower(payee.Hex()))
	if name := eval[string](t, ctx, `(document.querySelector(`+q(row+" td")+`) || {textContent: ""}).textContent`); !strings.Contains(name, devnet.PaidAgent) {
		t.Errorf("alice's spend row names %q, want %s", name, devnet.PaidAgent)
	}
	for class, want := range map[string]string{"deposited": units.FormatETH(deposited), "spent": units.FormatETH(spent), "calls": fmt.Sprint(calls)} {
		if got := cell(t, ctx, "spend", payee, class); got != want {
			t.Errorf("alice's spend on %s: %s shows %q, want %q", devnet.PaidAgent, class, got, want)
		}
	}
	shot(t, ctx, "wallet-spend")

	loginAs(t, ctx, bob)
	do(t, ctx, chromedp.Navigate(bob.APIURL()+"/wallet"), chromedp.WaitVisible("#claims"))
	_, _, held, _ := channelsTo(t, bob, "earning", payee)
	if got := cell(t, ctx, "claims", payee, "held"); got != units.FormatETH(held) || held.Cmp(spent) < 0 {
		t.Errorf("bob's claims for %s: held shows %q; channel.list holds %s, alice spent %s", devnet.PaidAgent, got, held, spent)
	}
	// Bob's node claims every second: what the page shows claimed and pending adds up to what
	// it holds, whichever side of a claim it was read on.
	sum := new(big.Int)
	for _, class := range []string{"claimed", "pending"} {
		v, err := units.ParseETH(strings.TrimSuffix(cell(t, ctx, "claims", payee, class), " ETH"))
		if err != nil {
			t.Fatalf("bob's claims: %s: %v", class, err)
		}
		sum.Add(sum, v)
	}
	if sum.Cmp(held) != 0 {
		t.Errorf("bob's claims: claimed + pending = %s, held %s", sum, held)
	}
	shot(t, ctx, "wallet-claims")
}

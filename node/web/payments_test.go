package web

import (
	"context"
	"encoding/json"
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
)

// oneAgent finds one agent, whatever is asked: the paid agent the wallet's channels pay.
type oneAgent struct{ s apitypes.AgentSummary }

func (o oneAgent) Search(context.Context, apitypes.SearchQuery) ([]apitypes.AgentSummary, error) {
	return []apitypes.AgentSummary{o.s}, nil
}

func (o oneAgent) Card(context.Context, string) (json.RawMessage, apitypes.AgentSummary, error) {
	return nil, apitypes.AgentSummary{}, api.ErrNotFound
}

func answering(v any) api.Method {
	return api.Method{Auth: true, Run: func(context.Context, json.RawMessage) (any, error) { return v, nil }}
}

// rowOf is the table row of id whose data-payee is payee, as text without tags.
func rowOf(t *testing.T, page, id string, payee common.Address) string {
	t.Helper()
	table := regexp.MustCompile(`(?s)<table id="` + id + `">.*?</table>`).FindString(page)
	row := regexp.MustCompile(`(?s)<tr data-payee="` + address(payee) + `">.*?</tr>`).FindString(table)
	if row == "" {
		t.Fatalf("no %s row for %s in:\n%s", id, address(payee), table)
	}
	return strings.Join(strings.Fields(html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(row, " "))), " ")
}

// TestWalletShowsSpendAndClaims: the wallet page reads channel.list and shows, per agent
// called, its channels' deposits, spend and calls together (named from the agent's card), and
// per hosted agent paid, its callers, the vouchers held, claimed, pending claim and unsettled
// (upto charges); a token channel.list names (USDC) by its symbol with its decimals, others in
// base units with their address (issue 20). A node without payments says so.
func TestWalletShowsSpendAndClaims(t *testing.T) {
	paid := common.HexToAddress("0x00000000000000000000000000000000000000b1")
	other := common.HexToAddress("0x00000000000000000000000000000000000000b2")
	writer := common.HexToAddress("0x00000000000000000000000000000000000000c1")
	gone := common.HexToAddress("0x00000000000000000000000000000000000000c2")
	token := common.HexToAddress("0x00000000000000000000000000000000000000d1")
	usd, usdc := common.HexToAddress("0x00000000000000000000000000000000000000b3"), common.HexToAddress("0x00000000000000000000000000000000000000d2")
	x, y := common.HexToAddress("0x00000000000000000000000000000000000000e1"), common.HexToAddress("0x00000000000000000000000000000000000000e2")
	did := func(a common.Address) string { return identity.DID{ChainID: 1337, Address: a}.String() } // as node/payments fills it
	chs := apitypes.Channels{Channels: []apitypes.Channel{
		{ID: common.Hash{1}, Role: "paying", Payee: paid, PayeeDID: did(paid), Deposited: "10000000000000000", Spent: "300000000000000", Calls: 3},
		{ID: common.Hash{2}, Role: "paying", Payee: paid, PayeeDID: did(paid), Deposited: "10000000000000000", Spent: "200000000000000", Calls: 2, Retired: true, InFlight: "300000000000000"},
		{ID: common.Hash{3}, Role: "paying", Payee: other, PayeeDID: did(other), Token: token, Deposited: "5000", Spent: "70", Calls: 7},
		{ID: common.Hash{7}, Role: "paying", Payee: usd, PayeeDID: did(usd), Token: usdc, Symbol: "USDC", Decimals: 6, Deposited: "50000", Spent: "30000", Calls: 3},
		{ID: common.Hash{4}, Role: "earning", Payer: x, Payee: writer, Deposited: "1000000000000000000", Held: "4000000000000000", Claimed: "1000000000000000", Owed: "3000000000000000", Unsettled: "20000000000000"},
		{ID: common.Hash{5}, Role: "earning", Payer: y, Payee: writer, Deposited: "1000000000000000000", Held: "1000000000000000", Claimed: "0", Owed: "1000000000000000", WithdrawableAt: 99},
		{ID: common.Hash{6}, Role: "earning", Payer: x, Payee: gone, Deposited: "100", Held: "5", Claimed: "5", Owed: "0"},
	}}
	wallet := apitypes.Wallet{ChainID: 1337, Agents: []apitypes.AgentWallet{{Name: "writer", Address: writer}}}
	summary := apitypes.AgentSummary{Name: "paid-echo", DID: identity.DID{ChainID: 1337, Address: paid}.String()}
	r := newRigWith(t, map[string]api.Method{"wallet.show": answering(wallet), "channel.list": answering(chs)}, oneAgent{summary})
	c, _ := r.login(t)
	page := r.do(t, c, "GET", "/wallet", "", nil)
	if page.status != 200 {
		t.Fatalf("wallet: %d %s", page.status, page.body)
	}
	for _, want := range []struct {
		table string
		payee common.Address
		text  string
	}{
		{"spend", paid, "paid-echo 2 (1 closing) 0.02 ETH 0.0005 ETH 5 0.0003 ETH"},
		{"spend", other, "…00b2 1 5000 base units of " + address(token) + " 70 base units of " + address(token) + " 7"},
		{"spend", usd, "…00b3 1 0.05 USDC 0.03 USDC 3"},
		{"claims", writer, "writer 2 (2 channels, 1 closing) 0.005 ETH 0.001 ETH 0.004 ETH 0.00002 ETH"},
		{"claims", gone, address(gone) + " 1 (1 channel) 0.000000000000000005 ETH 0.000000000000000005 ETH 0 ETH"},
	} {
		if got := rowOf(t, page.body, want.table, want.payee); !strings.Contains(got, want.text) {
			t.Errorf("%s row of %s: %q, want %q in it", want.table, address(want.payee), got, want.text)
		}
	}
	if link := `href="/hub/agent?did=` + url.QueryEscape(summary.DID) + `"`; !strings.Contains(strings.ToLower(page.body), strings.ToLower(link)) {
		t.Errorf("the paid agent's row does not link to its page (%s)", link)
	}

	off := newRig(t)
	c, _ = off.login(t)
	if page := off.do(t, c, "GET", "/wallet", "", nil); !strings.Contains(page.body, "runs without payments") {
		t.Errorf("a node without payments: the wallet page does not say so:\n%s", page.body)
	}
}

package web

import (
	"bytes"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team/teamstate"
	"github.com/agentsite/agentsite/node/units"
)

// TestPagesRenderAPITypes: every page that shows an API answer renders it from node/apitypes'
// types (the template helpers in place of the hand copies' methods), addresses as the API
// spells them.
func TestPagesRenderAPITypes(t *testing.T) {
	pages := parsePages()
	b := apitypes.BountyView{Bounty: apitypes.Bounty{ID: 3, Amount: big.NewInt(10), Status: bounty.StatusAccepted, Token: common.Address{1},
		Paid: big.NewInt(9), Transitions: []apitypes.Transition{{Status: bounty.StatusOpen, Time: time.Now()}}}, Reward: "0.01",
		Job: &bounty.Job{Role: bounty.RoleRequester, Result: json.RawMessage(`{"x":1}`)}, Children: []apitypes.BountyView{{Reward: "1"}}}
	tm := &teamstate.Team{ID: "ab", Goal: "g", Budget: bounty.NewBigString(big.NewInt(5)), Answer: json.RawMessage(`{"a":1}`), Tasks: []teamstate.TaskState{{}}}
	tv := apitypes.TeamView{Team: tm, Accounts: teamstate.Accounts{Budget: bounty.NewBigString(big.NewInt(5)), Paid: bounty.NewBigString(big.NewInt(1)), Fees: bounty.NewBigString(big.NewInt(1)),
		Refunded: bounty.NewBigString(big.NewInt(0)), Escrowed: bounty.NewBigString(big.NewInt(0)), Unspent: bounty.NewBigString(big.NewInt(3))}}
	oc := &apitypes.AgentOnchain{Agent: apitypes.Agent{ID: 7, Stake: big.NewInt(1), Free: big.NewInt(1), Reserved: big.NewInt(0), Unbonding: big.NewInt(1), Active: true}}
	oc.Reputation.Count = 2
	data := map[string]any{
		"board":  boardData{Bounties: []apitypes.BountyView{b}},
		"bounty": bountyData{B: b},
		"agent":  agentData{Settled: []apitypes.BountyView{b}},
		"mine":   mineData{Agents: []hosted{{Info: runtime.AgentInfo{Name: "echo"}, Onchain: oc}}},
		"wallet": walletData{Wallet: apitypes.Wallet{Account: common.HexToAddress("0xAbC0000000000000000000000000000000000001"), Agents: []apitypes.AgentWallet{{Name: "e", Address: common.HexToAddress("0xAbC0000000000000000000000000000000000002")}}}},
		"teams":  teamsData{Teams: []apitypes.TeamView{tv}},
		"team":   teamData{T: tv},
	}
	for name, d := range data {
		var buf bytes.Buffer
		if err := pages[name].ExecuteTemplate(&buf, "layout", view{Title: name, Nav: name, Data: d}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if name == "wallet" && !bytes.Contains(buf.Bytes(), []byte("0xabc0000000000000000000000000000000000001")) {
			t.Errorf("wallet address not lower-case hex")
		}
		if name == "mine" && !bytes.Contains(buf.Bytes(), []byte("agent #7")) {
			t.Errorf("mine: no agent #7")
		}
	}
}

// TestPagesShowPrice: a paid agent's price shows on its page and in the hub's results; a free
// agent's calls say free.
func TestPagesShowPrice(t *testing.T) {
	pages := parsePages()
	var card cardView
	if err := json.Unmarshal([]byte(`{"name":"p","price":{"amount":"100000000000000","token":"ETH"}}`), &card); err != nil {
		t.Fatal(err)
	}
	var upto cardView
	if err := json.Unmarshal([]byte(`{"name":"w","price":{"amount":"1000000000000000","token":"ETH","per1kTokens":"20000000000000"}}`), &upto); err != nil {
		t.Fatal(err)
	}
	usdc := common.Address{0xc0}
	var inUSDC cardView
	if err := json.Unmarshal([]byte(`{"name":"u","price":{"amount":"50000","token":"`+usdc.Hex()+`"}}`), &inUSDC); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		page string
		data any
		want string
	}{
		{"agent", agentData{Card: card}, "0.0001 ETH a call"},
		{"agent", agentData{Card: upto}, "0.00002 ETH per 1k tokens used, at most 0.001 ETH a call"},
		{"hub", hubData{Results: []apitypes.AgentSummary{{Name: "w", Price: "0.00002 ETH per 1k tokens, at most 0.001 ETH"}}}, "0.00002 ETH per 1k tokens, at most 0.001 ETH a call"},
		{"agent", agentData{}, "calls are free"},
		{"agent", agentData{Card: inUSDC, Tokens: units.Tokens{usdc: {Address: usdc, Symbol: "USDC", Decimals: 6}}}, "0.05 USDC a call"},
		{"agent", agentData{Card: inUSDC}, "50000 base units of " + usdc.Hex() + " a call"},
		{"hub", hubData{Results: []apitypes.AgentSummary{{Name: "p", Price: "0.0001 ETH"}}}, "0.0001 ETH a call"},
		{"hub", hubData{Results: []apitypes.AgentSummary{{Name: "f"}}}, "free calls"},
	} {
		var buf bytes.Buffer
		if err := pages[c.page].ExecuteTemplate(&buf, "layout", view{Title: c.page, Nav: c.page, Data: c.data}); err != nil {
			t.Fatalf("%s: %v", c.page, err)
		}
		if !bytes.Contains(buf.Bytes(), []byte(c.want)) {
			t.Errorf("%s does not say %q", c.page, c.want)
		}
	}
}

package main

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

func stake(s string) *big.Int {
	v, err := escrow.ParseAmount(s)
	if err != nil {
		panic(err)
	}
	return v
}

func TestPrintTerms(t *testing.T) {
	arb := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	open := apitypes.BountyView{Bounty: apitypes.Bounty{ID: 4, Arbiter: arb, MinReputation: 60, MinPaid: 5_000_000, MinStake: stake("150")}}
	open.Exposure = &apitypes.ExposureView{RewardValue: stake("1"), MaxSlash: stake("1"), Reservation: stake("6.25"), Forfeit: stake("0.625"),
		Symbol: "AST", ArbiterAccepted: true}
	expired := apitypes.BountyView{Bounty: apitypes.Bounty{ID: 5, MinStake: new(big.Int),
		Reservation: stake("6.25"), Forfeited: stake("0.625"), Slashed: new(big.Int)}}
	expired.Exposure = &apitypes.ExposureView{RewardValue: stake("0.01"), MaxSlash: new(big.Int), Reservation: stake("6.25"), Forfeit: stake("0.625"), Symbol: "AST"}
	expired.Refusal = &apitypes.Refusal{BountyID: 5, Reason: "agent echo: escrow: arbiter not accepted: 0x00…a2"}
	foreign := open
	foreign.Exposure = &apitypes.ExposureView{RewardValue: stake("1"), MaxSlash: stake("1"), Reservation: stake("6.25"), Forfeit: stake("0.625"), Symbol: "AST"}
	cases := []struct {
		name string
		v    apitypes.BountyView
		want []string
	}{
		{"accepted arbiter", open, []string{
			"arbiter   " + arb.Hex() + " (accepted by this node)",
			"exposure  reserves 6.25 AST until settled; a ruling slashes at most 1 AST; an expired claim forfeits 0.625 AST",
			"gates     min reputation 60, min paid record 5000000 gwei-eq, min stake 150 AST",
		}},
		{"arbiter not accepted", foreign, []string{"(not accepted by this node)"}},
		{"no arbiter, expired claim, refusal", expired, []string{
			"arbiter   none (a rejection ends by timeout, no slash)",
			"a ruling slashes at most 0 AST",
			"stake     reserved by the claim 6.25, slashed 0, forfeited 0.625 AST",
			"refused   agent echo: escrow: arbiter not accepted",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			printTerms(&b, c.v, "")
			for _, w := range c.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("output lacks %q:\n%s", w, b.String())
				}
			}
		})
	}
}

func TestPrintAgent(t *testing.T) {
	a := apitypes.AgentOnchain{Agent: apitypes.Agent{ID: 3, Stake: stake("200"), Reserved: stake("12.5"), Free: stake("187.5"), Unbonding: new(big.Int), Active: true},
		Symbol: "AST", Reputation: apitypes.Score{AgentID: 3, Reputation: 80, Count: 2, Paid: big.NewInt(1_000_000_000), Penalty: big.NewInt(250_000_000)}}
	var b bytes.Buffer
	printAgent(&b, a)
	for _, w := range []string{
		"stake       200 AST (reserved by open claims 12.5, free 187.5), unbonding 0",
		"record      paid 1000000000 gwei-eq, penalty 250000000 gwei-eq, 2 outcome(s)",
		"reputation  80/100",
	} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, b.String())
		}
	}
}

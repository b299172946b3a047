package marketpolicy

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
)

func tokens(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return v
}

// TestPolicyUnits reads every way the config may write amounts and writes them back with
// symbols; base units without a suffix and amounts in the wrong unit are refused.
func TestPolicyUnits(t *testing.T) {
	hundred := "100000000000000000000"
	for _, tc := range []struct {
		json, stake, min, err string
	}{
		{`{"agent":"a","stake":"100 AST","minReward":"0.001 ETH"}`, hundred, "1000000000000000", ""},
		{`{"agent":"a","stake":"100","minReward":"0.001"}`, hundred, "1000000000000000", ""},
		{`{"agent":"a","stake":100,"minReward":1}`, hundred, "1000000000000000000", ""},
		{`{"agent":"a","stake":"100000000000000000000 wei","minReward":"1 wei"}`, hundred, "1", ""},
		{`{"agent":"a"}`, "", "", ""},
		{`{"agent":"a","stake":"100000000000000000000"}`, "", "", "base units"},
		{`{"agent":"a","stake":"100 ETH"}`, "", "", `unit "eth" is not AST`},
		{`{"agent":"a","minReward":"1 AST"}`, "", "", "minReward"},
		{`{"agent":"a","stak":"100"}`, "", "", "unknown field"},
	} {
		t.Run(tc.json, func(t *testing.T) {
			var p Policy
			err := json.Unmarshal([]byte(tc.json), &p)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			check := func(name string, got *escrow.BigString, want string) {
				if want == "" {
					if got != nil {
						t.Fatalf("%s = %v, want unset", name, got.Int())
					}
					return
				}
				if got == nil || got.Int().Cmp(tokens(want)) != 0 {
					t.Fatalf("%s = %v, want %s", name, got, want)
				}
			}
			check("stake", p.Stake, tc.stake)
			check("minReward", p.MinReward, tc.min)
			out, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			var back Policy
			if err := json.Unmarshal(out, &back); err != nil {
				t.Fatalf("reading back %s: %v", out, err)
			}
			check("stake (round trip)", back.Stake, tc.stake)
			check("minReward (round trip)", back.MinReward, tc.min)
			if tc.stake != "" && !strings.Contains(string(out), `"stake":"100 AST"`) {
				t.Fatalf("written as %s, want the stake with its symbol", out)
			}
		})
	}
}

// TestPolicyRiskFieldsRoundTrip: the policy's risk limits survive the file in both
// directions (a policy read from config.json once lost its arbiters, maxSlashBps, maxLoss and
// minTimeLeft, refusing them as unknown fields).
func TestPolicyRiskFieldsRoundTrip(t *testing.T) {
	in := `{"agent":"a","arbiters":["0x00000000000000000000000000000000000000a1"],"maxSlashBps":5000,"maxLoss":"10 AST","minTimeLeft":"45s"}`
	var p Policy
	if err := json.Unmarshal([]byte(in), &p); err != nil {
		t.Fatal(err)
	}
	if len(p.Arbiters) != 1 || p.MaxSlashBps != 5000 || p.MaxLoss == nil || p.MaxLoss.Int().String() != "10000000000000000000" ||
		time.Duration(p.MinTimeLeft) != 45*time.Second {
		t.Fatalf("read %+v", p)
	}
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var back Policy
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"maxLoss":"10 AST"`) || back.MaxLoss.Int().Cmp(p.MaxLoss.Int()) != 0 ||
		back.MaxSlashBps != p.MaxSlashBps || back.MinTimeLeft != p.MinTimeLeft || len(back.Arbiters) != 1 {
		t.Fatalf("round trip: %s → %+v", out, back)
	}
	if err := json.Unmarshal([]byte(`{"agent":"a","maxLoss":"10 ETH"}`), &p); err == nil || !strings.Contains(err.Error(), "maxLoss") {
		t.Fatalf("maxLoss in ETH: %v", err)
	}
}

// A policy's bid price is written as minReward is, read back the same; a price in the wrong
// unit is refused naming the field.
func TestPolicyBidPrice(t *testing.T) {
	var p Policy
	if err := json.Unmarshal([]byte(`{"agent":"a","minReward":"0.001","bidPrice":"4000000 gwei"}`), &p); err != nil {
		t.Fatal(err)
	}
	if p.BidPrice == nil || p.BidPrice.Int().Cmp(tokens("4000000000000000")) != 0 {
		t.Fatalf("bidPrice %v, want 4e15", p.BidPrice)
	}
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var back Policy
	if err := json.Unmarshal(out, &back); err != nil || back.BidPrice.Int().Cmp(p.BidPrice.Int()) != 0 {
		t.Fatalf("read back from %s: %+v, %v", out, back.BidPrice, err)
	}
	if err := json.Unmarshal([]byte(`{"agent":"a","bidPrice":"1 AST"}`), &p); err == nil || !strings.Contains(err.Error(), "bidPrice") {
		t.Fatalf("a bid price in AST: %v", err)
	}
}

// TestPolicyDisputeDefault: an agent that accepts arbiters disputes rejections unless its
// file says "dispute": false (an undisputed rejection of an arbitrated bounty is a concession);
// without arbiters there is nothing to dispute. The value survives a write and a read.
func TestPolicyDisputeDefault(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		want       bool
	}{
		{"no arbiters", `{"agent":"echo"}`, false},
		{"arbiters", `{"agent":"echo","arbiters":["0x00000000000000000000000000000000000000aa"]}`, true},
		{"arbiters, dispute false", `{"agent":"echo","arbiters":["0x00000000000000000000000000000000000000aa"],"dispute":false}`, false},
		{"no arbiters, dispute true", `{"agent":"echo","dispute":true}`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p Policy
			if err := json.Unmarshal([]byte(tc.file), &p); err != nil {
				t.Fatal(err)
			}
			if p.Dispute != tc.want {
				t.Fatalf("dispute = %v, want %v", p.Dispute, tc.want)
			}
			b, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			var back Policy
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if back.Dispute != tc.want {
				t.Fatalf("written as %s, read back dispute = %v", b, back.Dispute)
			}
		})
	}
}

func TestParseAccount(t *testing.T) {
	addr := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	did := identity.DID{ChainID: 31337, Address: addr}.String()
	cases := []struct {
		in      string
		want    common.Address
		wantErr string
	}{
		{addr.Hex(), addr, ""},
		{strings.ToLower(addr.Hex()), addr, ""},
		{did, addr, ""},
		{"0x0000000000000000000000000000000000000000", common.Address{}, "zero address"},
		{"0x123", common.Address{}, "neither an address nor a did:ethr DID"},
		{"did:web:example.com", common.Address{}, "neither an address nor a did:ethr DID"},
		{"", common.Address{}, "neither"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			got, err := ParseAccount(c.in)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("ParseAccount(%q) = %s, %v; want an error saying %q", c.in, got.Hex(), err, c.wantErr)
				}
				return
			}
			if err != nil || got != c.want {
				t.Fatalf("ParseAccount(%q) = %s, %v; want %s", c.in, got.Hex(), err, c.want.Hex())
			}
		})
	}
}

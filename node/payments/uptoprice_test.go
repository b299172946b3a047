package payments

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/search"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
)

// An llm agent priced per 1k tokens with a cap: the config reads into a price whose amount is
// the cap (what a voucher authorises) and whose per-1k price is charged by use; its signed card
// carries both, verifies, and shows both in search; a mix of tokens is refused.
func TestAgentPricedByUse(t *testing.T) {
	a := runtime.AgentConfig{Name: "writer", Kind: runtime.KindLLM, PricePer1kTokens: "0.00002 ETH", PriceCap: "0.001 ETH"}
	pr, paid, err := AgentPrice(a, Units{Stake: common.Address{0xaa}})
	if err != nil || !paid || pr.Amount.Cmp(big.NewInt(1e15)) != 0 || pr.PerKTokens.Cmp(big.NewInt(2e13)) != 0 || pr.Token != (common.Address{}) {
		t.Fatalf("price %+v, paid %v (%v); want a cap of 1e15 wei, 2e13 wei per 1k tokens, in ETH", pr, paid, err)
	}
	if c := pr.Charge(1500); c.Cmp(big.NewInt(3e13)) != 0 {
		t.Fatalf("1,500 tokens cost %s, want 3e13", c)
	}
	if c := pr.Charge(1_000_000); c.Cmp(pr.Amount) != 0 {
		t.Fatalf("a million tokens cost %s, want the cap", c)
	}
	a.PriceCap = "1 AST"
	if _, _, err := AgentPrice(a, Units{Stake: common.Address{0xaa}}); err == nil || !strings.Contains(err.Error(), "same token") {
		t.Fatalf("a per-1k price in ETH with a cap in the stake token: %v", err)
	}

	card, key, err := cardtest.New(cardtest.Spec{})
	if err != nil {
		t.Fatal(err)
	}
	card.Price = &registry.Price{Amount: "1000000000000000", Token: "ETH", Per1kTokens: "20000000000000"}
	if err := card.Sign(key, time.Now(), time.Hour); err != nil {
		t.Fatal(err)
	}
	wire, err := registry.EncodeCard(card)
	if err != nil {
		t.Fatal(err)
	}
	got, err := registry.DecodeCard(wire)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (registry.Verifier{}).Verify(got); err != nil || got.Price.Per1kTokens != "20000000000000" {
		t.Fatalf("decoded card: price %+v (%v)", got.Price, err)
	}
	if text, amount, _ := search.PriceText(got.Price, nil); text != "0.00002 ETH per 1k tokens, at most 0.001 ETH" || amount != "1000000000000000" {
		t.Fatalf("search shows %q (amount %s)", text, amount)
	}
	bad := strings.Replace(string(wire), `"per1kTokens":"20000000000000"`, `"per1kTokens":"2e13"`, 1)
	if _, err := registry.DecodeCard([]byte(bad)); err == nil {
		t.Fatal("a card whose per-1k price is not a decimal integer was accepted")
	}
}

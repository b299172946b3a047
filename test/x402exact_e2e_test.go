package test

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/test/harness"
)

// usdPrice is devnet.USDPrice (0.01 USDC) in the token's 6-decimal base units.
var usdPrice = big.NewInt(10_000)

const usdBody = `{"skill":"echo","input":{"message":"paid in usdc"}}`

// usdPayer is a fresh account holding only the devnet's USDC (no ETH: exact is gasless for
// the payer), minted by anvil account 7 (anyone may mint the dev token).
func (w *testnet) usdPayer(amount *big.Int) *identity.Key {
	w.t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		w.t.Fatal(err)
	}
	sc := chain.DefaultConfig()
	sc.PollInterval = 10 * time.Millisecond
	minter, err := chain.NewSender(w.ctx, sc, w.d.RPC, w.anvil.Key(7), deploy.RevertDecoder(), nil)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := devnet.MintAuthToken(w.ctx, minter, w.d.Deploy, k.Address(), amount); err != nil {
		w.t.Fatal(err)
	}
	return k
}

// usdBalance is a's balance of the devnet's USDC.
func (w *testnet) usdBalance(a common.Address) *big.Int {
	w.t.Helper()
	b := bindings.NewAuthToken()
	v, err := chain.Read(w.ctx, w.d.RPC, nil, w.d.Deploy.Contracts[deploy.NameAuthToken], b.PackBalanceOf(a), b.UnpackBalanceOf)
	if err != nil {
		w.t.Fatal(err)
	}
	return v
}

// officialPaid is what test/x402/pay.mjs prints.
type officialPaid struct {
	Status          int                  `json:"status"`
	Body            string               `json:"body"`
	PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
	Replay          *struct {
		Status int    `json:"status"`
		Error  string `json:"error"`
	} `json:"replay"`
}

// payOfficially pays url with the official x402 client (test/x402/pay.mjs: @x402/fetch and
// @x402/evm's exact scheme over a viem account holding key), as a third party would, allowing
// it at most max of the devnet's USDC, and sends its payment again (--replay).
func (w *testnet) payOfficially(url string, key *identity.Key, max *big.Int) officialPaid {
	w.t.Helper()
	hexKey := "0x" + hex.EncodeToString(crypto.FromECDSA(key.PrivateKey()))
	out := harness.PayMJS(w.ctx, w.t, "x402", url, hexKey, usdBody, fmt.Sprintf("eip155:%d", w.d.Deploy.ChainID),
		w.d.Deploy.Contracts[deploy.NameAuthToken].Hex(), max.String(), "--replay")
	var p officialPaid
	if err := json.Unmarshal(out, &p); err != nil {
		w.t.Fatalf("pay.mjs printed %q: %v", out, err)
	}
	return p
}

// TestE2EX402ExactUSDC: a third party holding only the devnet's USDC pays bob's usd-echo
// (priced "0.01 USDC" in its config.json) over bob's HTTP call route with the official x402
// client. The 402 offers exact (the node's account as payTo: it settles and refunds) and
// batch-settlement in an ERC-20 channel to the agent's payout address; the agent answers, the
// PAYMENT-RESPONSE names the transferWithAuthorization, and the chain moved exactly the price
// from the payer to bob's account (no protocol fee on exact: the token moves straight from
// payer to payee, through no contract of ours); the client's payment sent again is refused and
// moves nothing. bob's agent.list, /.well-known/x402 and the A2A card show the price.
func TestE2EX402ExactUSDC(t *testing.T) {
	w := startNet(t, 2, nil)
	bob := w.d.Nodes[1]
	token := w.d.Deploy.Contracts[deploy.NameAuthToken]
	agentPayee, _ := bob.AgentAddress(devnet.USDAgent)
	callURL := bob.APIURL() + "/agents/" + devnet.USDAgent + "/call"

	offer := w.postX402(callURL, usdBody, "")
	if offer.status != http.StatusPaymentRequired || offer.required == nil || len(offer.required.Accepts) != 2 {
		t.Fatalf("unpaid call: %d %+v", offer.status, offer.required)
	}
	exact, batch := offer.required.Accepts[0], offer.required.Accepts[1]
	if exact.Scheme != x402.SchemeExact || exact.Amount != usdPrice.String() || !strings.EqualFold(exact.Asset, token.Hex()) ||
		!strings.EqualFold(exact.PayTo, bob.Account().Hex()) || exact.Network != fmt.Sprintf("eip155:%d", w.d.Deploy.ChainID) {
		t.Fatalf("exact offer %+v, want %s base units of %s to %s", exact, usdPrice, token.Hex(), bob.Account().Hex())
	}
	if batch.Scheme != x402.SchemeBatch || batch.Amount != usdPrice.String() || !strings.EqualFold(batch.Asset, token.Hex()) ||
		!strings.EqualFold(batch.PayTo, agentPayee.Hex()) {
		t.Fatalf("batch offer %+v, want a channel in %s to %s", batch, token.Hex(), agentPayee.Hex())
	}
	showsUSDC(t, w, bob.APIURL(), token)

	payer := w.usdPayer(big.NewInt(1_000_000)) // 1 USDC, no ETH
	payer0, bob0 := w.usdBalance(payer.Address()), w.usdBalance(bob.Account())
	from := w.head()
	p := w.payOfficially(callURL, payer, usdPrice)
	if p.Status != http.StatusOK || !strings.Contains(p.Body, "paid in usdc") {
		t.Fatalf("paid call: %d %s", p.Status, p.Body)
	}
	r := p.PaymentResponse
	if r == nil || !r.Success || r.Network != exact.Network || !strings.EqualFold(r.Payer, payer.Address().Hex()) || len(r.Transaction) != 66 {
		t.Fatalf("PAYMENT-RESPONSE %+v", r)
	}
	if d := new(big.Int).Sub(payer0, w.usdBalance(payer.Address())); d.Cmp(usdPrice) != 0 {
		t.Fatalf("payer paid %s, want exactly %s", d, usdPrice)
	}
	if d := new(big.Int).Sub(w.usdBalance(bob.Account()), bob0); d.Cmp(usdPrice) != 0 {
		t.Fatalf("bob got %s, want exactly %s", d, usdPrice)
	}
	if eth := w.balance(payer.Address()); eth.Sign() != 0 {
		t.Fatalf("the payer holds %s wei: it was to pay without ETH", eth)
	}
	rc, err := w.d.RPC.TransactionReceipt(w.ctx, common.HexToHash(r.Transaction))
	if err != nil || rc.Status != 1 {
		t.Fatalf("receipt of %s: %+v %v", r.Transaction, rc, err)
	}
	t.Logf("transferWithAuthorization: %d gas (block %d, %d blocks after the start)", rc.GasUsed, rc.BlockNumber, rc.BlockNumber.Uint64()-from)
	if p.Replay == nil || p.Replay.Status != http.StatusPaymentRequired || !strings.Contains(p.Replay.Error, x402.ReasonNonceUsed) {
		t.Fatalf("replay: %+v", p.Replay)
	}
	if d := new(big.Int).Sub(payer0, w.usdBalance(payer.Address())); d.Cmp(usdPrice) != 0 {
		t.Fatalf("after the replay the payer paid %s, want exactly %s", d, usdPrice)
	}
}

// showsUSDC checks that the node shows usd-echo's price by the token's symbol and decimals:
// agent.list (its config text), /.well-known/x402 (x402's base units and asset, the offer to
// its node's account) and the A2A card (the text, with the amount in base units and the token).
func showsUSDC(t *testing.T, w *testnet, apiURL string, token common.Address) {
	t.Helper()
	bob := w.d.Nodes[1]
	var infos []struct{ Name, Price string }
	if err := w.api(bob, "agent.list", nil, &infos); err != nil {
		t.Fatal(err)
	}
	var listed string
	for _, i := range infos {
		if i.Name == devnet.USDAgent {
			listed = i.Price
		}
	}
	if listed != devnet.USDPrice {
		t.Fatalf("agent.list shows %q, want %q", listed, devnet.USDPrice)
	}
	resp, err := http.Get(apiURL + "/.well-known/x402")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var wk struct {
		Items []struct {
			Resource string              `json:"resource"`
			Accepts  []x402.Requirements `json:"accepts"`
		} `json:"items"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&wk); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, it := range wk.Items {
		if strings.Contains(it.Resource, "/agents/"+devnet.USDAgent+"/") && len(it.Accepts) > 0 && it.Accepts[0].Scheme == x402.SchemeExact &&
			strings.EqualFold(it.Accepts[0].Asset, token.Hex()) && it.Accepts[0].Amount == usdPrice.String() {
			found = true
		}
	}
	if !found {
		t.Fatalf("/.well-known/x402 does not sell %s for %s of %s: %+v", devnet.USDAgent, usdPrice, token.Hex(), wk.Items)
	}
	cr, err := http.Get(apiURL + "/agents/" + devnet.USDAgent + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	defer cr.Body.Close()
	var card struct {
		Capabilities struct {
			Extensions []struct {
				URI    string         `json:"uri"`
				Params map[string]any `json:"params"`
			} `json:"extensions"`
		} `json:"capabilities"`
	}
	if err := json.NewDecoder(cr.Body).Decode(&card); err != nil {
		t.Fatal(err)
	}
	ok := false
	for _, e := range card.Capabilities.Extensions {
		ok = ok || e.URI == api.PriceExtension && e.Params["price"] == devnet.USDPrice && e.Params["amount"] == usdPrice.String() &&
			strings.EqualFold(fmt.Sprint(e.Params["token"]), token.Hex())
	}
	if !ok {
		t.Fatalf("A2A card's price extension %+v, want %s: %s base units of %s", card.Capabilities.Extensions, devnet.USDPrice, usdPrice, token.Hex())
	}
}

// TestE2EX402ExactUSDCBadPayments: payments of usd-echo that must not pay it, each answered 402
// with its x402 reason, the call not run and nothing moved: an authorization of another token
// (the stake token's domain: a price in one token paid in another), of less than the price, of
// another chain id, expired, replayed after it paid, from a key without USDC (a payer with many
// keys pays only from the one holding the money), an accepted offer edited to name another
// asset or network, a batch-settlement voucher of an ETH channel or below the price. Then one
// good exact payment pays exactly once, and a voucher of a USDC channel pays the call.
func TestE2EX402ExactUSDCBadPayments(t *testing.T) {
	w := startNet(t, 2, nil)
	bob := w.d.Nodes[1]
	callURL := bob.APIURL() + "/agents/" + devnet.USDAgent + "/call"
	offer := w.postX402(callURL, usdBody, "")
	if offer.required == nil || len(offer.required.Accepts) == 0 || offer.required.Accepts[0].Scheme != x402.SchemeExact {
		t.Fatalf("offer %+v", offer.required)
	}
	req, res := offer.required.Accepts[0], offer.required.Resource
	payer := w.usdPayer(big.NewInt(1_000_000))
	broke, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	payer0, bob0 := w.usdBalance(payer.Address()), w.usdBalance(bob.Account())
	head := func(pl *x402.PaymentPayload) string {
		h, err := x402.EncodeHeader(pl)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	// sign signs terms (req edited by edit) at now, and sends them as accepting the offer req.
	sign := func(key *identity.Key, edit func(*x402.Requirements), now time.Time) string {
		terms := req
		terms.Extra = map[string]any{"name": req.Extra["name"], "version": req.Extra["version"]}
		if edit != nil {
			edit(&terms)
		}
		pl, err := x402.PayExact(key, terms, res, now)
		if err != nil {
			t.Fatal(err)
		}
		pl.Accepted = req
		return head(pl)
	}
	stake := w.d.Deploy.Contracts[deploy.NameStakeToken]
	refused := func(what, sig, reason string) {
		t.Helper()
		a := w.postX402(callURL, usdBody, sig)
		if a.status != http.StatusPaymentRequired || a.required == nil || !strings.Contains(a.required.Error, reason) ||
			strings.Contains(a.body, "paid in usdc") {
			t.Fatalf("%s: %d %q %+v, want a 402 saying %s", what, a.status, a.body, a.required, reason)
		}
		if w.usdBalance(payer.Address()).Cmp(payer0) != 0 || w.usdBalance(bob.Account()).Cmp(bob0) != 0 {
			t.Fatalf("%s moved money", what)
		}
	}
	now := time.Now()
	refused("another token's authorization", sign(payer, func(r *x402.Requirements) { r.Asset = stake.Hex() }, now), x402.ReasonBadSignature)
	refused("less than the price", sign(payer, func(r *x402.Requirements) { r.Amount = new(big.Int).Sub(usdPrice, big.NewInt(1)).String() }, now), x402.ReasonValueMismatch)
	refused("another chain id", sign(payer, func(r *x402.Requirements) { r.Network = "eip155:1" }, now), x402.ReasonBadSignature)
	refused("expired", sign(payer, nil, now.Add(-time.Hour)), x402.ReasonExpired)
	refused("a key without USDC", sign(broke, nil, now), x402.ReasonInsufficientFunds)
	edited := func(edit func(*x402.PaymentPayload)) string {
		pl, err := x402.PayExact(payer, req, res, now)
		if err != nil {
			t.Fatal(err)
		}
		edit(pl)
		return head(pl)
	}
	refused("accepted edited to another asset", edited(func(p *x402.PaymentPayload) { p.Accepted.Asset = stake.Hex() }), x402.ReasonRequirementsDiff)
	refused("accepted edited to another network", edited(func(p *x402.PaymentPayload) { p.Accepted.Network = "eip155:1" }), "network")

	good := sign(payer, nil, now)
	start := time.Now()
	if a := w.postX402(callURL, usdBody, good); a.status != http.StatusOK || a.settled == nil || !a.settled.Success {
		t.Fatalf("good payment: %d %s %+v", a.status, a.body, a.required)
	}
	t.Logf("a cheap exact call, verified, run and settled (one transaction mined on anvil): %s", time.Since(start).Round(time.Millisecond))
	payer0.Sub(payer0, usdPrice)
	bob0.Add(bob0, usdPrice)
	refused("replayed after it paid", good, x402.ReasonNonceUsed)

	// batch-settlement in USDC: a channel in ETH cannot pay the USDC offer; one in USDC can.
	batch := offer.required.Accepts[1]
	vp := w.newVoucherPayer(8)
	payee := common.HexToAddress(batch.PayTo)
	inETH := paychan.Channel{Payer: vp.key.Address(), Payee: payee, Signer: vp.key.Address(), Salt: common.Hash{1}}
	if err := vp.cli.Open(w.ctx, inETH, big.NewInt(1e15)); err != nil {
		t.Fatal(err)
	}
	refused("a voucher of an ETH channel for a USDC price", vp.header(batch, inETH, usdPrice), x402.ReasonTokenMismatch)
	sminter, err := chain.NewSender(w.ctx, chain.DefaultConfig(), w.d.RPC, w.anvil.Key(7), deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := devnet.MintAuthToken(w.ctx, sminter, w.d.Deploy, vp.key.Address(), big.NewInt(100_000)); err != nil {
		t.Fatal(err)
	}
	inUSDC := paychan.Channel{Payer: vp.key.Address(), Payee: payee, Token: w.d.Deploy.Contracts[deploy.NameAuthToken], Signer: vp.key.Address(), Salt: common.Hash{2}}
	if err := vp.cli.Open(w.ctx, inUSDC, big.NewInt(100_000)); err != nil {
		t.Fatal(err)
	}
	refused("a voucher below the price", vp.header(batch, inUSDC, new(big.Int).Sub(usdPrice, big.NewInt(1))), x402.ReasonVoucherRefused)
	if a := w.postX402(callURL, usdBody, vp.header(batch, inUSDC, usdPrice)); a.status != http.StatusOK || a.settled == nil || !a.settled.Success ||
		a.settled.Extra["cumulativeAmount"] != usdPrice.String() {
		t.Fatalf("a voucher of a USDC channel: %d %s %+v", a.status, a.body, a.settled)
	}
}

package test

import (
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
)

// TestE2EX402BatchSettlement: a third party with nothing but an account on the chain pays bob's
// paid echo (0.0001 ETH a call) over HTTP with x402's batch-settlement. The 402 offers the
// channel payee the libp2p path uses (the agent's payout address); the payer opens a channel on
// chain and pays three calls on the plain call route, one over A2A and one over MCP with
// cumulative vouchers. A failing call is not charged; a replayed, lower, over-deposit or
// wrong-payee voucher is refused with its x402 reason (escrow/x402's
// TestBatchBadVouchersDoNotRun shows none runs the call). bob's claim loop claims the HTTP
// channel with alice's libp2p one: the chain pays exactly the committed sums, to the wei.
func TestE2EX402BatchSettlement(t *testing.T) {
	w := startNet(t, 2, func(i int, c *node.Config) {
		if i == 1 {
			c.Payments.ClaimAt, c.Payments.ClaimEvery = "1 wei", node.Duration(100*time.Millisecond)
		}
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	price := eth("0.0001")
	times := func(k int64) *big.Int { return new(big.Int).Mul(price, big.NewInt(k)) }
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	callURL, a2aURL := bob.APIURL()+"/agents/paid-echo/call", bob.APIURL()+"/agents/paid-echo/a2a"
	const callBody = `{"skill":"echo","input":{"message":"paid over http"}}`
	payee0, fee0 := w.balance(payee), w.channelsOwed(w.treasury())

	// The offer: batch-settlement only (the price is in ETH), to the agent's payout address.
	offer := w.postX402(callURL, callBody, "")
	if offer.status != http.StatusPaymentRequired || offer.required == nil || len(offer.required.Accepts) != 1 {
		t.Fatalf("unpaid call: %d %+v", offer.status, offer.required)
	}
	req := offer.required.Accepts[0]
	if req.Scheme != x402.SchemeBatch || req.Amount != price.String() || req.Asset != (common.Address{}).Hex() ||
		!strings.EqualFold(req.PayTo, payee.Hex()) {
		t.Fatalf("offer %+v, want batch-settlement of %s wei to %s", req, price, payee.Hex())
	}
	wellKnownOffers(t, bob.APIURL(), payee)

	p := w.newVoucherPayer(8)
	deposit := times(6)
	id := p.open(payee, deposit)
	paid := func(url, body string, k int64) {
		t.Helper()
		a := w.postX402(url, body, p.header(req, p.ch, times(k)))
		if a.status != http.StatusOK || !strings.Contains(a.body, "paid over") || a.settled == nil || !a.settled.Success {
			t.Fatalf("paid call %d: %d %s %+v", k, a.status, a.body, a.required)
		}
		if a.settled.Extra["channelId"] != id.Hex() || a.settled.Extra["cumulativeAmount"] != times(k).String() ||
			!strings.EqualFold(a.settled.Payer, p.key.Address().Hex()) || a.settled.Transaction != "" {
			t.Fatalf("PAYMENT-RESPONSE of call %d: %+v", k, a.settled)
		}
	}
	refused := func(what, sig, reason string) {
		t.Helper()
		a := w.postX402(callURL, callBody, sig)
		if a.status != http.StatusPaymentRequired || a.required == nil || !strings.Contains(a.required.Error, reason) {
			t.Fatalf("%s: %d %+v, want a 402 with %s", what, a.status, a.required, reason)
		}
	}
	for k := int64(1); k <= 3; k++ {
		paid(callURL, callBody, k)
	}
	// A failing call (an unknown skill) is answered as it is, without PAYMENT-RESPONSE; its
	// voucher is not kept, so the same amount pays the next call (over A2A).
	if a := w.postX402(callURL, `{"skill":"nope","input":{}}`, p.header(req, p.ch, times(4))); a.status != http.StatusBadRequest || a.settled != nil {
		t.Fatalf("failing call: %d %s %+v", a.status, a.body, a.settled)
	}
	const a2aBody = `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"message\":\"paid over a2a\"}"}]}}}`
	paid(a2aURL, a2aBody, 4)
	if sr := p.payOverMCP(bob.APIURL(), devnet.PaidAgent, times(5)); sr.Extra["cumulativeAmount"] != times(5).String() {
		t.Fatalf("MCP payment-response %+v", sr)
	}
	committed := times(5)

	refused("the last voucher replayed", p.header(req, p.ch, times(5)), x402.ReasonBelowClaimed)
	refused("a lower voucher", p.header(req, p.ch, times(2)), x402.ReasonBelowClaimed)
	refused("a voucher over the deposit", p.header(req, p.ch, times(7)), x402.ReasonExceedsBalance)
	toNode := p.ch
	toNode.Payee = bob.Account() // bob's node account: not the channels' payee of this agent
	refused("a channel to another payee", p.header(req, toNode, times(6)), x402.ReasonReceiverMismatch)
	otherOffer := req
	otherOffer.PayTo = bob.Account().Hex()
	refused("an offer rewritten to another payee", p.header(otherOffer, toNode, times(6)), x402.ReasonReceiverMismatch)

	// alice pays the same agent over libp2p: her channel is held by the same checker.
	var out json.RawMessage
	if err := w.api(alice, "agent.call", apitypes.AgentCallParams{Peer: bob.PeerID().String(), Agent: devnet.PaidAgent, Skill: "echo",
		Input: json.RawMessage(`{"message":"paid over libp2p"}`)}, &out); err != nil {
		t.Fatal(err)
	}
	total := new(big.Int).Add(committed, price)
	w.waitFor("bob's claims", 30*time.Second, func() (bool, error) {
		var b apitypes.Channels
		if err := w.api(bob, "channel.list", nil, &b); err != nil {
			return false, err
		}
		return len(b.Channels) == 2 && b.Claimed == total.String() && b.Owed == "0", nil
	})
	st := p.channelState(id)
	sameAmount(t, "the HTTP channel's claims", st.Claimed, committed)
	sameAmount(t, "the HTTP channel's deposit", st.Deposited, deposit)
	// The claims pay the agent's address the committed sums less the protocol fee, credited
	// to the treasury in the contract (exact in any split: the price is a whole number of fee
	// units); bob's node account paid the claims' gas.
	fee := new(big.Int).Sub(w.channelsOwed(w.treasury()), fee0)
	sameAmount(t, "the fee", fee, w.fee(total))
	sameAmount(t, "the agent's gain", new(big.Int).Sub(w.balance(payee), payee0), new(big.Int).Sub(total, fee))
}

// wellKnownOffers checks that the node's /.well-known/x402 sells paid-echo's call route and A2A
// endpoint as batch-settlement to payee.
func wellKnownOffers(t *testing.T, base string, payee common.Address) {
	t.Helper()
	resp, err := http.Get(base + "/.well-known/x402")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list struct {
		Items []struct {
			Resource string              `json:"resource"`
			Accepts  []x402.Requirements `json:"accepts"`
		} `json:"items"`
	}
	b, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(b, &list); err != nil {
		t.Fatalf("/.well-known/x402: %v: %s", err, b)
	}
	found := 0
	for _, it := range list.Items {
		if !strings.Contains(it.Resource, "/agents/paid-echo/") {
			continue
		}
		if len(it.Accepts) != 1 || it.Accepts[0].Scheme != x402.SchemeBatch || !strings.EqualFold(it.Accepts[0].PayTo, payee.Hex()) {
			t.Fatalf("/.well-known/x402 item %+v", it)
		}
		found++
	}
	if found != 2 {
		t.Fatalf("/.well-known/x402 lists %d routes of paid-echo, want the call route and A2A: %s", found, b)
	}
}

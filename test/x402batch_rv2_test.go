package test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/devnet"
)

// TestRV2X402A2AAnswerSayingDataIsCharged (review rv2, finding 2, end to end): a paid A2A
// call whose message holds "data:" (it comes back in the task's history, whatever the agent)
// is charged like any other: its answer carries PAYMENT-RESPONSE and its voucher is held, so
// the same voucher does not pay a second call. It was judged failed: answered free, the
// voucher released for the next call.
func TestRV2X402A2AAnswerSayingDataIsCharged(t *testing.T) {
	w := startNet(t, 2, nil)
	bob := w.d.Nodes[1]
	price := eth("0.0001")
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	a2aURL := bob.APIURL() + "/agents/paid-echo/a2a"
	const body = `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"message\":\"data: free answer\"}"}]}}}`
	offer := w.postX402(a2aURL, body, "")
	if offer.status != http.StatusPaymentRequired || offer.required == nil || len(offer.required.Accepts) != 1 {
		t.Fatalf("unpaid call: %d %+v", offer.status, offer.required)
	}
	p := w.newVoucherPayer(8)
	p.open(payee, price)
	sig := p.header(offer.required.Accepts[0], p.ch, price)
	a := w.postX402(a2aURL, body, sig)
	if a.status != http.StatusOK || !strings.Contains(a.body, "data: free answer") || a.settled == nil || !a.settled.Success {
		t.Fatalf("paid call: %d %s, settled %+v", a.status, a.body, a.settled)
	}
	if again := w.postX402(a2aURL, body, sig); again.status != http.StatusPaymentRequired {
		t.Fatalf("the same voucher paid a second call: %d %s", again.status, again.body)
	}
}

package x402_test

import (
	"context"
	"encoding/base64"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/x402"
)

// Review rv4b, finding 5: a settle-first refund was not recorded anywhere (logged only when it
// failed): a crash between the call's failure and the refund, or a refund that failed, left
// the payer charged for a failed call with no trace. Each refund is now recorded owed before it
// is sent, then sent (with its transaction) or failed; Unfinished lists the refunds not sent.
func TestSettleFirstRefundsAreRecorded(t *testing.T) {
	w := newWorld(t, func(c *x402.ExactConfig) { c.SettleFirstAbove = big.NewInt(1) })
	path := filepath.Join(t.TempDir(), "refunds.log")
	log, err := x402.OpenRefundFile(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = log.Close() })
	w.fac.RecordRefunds(log)
	ex := w.offer("/paid").Accepts[0]
	w.fail.Store(true)
	pay := func() (*x402.PaymentPayload, string) {
		p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
		resp, _ := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
		raw, _ := base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderResponse))
		if resp.StatusCode != http.StatusInternalServerError {
			t.Fatalf("a failed settle-first call: %d %s", resp.StatusCode, raw)
		}
		return p, string(raw)
	}
	if _, raw := pay(); !strings.Contains(raw, `"refunded":true`) {
		t.Fatalf("the refund: %s", raw)
	}
	recs := readRefunds(t, path)
	if len(recs) != 2 || recs[0] != x402.RefundOwed || recs[1] != x402.RefundSent {
		t.Fatalf("a refund sent is recorded %v, want owed then sent", recs)
	}
	if open, err := x402.Unfinished(path); err != nil || len(open) != 0 {
		t.Fatalf("unfinished after a refund sent: %v (%v)", open, err)
	}
	// The node cannot refund (its tokens went elsewhere during the run): the refund fails and
	// stays unfinished, the payer owed its value.
	w.during = func(*http.Request) {
		at := bindings.NewAuthToken()
		bal := w.balance(w.Node.Address())
		if _, err := w.Node.Send(context.Background(), chain.Tx{To: &w.Token, Data: at.PackTransfer(w.Poor.Address(), bal)}); err != nil {
			t.Error(err)
		}
	}
	if _, raw := pay(); !strings.Contains(raw, `"refunded":false`) {
		t.Fatalf("the refund the node could not pay: %s", raw)
	}
	open, err := x402.Unfinished(path)
	if err != nil || len(open) != 1 || open[0].State != x402.RefundFailed || open[0].Payer != w.Payer.Address() || open[0].Value.Cmp(w.price) != 0 || open[0].Error == "" {
		t.Fatalf("unfinished after a refund failed: %+v (%v), want it failed, owed %s to the payer", open, err, w.price)
	}
}

// readRefunds is the states the refund log at path holds, in order.
func readRefunds(t *testing.T, path string) []string {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		for _, s := range []string{x402.RefundOwed, x402.RefundSent, x402.RefundFailed} {
			if strings.Contains(line, `"state":"`+s+`"`) {
				out = append(out, s)
			}
		}
	}
	return out
}

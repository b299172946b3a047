package x402_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/x402"
)

// TestRV4bExactRunBoundedByOffer (review rv4b, finding 1): a run paid by an exact
// authorization that settles after it was bounded only by the authorization's validBefore,
// which the payer signs: with one a year ahead, a run detached from its client (it no longer
// ends with the request) was bounded by nothing the server chose, holding the payer's
// reserved balance and its HTTP slot (Limits.AnonRequests, 4 for every buyer) as long as the
// agent would run. It is bounded by the offer's maxTimeoutSeconds too, as every other paid run.
func TestRV4bExactRunBoundedByOffer(t *testing.T) {
	w := newWorld(t, nil)
	deadline := make(chan time.Time, 1)
	w.during = func(r *http.Request) {
		dl, _ := r.Context().Deadline()
		deadline <- dl
	}
	pr := w.offer("/paid")
	p, err := x402.PayExact(w.Payer, pr.Accepts[0], pr.Resource, time.Now().Add(365*24*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	dl := <-deadline
	if bound := time.Now().Add(x402.DefaultMaxTimeout); dl.IsZero() || dl.After(bound) {
		t.Fatalf("the run's deadline is %s, past the offer's maxTimeoutSeconds (%s from now): the payer's validBefore bounds it", dl.Format(time.RFC3339), x402.DefaultMaxTimeout)
	}
}

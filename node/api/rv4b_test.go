package api

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/escrow/x402/x402test"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// rv4bDeadline is a Local that tells each echo call's context deadline.
type rv4bDeadline struct {
	Local
	deadline chan time.Time
}

func (d rv4bDeadline) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	if agent == "echo" {
		dl, _ := ctx.Deadline()
		d.deadline <- dl
	}
	return d.Local.Call(ctx, agent, skill, input, progress)
}

// rv4bOffer returns the x402 offer a token-less POST of body to url answers with (402).
func rv4bOffer(t *testing.T, url, body string) x402.Requirements {
	t.Helper()
	offer, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	offer.Body.Close()
	raw, _ := base64.StdEncoding.DecodeString(offer.Header.Get(x402.HeaderRequired))
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil || offer.StatusCode != http.StatusPaymentRequired || len(pr.Accepts) != 1 {
		t.Fatalf("the offer: %d %s (%v)", offer.StatusCode, raw, err)
	}
	return pr.Accepts[0]
}

// rv4bPay opens a channel of w's payer (salt tells it apart) holding price and returns the
// PAYMENT-SIGNATURE of its first voucher, for price, accepting req.
func rv4bPay(t *testing.T, w *x402test.World, contract common.Address, req x402.Requirements, salt common.Hash, price *big.Int) string {
	t.Helper()
	dom := paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: contract}
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: salt}
	if err := paychan.NewClient(w.Sender(t, w.Payer), contract).Open(context.Background(), ch, price); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(dom.Separator(), ch.ID(dom.Separator()), price, w.Payer)
	if err != nil {
		t.Fatal(err)
	}
	p, err := x402.PayVoucher(req, nil, ch, v)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := x402.EncodeHeader(p)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

// TestRV4bPaidHTTPCallIgnoresPayersTimeout (review rv4b, finding 3): the paid HTTP call route
// (POST /agents/{name}/call) and paid MCP call_agent take the payer's timeoutMs as the run's
// bound: a payer that names one just short of the run's end has the run fail (504, not
// charged, its voucher released for the next request) as often as it likes: review rv2's
// finding 6, closed for libp2p deadlines and HTTP hang-ups, open here. A paid run's bound is
// the server's (CallTimeout, the offer's maxTimeoutSeconds, the agent's own timeout): the
// payer's timeoutMs may lengthen it, not shorten it.
func TestRV4bPaidHTTPCallIgnoresPayersTimeout(t *testing.T) {
	d := rv4bDeadline{Local: startRuntime(t), deadline: make(chan time.Time, 2)}
	price := big.NewInt(1000)
	url, w, contract, _, settled := rv2PaidServer(t, d, price)
	body := `{"input":{"message":"hi"},"timeoutMs":1}`
	sig := rv4bPay(t, w, contract, rv4bOffer(t, url+"/agents/echo/call", body), common.Hash{0x74}, price)
	hr, _ := http.NewRequest(http.MethodPost, url+"/agents/echo/call", strings.NewReader(body))
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set(x402.HeaderSignature, sig)
	sent := time.Now()
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	dl := <-d.deadline
	if least := sent.Add(time.Duration(DefaultConfig(testToken).CallTimeout)); !dl.IsZero() && dl.Before(least) {
		t.Fatalf("the paid run's deadline is %s after it was sent: the payer's timeoutMs of 1 bounds it (answer %d %s)", dl.Sub(sent), resp.StatusCode, b)
	}
	if resp.StatusCode != http.StatusOK || !<-settled {
		t.Fatalf("the paid call: %d %s, want 200 and its voucher committed", resp.StatusCode, b)
	}
}

// TestRV4bPaidRunsPinAnonRequests (review rv4b, finding 4): a paid HTTP run holds its
// token-less request slot (Limits.AnonRequests: 4, shared by every HTTP buyer and stranger of
// /rpc, /mcp and A2A) until the run ends, and a paid run no longer ends with its request. Four
// payers (one key and channel each) that start runs and hang up shut every other token-less
// request out for as long as the runs go: up to the agent's own timeout (5 min for an llm),
// the call route's timeoutMs bounded by maxTimeoutSeconds (300 s). A run made to fail (an
// input the agent chokes on slowly) is not charged: the attacker's cost is four channel
// deposits, locked, not spent, and no open connection. Closed: a request leaves the budget
// once its payment verified (startPaidRun); a stranger's request is served while four paid
// runs go on.
func TestRV4bPaidRunsPinAnonRequests(t *testing.T) {
	held := &rv2Held{Local: startRuntime(t), started: make(chan struct{}, 4), ended: make(chan error, 4), release: make(chan struct{})}
	price := big.NewInt(1000)
	url, w, contract, _, _ := rv2PaidServer(t, held, price)
	hangUps := rv4bHungUpRuns(t, url, w, contract, held, price, DefaultLimits().AnonRequests)
	defer func() {
		close(held.release)
		for range hangUps {
			<-held.ended
		}
	}()
	if resp := strangerStatus(t, url); resp.StatusCode == http.StatusServiceUnavailable {
		t.Fatalf("a stranger's request while four paid runs go on with no client: %d", resp.StatusCode)
	}
}

// rv4bHungUpRuns starts n paid runs of echo (held: they wait for release), one channel of
// w's payer each, and hangs their clients up; it returns the hang-ups (done).
func rv4bHungUpRuns(t *testing.T, url string, w *x402test.World, contract common.Address, held *rv2Held, price *big.Int, n int) []context.CancelFunc {
	t.Helper()
	ctx := context.Background()
	body := `{"input":{"message":"hi"}}`
	req := rv4bOffer(t, url+"/agents/echo/call", body)
	var hangUps []context.CancelFunc
	for i := range n {
		sig := rv4bPay(t, w, contract, req, common.Hash{0x75, byte(i)}, price)
		rctx, hangUp := context.WithCancel(ctx)
		hangUps = append(hangUps, hangUp)
		hr, _ := http.NewRequestWithContext(rctx, http.MethodPost, url+"/agents/echo/call", strings.NewReader(body))
		hr.Header.Set("Content-Type", "application/json")
		hr.Header.Set(x402.HeaderSignature, sig)
		done := make(chan string, 1)
		go func() {
			resp, err := http.DefaultClient.Do(hr)
			if err != nil {
				done <- err.Error()
				return
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			done <- fmt.Sprintf("%d %s", resp.StatusCode, b)
		}()
		select {
		case <-held.started:
		case got := <-done:
			t.Fatalf("paid run %d did not start: %s", i, got)
		}
	}
	for _, hangUp := range hangUps {
		hangUp()
	}
	return hangUps
}

// rv4bGatedPrices prices echo; while gated, each price asked tells asked and waits for open:
// the request asking holds its place in the server, its payment not verified yet.
type rv4bGatedPrices struct {
	rv2Priced
	gated atomic.Bool
	asked chan struct{}
	open  chan struct{}
}

func (p *rv4bGatedPrices) AgentPrice(ctx context.Context, agent string) (*registry.Price, error) {
	if p.gated.Load() {
		p.asked <- struct{}{}
		<-p.open
	}
	return p.rv2Priced.AgentPrice(ctx, agent)
}

// TestRV4bUnverifiedPaymentsStayAnonymous (review rv4b, finding 4's other side): only a
// verified payment leaves the anonymous budget. Requests carrying payment headers that do not
// verify (here: not even decodable) hold their AnonRequests slots until refused, as any
// token-less request: a flood of them is bounded as before, and a stranger's request beyond
// the budget is refused (503).
func TestRV4bUnverifiedPaymentsStayAnonymous(t *testing.T) {
	n := DefaultLimits().AnonRequests
	prices := &rv4bGatedPrices{rv2Priced: rv2Priced{"echo": "1000"}, asked: make(chan struct{}, n), open: make(chan struct{})}
	p := rv2PaidServerPriced(t, startRuntime(t), prices)
	prices.gated.Store(true)
	answers := echoCalls(p.url, n, "bm90IGEgcGF5bWVudA==")
	for range n {
		<-prices.asked
	}
	resp := strangerStatus(t, p.url)
	prices.gated.Store(false)
	close(prices.open)
	for range n {
		if got := <-answers; got != fmt.Sprint(http.StatusPaymentRequired) {
			t.Errorf("a request with a payment that does not decode: %s, want 402", got)
		}
	}
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("a stranger's request while %d requests with unverified payments are served: %d, want 503", n, resp.StatusCode)
	}
}

// TestRV4bCloseEndsDetachedPaidRuns (review rv4b, finding 5): a paid HTTP run goes on after
// its client hung up, detached from its request; api.Server.Close did not end it (it went on
// to its bound, and could settle with nobody to answer). Close now ends the paid runs and waits
// for them: the run sees its context end, fails, and its voucher is released, not committed.
func TestRV4bCloseEndsDetachedPaidRuns(t *testing.T) {
	held := &rv2Held{Local: startRuntime(t), started: make(chan struct{}, 1), ended: make(chan error, 1), release: make(chan struct{})}
	price := big.NewInt(1000)
	p := rv2PaidServerPriced(t, held, rv2Priced{"echo": price.String()})
	rv4bHungUpRuns(t, p.url, p.w, p.contract, held, price, 1)
	if err := p.srv.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-held.ended:
		if err == nil {
			t.Fatal("the paid run was let go, not ended")
		}
	default:
		t.Fatal("api.Server.Close returned with a detached paid run still going")
	}
	if <-p.settled {
		t.Fatal("a paid run ended by Close was charged")
	}
}

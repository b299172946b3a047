package api

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/runtime"
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
	ctx := context.Background()
	dom := paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: contract}
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{0x74}}
	if err := paychan.NewClient(w.Sender(t, w.Payer), contract).Open(ctx, ch, price); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(dom.Separator(), ch.ID(dom.Separator()), price, w.Payer)
	if err != nil {
		t.Fatal(err)
	}
	body := `{"input":{"message":"hi"},"timeoutMs":1}`
	offer, err := http.Post(url+"/agents/echo/call", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	offer.Body.Close()
	raw, _ := base64.StdEncoding.DecodeString(offer.Header.Get(x402.HeaderRequired))
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil || offer.StatusCode != http.StatusPaymentRequired || len(pr.Accepts) != 1 {
		t.Fatalf("the offer: %d %s (%v)", offer.StatusCode, raw, err)
	}
	p, err := x402.PayVoucher(pr.Accepts[0], nil, ch, v)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := x402.EncodeHeader(p)
	if err != nil {
		t.Fatal(err)
	}
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

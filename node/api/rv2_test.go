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
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/escrow/x402/x402test"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// TestRV2A2AAnswerSayingDataIsCharged (review rv2, finding 2): the judge of a paid A2A answer
// looked for the last "data:" anywhere in the body, to find a stream's last event; an answer
// whose own text holds "data:" (an echo of it, a data: URL, an llm told to write it) was cut
// there, did not parse, and was judged failed: answered in full and not charged, its voucher
// released for the next call. A blocking answer's task carries the request's own message in
// its history, so a payer only had to write "data:" in its message, whatever the agent. The
// bodies are the hosted echo's real A2A answers, blocking and
// streamed: completed tasks, so charged.
func TestRV2A2AAnswerSayingDataIsCharged(t *testing.T) {
	r := newRig(t)
	msg := `{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"message\":\"data: free answer\"}"}]}`
	for _, method := range []string{"SendMessage", "SendStreamingMessage"} {
		t.Run(method, func(t *testing.T) {
			resp, err := http.Post(r.url+"/agents/echo/a2a", "application/json",
				strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"`+method+`","params":{"message":`+msg+`}}`))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if !strings.Contains(string(body), "data: free answer") || !strings.Contains(string(body), "TASK_STATE_COMPLETED") {
				t.Fatalf("echo's answer: %d %s", resp.StatusCode, body)
			}
			if a2aFailed(resp.StatusCode, body) {
				t.Fatalf("a completed task saying \"data:\" is judged failed (not charged):\n%s", body)
			}
		})
	}
}

// rv2Priced is a price table: agent name to price in wei.
type rv2Priced map[string]string

func (p rv2Priced) AgentPrice(_ context.Context, agent string) (*registry.Price, error) {
	if a, ok := p[agent]; ok {
		return &registry.Price{Amount: a, Token: "ETH"}, nil
	}
	return nil, nil
}

// rv2Payee is the payee of every priced agent's channels.
type rv2Payee common.Address

func (p rv2Payee) ChannelPayee(string) (common.Address, bool) { return common.Address(p), true }

// rv2Held is a Local whose echo waits, once started, until its context ends or it is let go.
type rv2Held struct {
	Local
	started chan struct{}
	ended   chan error
	release chan struct{}
}

func (h *rv2Held) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	if agent != "echo" {
		return h.Local.Call(ctx, agent, skill, input, progress)
	}
	h.started <- struct{}{}
	select {
	case <-ctx.Done():
		h.ended <- ctx.Err()
		return nil, ctx.Err()
	case <-h.release:
		h.ended <- nil
		return h.Local.Call(ctx, agent, skill, input, progress)
	}
}

// rv2Book is a voucher book telling settled, for each checked voucher, whether it was
// committed (true) or released.
type rv2Book struct {
	x402.Vouchers
	settled chan bool
}

func (b rv2Book) Check(ctx context.Context, ch paychan.Channel, v paychan.Voucher, price *big.Int) (x402.VoucherHold, error) {
	h, err := b.Vouchers.Check(ctx, ch, v, price)
	if err != nil {
		return nil, err
	}
	return rv2Hold{h, b.settled}, nil
}

type rv2Hold struct {
	x402.VoucherHold
	settled chan bool
}

func (h rv2Hold) Commit() error {
	err := h.VoucherHold.Commit()
	h.settled <- err == nil
	return err
}

func (h rv2Hold) Release() { h.VoucherHold.Release(); h.settled <- false }

// rv2PaidServer is an API server whose echo costs price wei, paid by batch-settlement on a
// simulated chain's PaymentChannels to the world's node account, with the voucher book and
// checker the node uses. It returns the server's URL, the world, the contract, the checker and
// whether each checked voucher was committed.
func rv2PaidServer(t *testing.T, local Local, price *big.Int) (string, *x402test.World, common.Address, *paychan.Checker, chan bool) {
	t.Helper()
	p := rv2PaidServerPriced(t, local, rv2Priced{"echo": price.String()})
	return p.url, p.w, p.contract, p.chk, p.settled
}

// rv2Paid is a paid API server (rv2PaidServerPriced) and what its tests use of it.
type rv2Paid struct {
	srv      *Server
	url      string
	w        *x402test.World
	contract common.Address
	chk      *paychan.Checker
	settled  chan bool
}

// rv2PaidServerPriced is rv2PaidServer with the agents' prices given.
func rv2PaidServerPriced(t *testing.T, local Local, prices AgentPrices) rv2Paid {
	t.Helper()
	ctx := context.Background()
	w := x402test.New(t, big.NewInt(1))
	chans := w.Channels(t)
	dom, chk, book := chans.Domain, chans.Checker, chans.Book
	settled := make(chan bool, 4)
	batch, err := x402.NewBatch(dom, rv2Book{book, settled})
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:0"
	deps := Deps{Local: local, Status: func(context.Context) any { return map[string]string{} }, Identity: rigIdentity("peer"),
		Payments: &Payments{Facilitator: x402.NewFacilitator(nil, batch, nil), Prices: prices,
			PayTo: w.Node.Address(), Channels: rv2Payee(w.Node.Address())}}
	srv, err := New(cfg, deps, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return rv2Paid{srv: srv, url: "http://" + srv.Addr(), w: w, contract: dom.Contract, chk: chk, settled: settled}
}

// TestRV2PaidA2ARunOutlivesItsRequest (review rv2, findings 5 and 6): a2a-go runs a task
// detached from its request. A paying client that hung up after its voucher was checked had
// the call judged failed (not charged: the voucher released, good for its next request) while
// the agent ran on to the end (finding 5); ending the run with its request (the first fix)
// still had the agent's work until then unpaid (finding 6). The paid run now goes on to its end
// whatever the client does, and is charged: the voucher is committed, and the same voucher
// again is refused as below what the payee holds.
func TestRV2PaidA2ARunOutlivesItsRequest(t *testing.T) {
	held := &rv2Held{Local: startRuntime(t), started: make(chan struct{}, 1), ended: make(chan error, 1), release: make(chan struct{})}
	price := big.NewInt(1000)
	url, w, contract, chk, settled := rv2PaidServer(t, held, price)
	ctx := context.Background()
	dom := paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: contract}
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{0x72}}
	if err := paychan.NewClient(w.Sender(t, w.Payer), contract).Open(ctx, ch, price); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(dom.Separator(), ch.ID(dom.Separator()), price, w.Payer)
	if err != nil {
		t.Fatal(err)
	}
	body := `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"message\":\"hi\"}"}]}}}`
	offer, err := http.Post(url+"/agents/echo/a2a", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	offer.Body.Close()
	raw, _ := base64.StdEncoding.DecodeString(offer.Header.Get(x402.HeaderRequired))
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil || offer.StatusCode != http.StatusPaymentRequired || len(pr.Accepts) != 1 {
		t.Fatalf("the offer: %d %s (%v)", offer.StatusCode, raw, err)
	}
	req := pr.Accepts[0]
	p, err := x402.PayVoucher(req, nil, ch, v)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := x402.EncodeHeader(p)
	if err != nil {
		t.Fatal(err)
	}
	rctx, hangUp := context.WithCancel(ctx)
	hr, _ := http.NewRequestWithContext(rctx, http.MethodPost, url+"/agents/echo/a2a", strings.NewReader(body))
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set(x402.HeaderSignature, sig)
	done := make(chan error, 1)
	go func() {
		resp, err := http.DefaultClient.Do(hr)
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			err = fmt.Errorf("answered %d %s", resp.StatusCode, b)
		}
		done <- err
	}()
	select {
	case <-held.started:
	case err := <-done:
		t.Fatalf("the paid call did not run: %v", err)
	}
	hangUp() // the client hangs up while its paid call runs
	<-done
	close(held.release)
	if err := <-held.ended; err != nil {
		t.Fatalf("the paid run ended with its request: %v (not charged; the voucher pays the next request)", err)
	}
	if !<-settled {
		t.Fatal("the paid run that outlived its request was not charged")
	}
	if h := chk.Held(); len(h) != 1 || h[0].Voucher.Amount == nil || h[0].Voucher.Amount.Cmp(price) != 0 {
		t.Fatalf("the payee holds %+v, want the run's voucher of %s", h, price)
	}
	again, _ := http.NewRequest(http.MethodPost, url+"/agents/echo/a2a", strings.NewReader(body))
	again.Header.Set("Content-Type", "application/json")
	again.Header.Set(x402.HeaderSignature, sig)
	resp, err := http.DefaultClient.Do(again)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	raw, _ = base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderRequired))
	if resp.StatusCode != http.StatusPaymentRequired || !strings.Contains(string(raw), x402.ReasonBelowClaimed) {
		t.Fatalf("the run's voucher again: %d %s, want 402 %s", resp.StatusCode, raw, x402.ReasonBelowClaimed)
	}
}

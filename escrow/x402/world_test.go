package x402_test

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/escrow/x402/x402test"
	"github.com/agentsite/agentsite/identity"
)

// world is an in-process dev chain with the AuthToken and PaymentChannels deployed by the
// node's key (the seller and its own facilitator), a funded payer and a paid HTTP endpoint.
type world struct {
	*x402test.World
	t     testing.TB
	chans common.Address
	price *big.Int
	ran   atomic.Int64
	fail  atomic.Bool
	// oversize makes the endpoint write its result, then more than MaxBufferedAnswer.
	oversize atomic.Bool
	during   func(r *http.Request) // runs inside the paid call, before it answers
	exact    *x402.Exact
	fac      *x402.Facilitator
	srv      *httptest.Server
	checker  *paychan.Checker
	pcli     *paychan.Client
}

type seller struct{ w *world }

func (s seller) Offer(r *http.Request) (x402.Offer, bool, error) {
	if r.URL.Path == "/free" {
		return x402.Offer{}, false, nil
	}
	asset := s.w.Token
	if r.URL.Query().Get("asset") == "eth" {
		asset = common.Address{}
	}
	return x402.Offer{Price: s.w.price, Asset: asset, PayTo: s.w.Node.Address(), ChannelPayee: s.w.Node.Address(),
		Resource: x402.Resource{Description: "echo", MimeType: "application/json"}}, true, nil
}

func newWorld(t testing.TB, cfg func(*x402.ExactConfig)) *world {
	t.Helper()
	ctx := context.Background()
	w := &world{t: t, World: x402test.New(t, big.NewInt(1_000_000_000)), price: big.NewInt(10_000)}
	chans := w.Channels(t)
	w.chans = chans.Domain.Contract
	name, version, err := x402.ReadDomain(ctx, w.Node, w.Token)
	if err != nil {
		t.Fatal(err)
	}
	ec := x402.ExactConfig{ChainID: devchain.ChainID.Uint64(), Token: w.Token, Name: name, Version: version}
	if cfg != nil {
		cfg(&ec)
	}
	if w.exact, err = x402.NewExact(ec, w.Node); err != nil {
		t.Fatal(err)
	}
	w.checker, w.pcli = chans.Checker, chans.Client
	batch, err := x402.NewBatch(chans.Domain, chans.Book)
	if err != nil {
		t.Fatal(err)
	}
	w.fac = x402.NewFacilitator([]*x402.Exact{w.exact}, batch, nil)
	answer := http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w.ran.Add(1)
		if w.during != nil {
			w.during(r)
		}
		if w.fail.Load() {
			http.Error(rw, "agent failed", http.StatusInternalServerError)
			return
		}
		rw.Header().Set("Content-Type", "application/json")
		if w.oversize.Load() {
			_, _ = rw.Write([]byte(`{"result":"the whole answer",`))
			_, _ = rw.Write(make([]byte, x402.MaxBufferedAnswer))
			return
		}
		_, _ = rw.Write([]byte(`{"echo":"hello"}`))
	})
	w.srv = httptest.NewServer(w.fac.Middleware(seller{w}, answer))
	t.Cleanup(w.srv.Close)
	return w
}

func (w *world) sender(k *identity.Key) *chain.Sender { return w.World.Sender(w.t, k) }

func (w *world) balance(a common.Address) *big.Int { return w.World.Balance(w.t, a) }

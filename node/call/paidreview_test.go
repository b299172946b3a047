package call

// Adversarial review of paid calls (issue 20's wiring): each TestReviewPaid* test is an attack
// by a payer, a payee or a stranger; it passes when the attack fails.

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

// lyingPayee takes every voucher and refuses the call with "held" = the voucher's own amount,
// as an honest payee does only for a voucher it already answered: it wants the payer to count
// a fresh voucher as paid (Payer.Adopt) and sign the next one.
type lyingPayee struct{ honest *ChannelPayee }

func (l lyingPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, _ := l.honest.Terms(agent)
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	t.Held = pay.Voucher.Amount.String()
	return nil, paymentError(CodePaymentRefused, t, "payment refused: held %s", t.Held)
}

// Finding 1: a payee that refuses a fresh voucher with held = its amount made the payer adopt
// it as answered and sign the next (three times per call, maxAttempts): 3 prices per call,
// every call, for no answer, until the deposit and top-ups up to maxDeposit were spent. The
// payer now adopts only an amount it left unresolved (a voucher sent before whose answer was
// lost); a fresh voucher the payee refuses is released: the payee holds at most its signature,
// one price, however many calls.
func TestReviewPaidAdoptFreshVoucher(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.srv.payee = lyingPayee{r.payee()}
	ctx := context.Background()
	for i := 0; i < 5; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil {
			t.Fatal("the lying payee answered")
		}
	}
	if got := r.answered(t); got.Sign() != 0 {
		t.Fatalf("the payer counts %s (%s calls) as paid for no answer", got, new(big.Int).Div(got, testPrice))
	}
}

// gateHandler reports each run entering and holds it until release closes.
type gateHandler struct {
	ev      chan string
	release chan struct{}
}

func (g gateHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	g.ev <- "enter"
	select {
	case <-g.release:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return input, nil
}

// Finding 2: one voucher ran the agent many times. Check saved nothing and held nothing, so
// k calls sent at once with the same voucher (or with rising ones) all passed it and all ran;
// only one committed, the others' answers were withheld, but the agent did k runs (an llm's
// tokens, a tool's side effects) for one price. A payer with many caller DIDs (free) is not
// held back by the per-caller fair share. Now a checked voucher holds its channel until it is
// committed or released: the second call is refused before it runs.
func TestReviewPaidOneVoucherRunsOnce(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err)
	}
	g := gateHandler{ev: make(chan string, 16), release: make(chan struct{})}
	h := newHost(t)
	srv, err := NewServer(h, g, DefaultConfig(testChain), Options{Logger: quiet(), Payee: r.payee()})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	if err := r.client.Connect(ctx, peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()}); err != nil {
		t.Fatal(err)
	}
	c := r.paying.Payer().Channels()[0]
	v, err := paychan.SignAt(r.domain.Separator(), c.ID, 0, mul(testPrice, 2), r.payerKey)
	if err != nil {
		t.Fatal(err)
	}
	const k = 4
	for i := 0; i < k; i++ {
		go func() {
			_, _ = r.cli.CallPaid(ctx, h.ID(), "echo", "echo", json.RawMessage(`{}`), nil, &Payment{Channel: c.Channel, Voucher: v})
			g.ev <- "done"
		}()
	}
	enters, dones := 0, 0
	for dones < k {
		switch <-g.ev {
		case "enter":
			enters++
		case "done":
			dones++
		}
		if (enters == k || dones == k-1) && g.release != nil {
			close(g.release)
			g.release = nil
		}
	}
	if enters != 1 {
		t.Fatalf("one voucher ran the agent %d times", enters)
	}
	if r.held(t).Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("payee holds %s", r.held(t))
	}
}

// rotatingPayee asks every call to be paid to a payee address it has not named before.
type rotatingPayee struct {
	honest *ChannelPayee
	mu     sync.Mutex
	n      byte
}

func (r *rotatingPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, _ := r.honest.Terms(agent)
	r.mu.Lock()
	r.n++
	t.Payee = common.Address{0xbe, r.n}
	r.mu.Unlock()
	return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
}

// Finding 5: maxDeposit bounded the deposits per payee address, and the payee address is
// whatever the agent's terms say: an agent naming a new payee in each payment-required
// answer had the payer open a channel (its gas, a deposit of depositCalls prices) per
// answer, three per call (maxAttempts), until the whole budget was locked for a challenge
// period; each of those channels' first voucher is the agent's to claim. Deposits made for
// one agent (its node and name) are now bounded by maxDeposit too.
func TestReviewPaidRotatingPayeeBoundedByMaxDeposit(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.policy.MaxDeposit = mul(testPrice, 10)
	r.policy.DepositCalls = 10
	r.startPayer(t)
	r.srv.payee = &rotatingPayee{honest: r.payee()}
	ctx := context.Background()
	for i := 0; i < 4; i++ {
		_, _ = r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	}
	total := new(big.Int)
	for _, c := range r.paying.Payer().Channels() {
		total.Add(total, c.Deposited)
	}
	if total.Cmp(r.policy.MaxDeposit) > 0 {
		t.Fatalf("one agent had the payer deposit %s in %d channels; maxDeposit is %s",
			total, len(r.paying.Payer().Channels()), r.policy.MaxDeposit)
	}
	// Nor does each payee named leave lanes behind (a queue of lanes+64 ids each).
	for i := 0; i < 20; i++ {
		_, _ = r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	}
	r.paying.mu.Lock()
	n := len(r.paying.lanes)
	r.paying.mu.Unlock()
	if n > 1 {
		t.Fatalf("%d lanes kept for payees never paid", n)
	}
}

// Finding 6 (payer side): the terms' price and held amount came from the payee and were
// parsed whatever their length (a frame of digits: seconds of the payer's CPU per answer).
// Longer than a uint256 they now read as no number, unparsed.
func TestReviewPaidTermsNumbersBounded(t *testing.T) {
	huge := strings.Repeat("9", 10_000)
	if (Terms{Price: huge}).PriceWei() != nil || (Terms{Held: huge}).HeldWei() != nil {
		t.Fatal("a 10,000-digit price or held amount was read")
	}
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)).String()
	if (Terms{Price: max}).PriceWei() == nil || (Terms{Held: "5"}).HeldWei().Int64() != 5 {
		t.Fatal("a uint256 price or a small held amount was refused")
	}
}

// Finding 8: a channel whose withdrawal the payer requested (`agentsite channel close`) was
// retired in memory only: a restarted payer took it back as a lane, and every call that drew
// it was refused by the payee (closing) until the withdrawal was made. Reconcile now retires
// a channel the chain shows closing.
func TestReviewPaidClosingChannelStaysRetired(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.policy.Lanes = 1
	r.startPayer(t)
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	c := r.paying.Payer().Channels()[0]
	r.paying.Retire(c.ID) // channel.close
	if err := r.payerCli.RequestWithdrawal(ctx, c.Channel); err != nil {
		t.Fatal(err)
	}
	if err := r.payeeCli.Sync(ctx, r.chk, c.Channel); err != nil {
		t.Fatal(err)
	}
	r.startPayer(t)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatalf("after a restart, a call on a payer whose only channel is closing: %v", err)
	}
}

// tokenPayee asks to be paid in token, whatever its agent's real terms.
type tokenPayee struct {
	honest *ChannelPayee
	token  common.Address
}

func (p tokenPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, _ := p.honest.Terms(agent)
	t.Token = p.token
	return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
}

// Finding 9: the policy's bounds are base units whatever the token, and the token is the
// terms' word: an agent asking to be paid in any ERC-20 the payer holds had the payer approve
// it and deposit up to maxDeposit base units of it (0.01 ETH's 1e16 units are 1e10 tokens of
// a 6-decimals USDC), at up to maxPrice base units a call. The payer now pays only in the
// tokens its policy lists (the node: ETH and the stake token, whose units are ETH-like).
func TestReviewPaidUnlistedTokenRefused(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	token := r.deployToken(t)
	r.srv.payee = tokenPayee{honest: r.payee(), token: token}
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); !errors.Is(err, ErrPaymentRefused) {
		t.Fatalf("an agent asking for an unlisted token: %v", err)
	}
	if n := len(r.paying.Payer().Channels()); n != 0 {
		t.Fatalf("the payer opened %d channels in a token its policy does not list", n)
	}
}

package paychan_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/contracts/devchain/devchaintest"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

const challenge = 3600

// world is a dev chain (go-ethereum's simulated beacon, in process) with PaymentChannels
// deployed, three payers, one payee and a treasury.
type world struct {
	dc       *devchain.Chain
	cl       *ethclient.Client
	addr     common.Address
	domain   paychan.Domain
	payers   []*identity.Key
	payee    *identity.Key
	treasury common.Address
}

func newWorld(t *testing.T) *world {
	t.Helper()
	dc, cl, keys := devchaintest.Start(t, 5)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	w := &world{dc: dc, cl: cl, treasury: devchain.Addresses(keys)[4], payee: identity.NewKey(keys[3])}
	for _, k := range keys[:3] {
		w.payers = append(w.payers, identity.NewKey(k))
	}
	pc := bindings.NewPaymentChannels()
	rcpt, err := w.sender(t, w.payee).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.PaymentChannelsMetaData.Bin),
		pc.PackConstructor(w.treasury, 100, challenge)...)})
	if err != nil {
		t.Fatal(err)
	}
	w.addr = rcpt.ContractAddress
	w.domain = paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: w.addr}
	return w
}

func (w *world) sender(t *testing.T, k *identity.Key) *chain.Sender {
	t.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, w.cl, k, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (w *world) balance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := w.cl.BalanceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The Go side computes the contract's ids and digests.
func TestDomainMatchesContract(t *testing.T) {
	w := newWorld(t)
	pc := bindings.NewPaymentChannels()
	ch := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Token: common.HexToAddress("0x7"),
		Signer: w.payers[1].Address(), Salt: common.Hash{9}}
	inst := pc.Instance(w.cl, w.addr)
	id, err := bind.Call(inst, nil, pc.PackChannelId(bindings.IPaymentChannelsChannel{Payer: ch.Payer, Payee: ch.Payee,
		Token: ch.Token, Signer: ch.Signer, Salt: ch.Salt}), pc.UnpackChannelId)
	if err != nil {
		t.Fatal(err)
	}
	sep := w.domain.Separator()
	if common.Hash(id) != ch.ID(sep) {
		t.Fatalf("contract id %x, Go id %x", id, ch.ID(sep))
	}
	d, err := bind.Call(inst, nil, pc.PackVoucherDigest(id, eth(7)), pc.UnpackVoucherDigest)
	if err != nil {
		t.Fatal(err)
	}
	if common.Hash(d) != paychan.Digest(sep, id, eth(7)) {
		t.Fatal("voucher digests differ")
	}
}

// Open -> paid calls -> batch claim -> withdrawal, with the payee and the payers restarted from
// their stores midway, and every wei accounted for.
func TestChannelsEndToEnd(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price := eth(1) // 0.001 ETH a call
	deposit := eth(100)
	payeeStore := newStore(t)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), payeeStore, clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)

	type side struct {
		p     *paychan.Payer
		store *paychan.FileStore
		c     *paychan.Client
		ch    paychan.Channel
		id    common.Hash
		start *big.Int
	}
	sides := make([]*side, len(w.payers))
	for i, k := range w.payers {
		s := &side{store: newStore(t), c: paychan.NewClient(w.sender(t, k), w.addr), start: w.balance(t, k.Address())}
		s.ch = paychan.Channel{Payer: k.Address(), Payee: w.payee.Address(), Signer: k.Address(), Salt: common.Hash{byte(i)}}
		if s.p, err = paychan.NewPayer(w.domain, k, s.store); err != nil {
			t.Fatal(err)
		}
		if err := s.c.Open(ctx, s.ch, deposit); err != nil {
			t.Fatal(err)
		}
		if s.id, err = s.p.Add(s.ch, deposit); err != nil {
			t.Fatal(err)
		}
		if err := payeeClient.Sync(ctx, chk, s.ch); err != nil {
			t.Fatal(err)
		}
		sides[i] = s
	}
	payeeStart := w.balance(t, w.payee.Address())

	// call: the payer signs, the payee checks and saves, the payer records the answer.
	call := func(s *side) {
		t.Helper()
		v, err := s.p.Next(s.id, price)
		if err != nil {
			t.Fatal(err)
		}
		if err := chk.Accept(s.ch, v, price); err != nil {
			t.Fatal(err)
		}
		if err := s.p.Resolve(s.id, true); err != nil {
			t.Fatal(err)
		}
	}
	calls := []int{5, 3, 7}
	for i, s := range sides {
		for range calls[i] {
			call(s)
		}
	}
	// a restart of everyone: new checker and payers from the same stores (the payers save
	// their last answered calls as a node closing does: a kill -9 leaves them in flight, see
	// TestPayerPresignedVoucherIsSavedOnlyAsInFlight)
	for _, s := range sides {
		if err := s.p.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	if chk, err = paychan.NewChecker(w.domain, w.payee.Address(), payeeStore, clk.Now); err != nil {
		t.Fatal(err)
	}
	for i, s := range sides {
		if s.p, err = paychan.NewPayer(w.domain, w.payers[i], s.store); err != nil {
			t.Fatal(err)
		}
		call(s) // one more call each after the restart
		calls[i]++
	}

	// the policy: nothing is worth claiming yet by value, everything by age
	pol := paychan.Policy{MinValue: eth(50), MaxAge: time.Hour, Margin: time.Minute}
	if due := pol.Due(clk.now, chk.Held()); len(due) != 0 {
		t.Fatalf("due too early: %d", len(due))
	}
	clk.now = clk.now.Add(time.Hour)
	due := pol.Due(clk.now, chk.Held())
	if len(due) != 3 {
		t.Fatalf("due after an hour: %d channels", len(due))
	}
	if err := payeeClient.ClaimBatch(ctx, due); err != nil {
		t.Fatal(err)
	}
	for i, s := range sides {
		st, err := payeeClient.State(ctx, s.id)
		if err != nil {
			t.Fatal(err)
		}
		want := new(big.Int).Mul(price, big.NewInt(int64(calls[i])))
		if st.Claimed.Cmp(want) != 0 {
			t.Fatalf("channel %d claimed %s, want %s", i, st.Claimed, want)
		}
		if err := payeeClient.Sync(ctx, chk, s.ch); err != nil {
			t.Fatal(err)
		}
	}
	// a replayed batch pays nothing twice
	if err := payeeClient.ClaimBatch(ctx, due); err == nil {
		t.Fatal("a replayed batch was accepted")
	}
	// the fees (per channel, on its cumulative claimed amount) stay held in the contract until
	// anyone collects them for the treasury
	fee := new(big.Int)
	chs := make([]paychan.Channel, len(sides))
	for i, s := range sides {
		held, err := payeeClient.FeeHeld(ctx, s.id)
		if err != nil {
			t.Fatal(err)
		}
		want := paychan.FeeOn(new(big.Int).Mul(price, big.NewInt(int64(calls[i]))), 100)
		if held.Cmp(want) != 0 {
			t.Fatalf("channel %d holds a fee of %s, want %s", i, held, want)
		}
		fee.Add(fee, want)
		chs[i] = s.ch
	}
	if err := payeeClient.CollectFees(ctx, chs); err != nil {
		t.Fatal(err)
	}
	owed, err := bind.Call(bindings.NewPaymentChannels().Instance(w.cl, w.addr), nil,
		bindings.NewPaymentChannels().PackOwed(common.Address{}, w.treasury), bindings.NewPaymentChannels().UnpackOwed)
	if err != nil || owed.Cmp(fee) != 0 {
		t.Fatalf("treasury owed %s (%v), want %s", owed, err, fee)
	}
	if got := new(big.Int).Sub(w.balance(t, w.payee.Address()), payeeStart); got.Sign() <= 0 {
		t.Fatalf("payee balance moved by %s", got)
	}

	// payer 0 withdraws: one more call during the challenge period is refused by the checker
	// (the channel is closing), the rest comes back after it.
	s0 := sides[0]
	if err := s0.c.RequestWithdrawal(ctx, s0.ch); err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.Sync(ctx, chk, s0.ch); err != nil {
		t.Fatal(err)
	}
	v, err := s0.p.Next(s0.id, price)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Accept(s0.ch, v, price); !errors.Is(err, paychan.ErrClosing) {
		t.Fatalf("voucher on a closing channel: %v", err)
	}
	if err := s0.p.Resolve(s0.id, false); err != nil {
		t.Fatal(err)
	}
	if err := s0.c.Withdraw(ctx, s0.ch); err == nil {
		t.Fatal("withdrew during the challenge period")
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.Withdraw(ctx, s0.ch); err != nil { // anyone may execute it
		t.Fatal(err)
	}
	st, err := payeeClient.State(ctx, s0.id)
	if err != nil || st.Deposited.Cmp(st.Claimed) != 0 || st.WithdrawableAt != 0 {
		t.Fatalf("after withdrawal %+v (%v)", st, err)
	}
	// every wei: the contract holds the unclaimed deposits and the treasury's fee, nothing else
	held := new(big.Int).Set(owed)
	for _, s := range sides {
		st, err := payeeClient.State(ctx, s.id)
		if err != nil {
			t.Fatal(err)
		}
		held.Add(held, new(big.Int).Sub(st.Deposited, st.Claimed))
	}
	if bal := w.balance(t, w.addr); bal.Cmp(held) != 0 {
		t.Fatalf("contract holds %s, accounts say %s", bal, held)
	}
	// a voucher after the withdrawal pays nothing
	late, err := paychan.Sign(w.domain.Separator(), s0.id, eth(50), w.payers[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.ClaimBatch(ctx, []paychan.Held{{Channel: s0.ch, Voucher: late}}); err == nil {
		t.Fatal("claimed a withdrawn channel")
	}
}

package payments

import (
	"context"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// testClock is a clock the test moves by hand.
type testClock struct{ t time.Time }

func (c *testClock) Now() time.Time { return c.t }

// Review rv28b, checked and holding: a payee down while its payer asks to withdraw, restarted
// before the channel's state is stale, misses the request's event (it watches from the head)
// and learns it from its log and a read once the state is MaxStale old; the claim loop then
// claims it within the margin, before the challenge period ends, every voucher answered paid.
func TestRV28bRestartedPayeeClaimsFromItsLog(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const challenge = time.Hour
	rig := newRV28bRig(t, ctx, uint64(challenge/time.Second))
	cl, payer, payee, sender, domain := rig.cl, rig.payer, rig.payee, rig.sender, rig.domain
	sep := domain.Separator()
	ch := paychan.Channel{Payer: payer.Address(), Payee: payee.Address(), Signer: payer.Address(), Salt: common.Hash{0x28, 0xb}}
	payerCli := paychan.NewClient(sender(payer), domain.Contract)
	if err := payerCli.Open(ctx, ch, big.NewInt(1e15)); err != nil {
		t.Fatal(err)
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	clk := &testClock{t: time.Unix(int64(head.Time), 0)}
	pol, err := Config{}.ClaimPolicy(challenge)
	if err != nil {
		t.Fatal(err)
	}
	stale := paychan.MaxStale(challenge, pol.Margin)
	dir := t.TempDir()
	payeeCli := paychan.NewClient(sender(payee), domain.Contract)
	checker := func(store *paychan.LogStore) *paychan.Checker {
		chk, err := paychan.NewChecker(domain, payee.Address(), payeeStore{store, payee.Address()}, clk.Now, paychan.WithMaxStale(stale))
		if err != nil {
			t.Fatal(err)
		}
		return chk
	}
	// The payee answers five calls, then goes down.
	store, err := paychan.OpenLogStore(LogPath(dir), false)
	if err != nil {
		t.Fatal(err)
	}
	chk := checker(store)
	if err := payeeCli.Sync(ctx, chk, ch); err != nil {
		t.Fatal(err)
	}
	price := big.NewInt(1e12)
	for i := int64(1); i <= 5; i++ {
		v, err := paychan.Sign(sep, ch.ID(sep), new(big.Int).Mul(price, big.NewInt(i)), payer)
		if err != nil {
			t.Fatal(err)
		}
		if err := chk.Accept(ch, v, price); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	if err := payerCli.RequestWithdrawal(ctx, ch); err != nil {
		t.Fatal(err)
	}
	// Back ten minutes later, from the log alone: Run's start.
	clk.t = clk.t.Add(10 * time.Minute)
	store, err = paychan.OpenLogStore(LogPath(dir), false)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	chk = checker(store)
	p := &Payments{domain: domain, cli: payeeCli, chain: cl, chks: map[common.Address]*paychan.Checker{payee.Address(): chk},
		claim: pol, log: slog.New(slog.DiscardHandler), now: clk.Now}
	n, err := cl.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := payeeCli.Refresh(ctx, chk); err != nil {
		t.Fatal(err)
	}
	from := p.round(ctx, n+1)
	// Rounds every 15 s until the state is stale: then it is read, and claimed.
	for clk.t.Before(time.Unix(int64(head.Time), 0).Add(stale + 15*time.Second)) {
		clk.t = clk.t.Add(15 * time.Second)
		from = p.round(ctx, from)
	}
	st, err := payeeCli.State(ctx, ch.ID(sep))
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(price, big.NewInt(5)); st.Claimed.Cmp(want) != 0 || st.WithdrawableAt == 0 {
		t.Fatalf("claimed %s (withdrawable at %d), want %s before the end", st.Claimed, st.WithdrawableAt, want)
	}
	if left := time.Unix(int64(st.WithdrawableAt), 0).Sub(clk.t); left < pol.Margin-time.Minute {
		t.Fatalf("claimed with %s left, margin %s", left, pol.Margin)
	}
}

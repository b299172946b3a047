package paychan_test

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// testToken deploys an ERC-20 with 1,000 (×1e18) of it minted to holder.
func testToken(t *testing.T, w *world, holder *identity.Key) common.Address {
	t.Helper()
	ctx := context.Background()
	st := bindings.NewStakeToken()
	rcpt, err := w.sender(t, holder).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.StakeTokenMetaData.Bin),
		st.PackConstructor("Test USD", "TUSD")...)})
	if err != nil {
		t.Fatal(err)
	}
	token := rcpt.ContractAddress
	if _, err := w.sender(t, holder).Send(ctx, chain.Tx{To: &token, Data: st.PackMint(holder.Address(), eth(1000))}); err != nil {
		t.Fatal(err)
	}
	return token
}

// selectorLog passes transactions on and records their method selectors, in order.
type selectorLog struct {
	chain.Backend
	mu   sync.Mutex
	sels []string
}

func (s *selectorLog) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	s.mu.Lock()
	if d := tx.Data(); len(d) >= 4 {
		s.sels = append(s.sels, common.Bytes2Hex(d[:4]))
	}
	s.mu.Unlock()
	return s.Backend.SendTransaction(ctx, tx)
}

// Finding 4 (rv29, low): rv28b's Due lists the withdrawals ending soonest first, but ClaimDue
// sent every batch of a token before the next token's: the token of the soonest deadline
// went first with all its batches, a crowd of channels due by value or age (no deadline)
// among them, then another token's withdrawal ending next, one block per batch later. Batches
// now go in the order of their first channel's deadline, whatever their token.
func TestRV29BatchesOrderedByDeadlineAcrossTokens(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := big.NewInt(1e12), big.NewInt(1e13)
	payerKey := w.payers[0]
	token := testToken(t, w, payerKey)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now,
		paychan.WithTokens(map[common.Address]*big.Int{{}: nil, token: nil}))
	if err != nil {
		t.Fatal(err)
	}
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	payerClient := paychan.NewClient(w.sender(t, payerKey), w.addr)
	withdraw := func(ch paychan.Channel) {
		t.Helper()
		if err := payerClient.RequestWithdrawal(ctx, ch); err != nil {
			t.Fatal(err)
		}
		if err := payeeClient.Sync(ctx, chk, ch); err != nil {
			t.Fatal(err)
		}
	}
	// In ETH: one word channel ending first, and a crowd of 21 due by value (two batches).
	withdraw(crowdWords(t, w, payerKey, payeeClient, chk, 1, 0x31, price, deposit)[0])
	crowdWords(t, w, payerKey, payeeClient, chk, 21, 0x32, price, deposit)
	// In the token: one signed-voucher channel ending a minute later.
	if err := w.dc.AdjustTime(time.Minute); err != nil {
		t.Fatal(err)
	}
	tch := paychan.Channel{Payer: payerKey.Address(), Payee: w.payee.Address(), Token: token, Signer: payerKey.Address(), Salt: common.Hash{0x33}}
	if err := payerClient.Open(ctx, tch, deposit); err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.Sync(ctx, chk, tch); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(w.domain.Separator(), tch.ID(w.domain.Separator()), price, payerKey)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Accept(tch, v, price); err != nil {
		t.Fatal(err)
	}
	withdraw(tch)

	rec := &selectorLog{Backend: w.cl}
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(ctx, cfg, rec, w.payee, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	pol := paychan.Policy{MinValue: big.NewInt(1), MaxAge: time.Hour, Margin: 2 * challenge * time.Second}
	sent, err := paychan.NewClient(s, w.addr).ClaimDue(ctx, chk, pol, clk.Now())
	if err != nil || sent != 23 {
		t.Fatalf("claimed %d (%v), want 23", sent, err)
	}
	pc := bindings.NewPaymentChannels()
	words := common.Bytes2Hex(pc.PackClaimWordBatch(common.Address{}, common.Address{}, nil)[:4])
	signed := common.Bytes2Hex(pc.PackClaimBatch(common.Address{}, common.Address{}, nil)[:4])
	if want := []string{words, signed, words}; len(rec.sels) != 3 || rec.sels[1] != want[1] {
		t.Fatalf("claims sent %v (claimWordBatch %s, claimBatch %s), want %v: the token's withdrawal ending second waited for the crowd's batches",
			rec.sels, words, signed, want)
	}
}

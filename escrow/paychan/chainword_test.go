package paychan_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// Go's commitment digest is the contract's chainDigest.
func TestChainDigestMatchesContract(t *testing.T) {
	w := newWorld(t)
	pc := bindings.NewPaymentChannels()
	id := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{3}}.ID(w.domain.Separator())
	for _, k := range []paychan.Commit{
		{Base: new(big.Int), Unit: big.NewInt(1), Length: 1, Root: common.Hash{1}},
		{Base: eth(7), Unit: eth(1), Length: paychan.DefaultChainLength, Root: common.HexToHash("0xabcdef")},
		{Base: paychan.MaxAmount, Unit: paychan.MaxAmount, Length: paychan.MaxChainLength, Root: common.Hash{0xff}},
	} {
		d, err := bind.Call(pc.Instance(w.cl, w.addr), nil, pc.PackChainDigest(id, chainCommit(k)), pc.UnpackChainDigest)
		if err != nil {
			t.Fatal(err)
		}
		if got := paychan.CommitDigest(w.domain.Separator(), id, 0, k.Base, k.Unit, k.Length, k.Root); common.Hash(d) != got {
			t.Fatalf("commitment %+v: contract digest %x, Go %x", k, d, got)
		}
	}
}

func chainCommit(k paychan.Commit) bindings.IPaymentChannelsChainCommit {
	return bindings.IPaymentChannelsChainCommit{Base: k.Base, Unit: k.Unit, Length: k.Length, Root: k.Root}
}

// Word vouchers are claimed through claimWordBatch and signed vouchers through claimBatch, in
// one ClaimBatch of mixed channels: each channel's claim is exactly its calls, the payee gets
// the sum less the fee and the treasury the fee, to the wei; a replay pays nothing.
func TestClaimWords(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := eth(1), eth(1000)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	// word calls on channels 0 and 1 (300 crosses a chain of 256 into the next), signed
	// vouchers on channel 2
	calls := []int{5, 300, 3}
	var total = new(big.Int)
	var ids []common.Hash
	for i, k := range w.payers {
		ch := paychan.Channel{Payer: k.Address(), Payee: w.payee.Address(), Signer: k.Address(), Salt: common.Hash{byte(i)}}
		if err := paychan.NewClient(w.sender(t, k), w.addr).Open(ctx, ch, deposit); err != nil {
			t.Fatal(err)
		}
		p, err := paychan.NewPayer(w.domain, k, newStore(t))
		if err != nil {
			t.Fatal(err)
		}
		id, err := p.Add(ch, deposit)
		if err != nil {
			t.Fatal(err)
		}
		if err := payeeClient.Sync(ctx, chk, ch); err != nil {
			t.Fatal(err)
		}
		next := p.NextWord
		if i == 2 {
			next = p.Next
		}
		for range calls[i] {
			v, err := next(id, price)
			if err != nil {
				t.Fatal(err)
			}
			if err := chk.Accept(ch, v, price); err != nil {
				t.Fatal(err)
			}
			if err := p.Resolve(id, true); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, id)
		total.Add(total, new(big.Int).Mul(price, big.NewInt(int64(calls[i]))))
	}
	held := chk.Held()
	words := 0
	for _, h := range held {
		if h.Voucher.Word != nil {
			words++
		}
	}
	if len(held) != 3 || words != 2 {
		t.Fatalf("held %d channels, %d on words", len(held), words)
	}
	// A third account sends the claims, so the payee's balance moves by the claims only.
	claimer := paychan.NewClient(w.sender(t, w.payers[2]), w.addr)
	payee0 := w.balance(t, w.payee.Address())
	if err := claimer.ClaimBatch(ctx, held); err != nil {
		t.Fatal(err)
	}
	fee := new(big.Int) // the fee is per channel, on its cumulative claimed amount
	for i, id := range ids {
		st, err := payeeClient.State(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Int).Mul(price, big.NewInt(int64(calls[i]))); st.Claimed.Cmp(want) != 0 {
			t.Fatalf("channel %d claimed %s, want %s", i, st.Claimed, want)
		}
		fee.Add(fee, paychan.FeeOn(st.Claimed, 100))
	}
	// the fees stay held in the contract until anyone collects them for the treasury
	chs := make([]paychan.Channel, len(held))
	for i, h := range held {
		chs[i] = h.Channel
	}
	if err := claimer.CollectFees(ctx, chs); err != nil {
		t.Fatal(err)
	}
	pc := bindings.NewPaymentChannels()
	owed, err := bind.Call(pc.Instance(w.cl, w.addr), nil, pc.PackOwed(common.Address{}, w.treasury), pc.UnpackOwed)
	if err != nil || owed.Cmp(fee) != 0 {
		t.Fatalf("treasury owed %s (%v), want %s", owed, err, fee)
	}
	if got, want := new(big.Int).Sub(w.balance(t, w.payee.Address()), payee0), new(big.Int).Sub(total, fee); got.Cmp(want) != 0 {
		t.Fatalf("payee got %s, want %s (the claims %s less the fee %s)", got, want, total, fee)
	}
	if err := claimer.ClaimBatch(ctx, held); err == nil {
		t.Fatal("a replayed batch was accepted")
	}
}

package paychan_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// TestWordsMatchContract checks the Go hash-chain rule (word.go) against PaymentChannels on a
// dev chain, byte for byte: CommitDigest is the contract's chainDigest in epoch 0 and after a
// withdrawal in epoch 1; a word the Go side accepts (VerifyWord) the contract pays at exactly
// Commit.Amount(index), the last word and index 0 (the root, worth base) included; a word the
// Go side refuses, the contract refuses with ChannelBadWord.
func TestWordsMatchContract(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	pc := bindings.NewPaymentChannels()
	inst := pc.Instance(w.cl, w.addr)
	sep := w.domain.Separator()
	key := w.payers[0]
	c := bindings.IPaymentChannelsChannel{Payer: key.Address(), Payee: w.payee.Address(), Signer: key.Address(), Salt: common.Hash{0x77}}
	id := paychan.Channel{Payer: c.Payer, Payee: c.Payee, Token: c.Token, Signer: c.Signer, Salt: c.Salt}.ID(sep)
	send := func(data []byte, value *big.Int) error {
		_, err := w.sender(t, w.payee).Send(ctx, chain.Tx{To: &w.addr, Data: data, Value: value})
		return err
	}
	claimed := func() *big.Int {
		t.Helper()
		st, err := bind.Call(inst, nil, pc.PackChannels(id), pc.UnpackChannels)
		if err != nil {
			t.Fatal(err)
		}
		return st.Claimed
	}
	if _, err := w.sender(t, key).Send(ctx, chain.Tx{To: &w.addr, Data: pc.PackOpen(c, eth(1000)), Value: eth(1000)}); err != nil {
		t.Fatal(err)
	}
	secret := paychan.ChainSecret(key)
	for _, tc := range []struct {
		base, unit *big.Int
		length     uint32
		index      uint32
	}{
		{eth(0), eth(1), 256, 1},
		{eth(1), eth(1), 256, 256},      // the next chain from Answered = base, its last word
		{eth(300), big.NewInt(3), 7, 0}, // the root pays base (above what was claimed)
		{eth(300), big.NewInt(3), 7, 5},
	} {
		ch, err := paychan.NewChain(secret, id, 0, tc.base, tc.unit, tc.length)
		if err != nil {
			t.Fatal(err)
		}
		if err := ch.Sign(sep, key); err != nil {
			t.Fatal(err)
		}
		k := bindings.IPaymentChannelsChainCommit{Base: ch.Commit.Base, Unit: ch.Commit.Unit, Length: ch.Commit.Length, Root: ch.Commit.Root}
		d, err := bind.Call(inst, nil, pc.PackChainDigest(id, k), pc.UnpackChainDigest)
		if err != nil {
			t.Fatal(err)
		}
		if want := paychan.CommitDigest(sep, id, 0, tc.base, tc.unit, tc.length, ch.Commit.Root); common.Hash(d) != want {
			t.Fatalf("chain digest: contract %x, Go %x", d, want)
		}
		v := ch.Voucher(tc.index, true)
		if err := paychan.VerifyWord(sep, v, key.Address()); err != nil {
			t.Fatalf("Go refuses word %d: %v", tc.index, err)
		}
		if paychan.Walk(ch.Word(tc.index), tc.index) != ch.Commit.Root {
			t.Fatal("Walk does not lead to the root")
		}
		if err := send(pc.PackClaimWord(c, k, ch.Commit.Sig, ch.Word(tc.index), tc.index), nil); err != nil {
			t.Fatalf("contract refuses word %d: %v", tc.index, err)
		}
		if got := claimed(); got.Cmp(v.Amount) != 0 {
			t.Fatalf("claimed %v after word %d, want the Go amount %v", got, tc.index, v.Amount)
		}
		// a word one step off: both sides refuse it
		bad := ch.Voucher(tc.index, true)
		bad.Word.Word = paychan.Walk(ch.Word(tc.index), 1)
		if paychan.VerifyWord(sep, bad, key.Address()) == nil {
			t.Fatal("Go accepts a word one step off")
		}
		if tc.index < tc.length { // (the contract checks the word of a claim that would pay)
			err = send(pc.PackClaimWord(c, k, ch.Commit.Sig, bad.Word.Word, tc.length), nil)
			if err == nil || !strings.Contains(err.Error(), "ChannelBadWord") {
				t.Fatalf("contract on a bad word: %v, want ChannelBadWord", err)
			}
		}
	}

	// after a withdrawal the channel is in epoch 1, and so are the digests
	if _, err := w.sender(t, key).Send(ctx, chain.Tx{To: &w.addr, Data: pc.PackRequestWithdrawal(c)}); err != nil {
		t.Fatal(err)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := send(pc.PackWithdraw(c), nil); err != nil {
		t.Fatal(err)
	}
	k := bindings.IPaymentChannelsChainCommit{Base: eth(0), Unit: eth(1), Length: 4, Root: common.Hash{1}}
	d, err := bind.Call(inst, nil, pc.PackChainDigest(id, k), pc.UnpackChainDigest)
	if err != nil {
		t.Fatal(err)
	}
	if want := paychan.CommitDigest(sep, id, 1, k.Base, k.Unit, k.Length, k.Root); common.Hash(d) != want {
		t.Fatalf("epoch 1 chain digest: contract %x, Go %x", d, want)
	}
}

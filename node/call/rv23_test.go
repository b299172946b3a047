package call

import (
	"context"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// rv23Kill runs call as the call a payer is killed in between its request and
// paychan.Payer.Sent: the payer's log as it is when the request is out (before Sent saves
// anything), the call answered by the payee, and the payer restarted from that log.
func (r *paidRig) rv23Kill(t *testing.T, call func(string)) {
	t.Helper()
	log := filepath.Join(r.payerDir, "channels.log")
	kill := &killAtSent{saver: r.paying.sent, log: log}
	r.paying.sent = kill
	call("the call the payer is killed in") // answered: the payee holds its word
	if kill.err != nil || kill.at == nil {
		t.Fatalf("log at the request: %v (read: %t)", kill.err, kill.at != nil)
	}
	r.payerStore.Close()
	if err := os.WriteFile(log, kill.at, 0o600); err != nil {
		t.Fatal(err)
	}
	r.startPayer(t)
}

// killAtSent reads the payer's log when a call's request is out, before the payer's Sent:
// what a payer killed then leaves.
type killAtSent struct {
	saver sentSaver
	log   string
	at    []byte
	err   error
}

func (k *killAtSent) Sent(id common.Hash) error {
	if k.at == nil {
		k.at, k.err = os.ReadFile(k.log)
	}
	return k.saver.Sent(id)
}

func (r *paidRig) rv23Call(t *testing.T) func(string) {
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	return func(what string) {
		t.Helper()
		if out, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil || string(out) != string(in) {
			t.Fatalf("%s: %s, %v", what, out, err)
		}
	}
}

// Review rv23, finding 1: the call answered before the killed one repeated a voucher left
// unresolved (its first answer was lost), so the record on disk has that voucher both in
// flight and unresolved. The restarted payer counts it as answered (Resolve's guess), which
// clears the unresolved voucher, so the payee's held word (the next one) was adopted by
// neither Adopt nor AdoptWord: every call on the channel was refused as not above the held
// voucher, for good.
func TestRV23KilledAfterRepeatedVoucher(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	call := r.rv23Call(t)
	for range 3 {
		call("paid call")
	}
	payer := r.paying.Payer()
	id := payer.Channels()[0].ID
	// A call whose answer was lost before the payee held it: its voucher unresolved.
	if _, err := payer.NextWord(id, testPrice); err != nil {
		t.Fatal(err)
	}
	if err := payer.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	call("the unresolved voucher again, answered")
	r.rv23Kill(t, call)
	// The record a payer killed at the request finds: call 5's saved before it went out (call
	// 4's in flight and unresolved were counted as answered by the restart).
	if c := r.paying.Payer().Channels()[0]; c.InFlight == nil || c.InFlight.Cmp(mul(testPrice, 5)) != 0 {
		t.Errorf("restarted payer's record: in flight %v unresolved %v, want call 5's in flight", c.InFlight, c.Unresolved)
	}
	call("first call after the restart")
	call("second call after the restart")
	want := mul(testPrice, 7)
	if r.held(t).Cmp(want) != 0 || r.answered(t).Cmp(want) != 0 {
		t.Fatalf("after the restart: payee holds %s, payer answered %s, want %s (7 calls)", r.held(t), r.answered(t), want)
	}
}

// Review rv23, finding 2: the agent's price changed while its payer was down after a kill in
// the window: the restarted payer learns the new price and starts a chain at it, saved over
// the one the payee's held word is of, and AdoptWord read the unresolved voucher and the
// word against the new chain: refused, and every call on the channel with it. A price raised
// more than twice over is refused as under the price (the rise from the held voucher is short
// of it), which showed no word at all.
func TestRV23KilledThenPriceChanged(t *testing.T) {
	for _, c := range []struct {
		name     string
		num, den int64
	}{{"halved", 1, 2}, {"doubled", 2, 1}, {"tripled", 3, 1}} {
		t.Run(c.name, func(t *testing.T) {
			r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
			call := r.rv23Call(t)
			for range 3 {
				call("paid call")
			}
			r.rv23Kill(t, call)
			price := new(big.Int).Div(mul(testPrice, c.num), big.NewInt(c.den))
			r.prices = map[string]Price{"echo": {Amount: price}}
			r.srv.payee = r.payee()
			call("first call after the restart, at the new price")
			call("second call after the restart")
			want := new(big.Int).Add(mul(testPrice, 4), mul(price, 2))
			if r.held(t).Cmp(want) != 0 || r.answered(t).Cmp(want) != 0 {
				t.Fatalf("after the restart: payee holds %s, payer answered %s, want %s", r.held(t), r.answered(t), want)
			}
		})
	}
}

// Review rv23, finding 3: the payee's refusal of a voucher not above the held one is made
// before the voucher's signature is checked, and showed the held word and its chain to anyone
// naming the channel. Nothing moves a payer's books with it (AdoptWord takes only a word of
// its own chain right after its unresolved voucher), but once the payee claimed a word of the
// chain (the commitment's signature is then in the claim's calldata) anyone could claim the
// held word for the payee, at a time of its choosing. Only the channel's signer is shown it.
func TestRV23StrangerGetsNoHeldWord(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	call := r.rv23Call(t)
	call("paid call")
	c := r.paying.Payer().Channels()[0]
	forged := &Payment{Channel: c.Channel, Voucher: paychan.Voucher{Channel: c.ID, Amount: big.NewInt(1), Sig: make([]byte, 65)}}
	stranger, err := NewClient(newHost(t), newStrangerKey(t), DefaultConfig(testChain), Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stranger.Close() })
	if err := stranger.host.Connect(context.Background(), peer.AddrInfo{ID: r.server.ID(), Addrs: r.server.Addrs()}); err != nil {
		t.Fatal(err)
	}
	for _, cl := range []struct {
		name  string
		cli   *Client
		shown bool
	}{{"the channel's signer", r.cli, true}, {"a stranger", stranger, false}} {
		_, err := cl.cli.CallPaid(context.Background(), r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil, forged)
		tm, ok := PaymentTerms(err)
		if !ok || tm.Held != testPrice.String() {
			t.Fatalf("%s: refusal %v, want the held amount", cl.name, err)
		}
		if (tm.HeldWord != nil) != cl.shown {
			t.Fatalf("%s: held word shown %t, want %t", cl.name, tm.HeldWord != nil, cl.shown)
		}
	}
}

func newStrangerKey(t *testing.T) *identity.Key {
	t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// Review rv23, finding 4: after a kill in the window the restarted payer's first call, which
// repeats the word left in flight, goes unanswered (its stream broke before the payee read
// it): Resolve counted that word, unresolved twice, as answered (its guess) and cleared it,
// so the payee's held word, the next, could no longer be adopted: the payer's next word is
// that very word, no proof any more, and every call on the channel was refused for good.
func TestRV23KilledThenFirstCallUnanswered(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	call := r.rv23Call(t)
	for range 3 {
		call("paid call")
	}
	r.rv23Kill(t, call)
	payer := r.paying.Payer()
	id := payer.Channels()[0].ID
	// What once does on restart, and for a call whose stream broke before its request left.
	if err := payer.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	if _, err := payer.NextWord(id, testPrice); err != nil {
		t.Fatal(err)
	}
	if err := payer.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	call("first call answered after the restart")
	call("second call answered after the restart")
	want := mul(testPrice, 6)
	if r.held(t).Cmp(want) != 0 || r.answered(t).Cmp(want) != 0 {
		t.Fatalf("after the restart: payee holds %s, payer answered %s, want %s (6 calls)", r.held(t), r.answered(t), want)
	}
}

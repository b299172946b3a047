package call

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/errcode"
)

// recordingPayee is a ChannelPayee that records the payments it is given (as the server
// decoded them from the request frames) and its answers.
type recordingPayee struct {
	*ChannelPayee
	mu   sync.Mutex
	pays []Payment
	errs []*Error
}

func (p *recordingPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	settle, e := p.ChannelPayee.Charge(ctx, agent, pay)
	if pay != nil {
		p.mu.Lock()
		p.pays, p.errs = append(p.pays, *pay), append(p.errs, e)
		p.mu.Unlock()
	}
	return settle, e
}

// take returns the payments and answers recorded since the last take.
func (p *recordingPayee) take() ([]Payment, []*Error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	pays, errs := p.pays, p.errs
	p.pays, p.errs = nil, nil
	return pays, errs
}

// compactRig is a paid rig whose payee records its payments and whose agent counts its runs.
type compactRig struct {
	*paidRig
	rec  *recordingPayee
	runs *countingHandler
}

func newCompactRig(t *testing.T, prepare func(r *paidRig)) *compactRig {
	t.Helper()
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	if prepare != nil {
		prepare(r)
	}
	c := &compactRig{paidRig: r, runs: &countingHandler{Handler: r.rt}}
	r.srv.handler = c.runs
	c.watch()
	return c
}

// watch records the payments of the rig's payee as it is now (after startPayee too).
func (c *compactRig) watch() {
	c.rec = &recordingPayee{ChannelPayee: c.payee()}
	c.srv.payee = c.rec
}

// pay makes n paid calls to agent through the paying client.
func (c *compactRig) pay(t *testing.T, agent string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if _, err := c.paying.Call(context.Background(), c.server.ID(), agent, "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatalf("paid call %d to %s: %v", i, agent, err)
		}
	}
}

// send makes one call to agent with payment pay from cli (no retry, no payer state).
func (c *compactRig) send(cli *Client, agent string, pay *Payment) error {
	_, err := cli.CallPaid(context.Background(), c.server.ID(), agent, "echo", json.RawMessage(`{}`), nil, pay)
	return err
}

// channel is the payer's channel in token.
func (c *compactRig) channel(t *testing.T, token common.Address) paychan.PayerChannel {
	t.Helper()
	for _, ch := range c.paying.Payer().Channels() {
		if ch.Channel.Token == token {
			return ch
		}
	}
	t.Fatalf("no channel in %s", token.Hex())
	return paychan.PayerChannel{}
}

// word is word index of the chain channel ch pays with (derived from the payer's key, as the
// payer derives it).
func (c *compactRig) word(t *testing.T, ch paychan.PayerChannel, index uint32) common.Hash {
	t.Helper()
	k := ch.Chain
	chain, err := paychan.NewChain(paychan.ChainSecret(c.payerKey), ch.ID, ch.Epoch, k.Base, k.Unit, k.Length)
	if err != nil || chain.Commit.Root != k.Root {
		t.Fatalf("chain of %s: %v (root %s, saved %s)", ch.ID.Hex(), err, chain.Commit.Root.Hex(), k.Root.Hex())
	}
	return chain.Word(index)
}

// heldOn is what the payee holds on channel id (0: nothing).
func (c *compactRig) heldOn(t *testing.T, id common.Hash) *big.Int {
	t.Helper()
	for _, h := range c.chk.Held() {
		if h.ID == id && h.Voucher.Amount != nil {
			return h.Voucher.Amount
		}
	}
	return new(big.Int)
}

// refused checks that err is a payment refusal (with its terms; reason, when set, is theirs).
func refusedAs(t *testing.T, err error, reason, what string) {
	t.Helper()
	tm, ok := PaymentTerms(err)
	if !errors.Is(err, ErrPaymentRefused) || !ok {
		t.Fatalf("%s: %v, want a payment refusal with terms", what, err)
	}
	if reason != "" && tm.Reason != reason {
		t.Fatalf("%s: reason %q, want %q (%v)", what, tm.Reason, reason, err)
	}
}

// After a chain's first word (sent in full, with the channel's settings and the commitment),
// every call pays with the compact form: the channel's id, the word and its index; the
// payee reads it to the same voucher and holds the same amounts the payer counts.
func TestPaidCallsCompactAfterFirstWord(t *testing.T) {
	c := newCompactRig(t, nil)
	c.pay(t, "echo", 5)
	pays, errs := c.rec.take()
	if len(pays) != 5 {
		t.Fatalf("payee saw %d payments, want 5", len(pays))
	}
	ch := c.channel(t, common.Address{})
	caller := c.cli.DID().String()
	for i, p := range pays {
		if errs[i] != nil {
			t.Fatalf("payment %d refused: %v", i, errs[i])
		}
		params := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`{}`), Deadline: 1_800_000_000_000, Caller: caller, Payment: &p}
		frame, ok := appendParams(nil, &params)
		if !ok {
			t.Fatal("params not written by hand")
		}
		if i == 0 {
			if p.Word != nil || p.Channel != ch.Channel || p.Voucher.Word == nil || p.Voucher.Word.Commit == nil || p.Voucher.Word.Index != 1 {
				t.Fatalf("first payment %+v: want the full form with the commitment", p)
			}
			t.Logf("params of the chain's first word: %d bytes", len(frame))
			continue
		}
		w := p.Word
		if w == nil || p.Channel != (paychan.Channel{}) || !zeroVoucher(&p.Voucher) || p.Settle != nil ||
			w.Channel != ch.ID || w.Epoch != 0 || w.Index != uint32(i+1) || w.Word != c.word(t, ch, uint32(i+1)) {
			t.Fatalf("payment %d: %+v (word %+v), want the compact form of word %d", i, p, w, i+1)
		}
		if !strings.Contains(string(frame), `"payment":{"word":{"channel":"`+ch.ID.Hex()+`","word":"0x`) || len(frame) > 400 {
			t.Fatalf("params of word %d: %d bytes\n%s", i+1, len(frame), frame)
		}
		if i == 1 {
			// The same word in full, as it went before the compact form.
			params.Payment = &Payment{Channel: ch.Channel, Voucher: paychan.Voucher{Channel: ch.ID, Amount: mul(testPrice, 2), Word: &paychan.WordProof{Word: w.Word, Index: 2}}}
			before, _ := appendParams(nil, &params)
			t.Logf("params of a word: %d bytes compact, %d in full", len(frame), len(before))
			if len(before)-len(frame) < 300 { // the settings, the amount, the empty signature
				t.Fatalf("compact params %d bytes, in full %d", len(frame), len(before))
			}
		}
	}
	if got, want := c.held(t), mul(testPrice, 5); got.Cmp(want) != 0 || c.answered(t).Cmp(want) != 0 {
		t.Fatalf("payee holds %s, payer counts %s answered, want %s", got, c.answered(t), want)
	}
	if hs := c.chk.Held(); hs[0].Voucher.Word == nil || hs[0].Voucher.Word.Commit == nil ||
		paychan.VerifyAny(c.domain.Separator(), hs[0].Voucher, c.payerKey.Address()) != nil {
		t.Fatalf("payee holds %+v: want a claimable word voucher", hs[0].Voucher)
	}
}

// A payee that lost its record of the channel refuses the compact payment (reason no_chain,
// before any check or chain read); the payer sends the call again in full, which the payee
// takes: the agent runs once and the call is paid once, on both sides. The next call is
// compact again.
func TestPaidCallCompactRefusedAfterLostRecord(t *testing.T) {
	c := newCompactRig(t, nil)
	c.pay(t, "echo", 3)
	c.payeeDir = filepath.Join(t.TempDir(), "lost")
	c.startPayee(t)
	c.watch()
	runs := c.runs.runs.Load()
	c.pay(t, "echo", 1)
	pays, errs := c.rec.take()
	if len(pays) != 2 || pays[0].Word == nil || pays[0].Word.Index != 4 || pays[1].Word != nil || pays[1].Voucher.Word == nil ||
		pays[1].Voucher.Word.Commit == nil || pays[1].Voucher.Word.Index != 4 {
		t.Fatalf("payee saw %+v: want the compact word 4, then word 4 in full with its commitment", pays)
	}
	refusedAs(t, errs[0], errcode.ReasonNoChain, "compact word on a lost record")
	if errs[1] != nil {
		t.Fatalf("the full form was refused: %v", errs[1])
	}
	if got := c.runs.runs.Load() - runs; got != 1 {
		t.Fatalf("the agent ran %d times, want once", got)
	}
	if got, want := c.held(t), mul(testPrice, 4); got.Cmp(want) != 0 || c.answered(t).Cmp(want) != 0 {
		t.Fatalf("payee holds %s, payer counts %s, want 4 calls each (the retry paid once)", got, c.answered(t))
	}
	c.pay(t, "echo", 1)
	if pays, errs = c.rec.take(); len(pays) != 1 || pays[0].Word == nil || pays[0].Word.Index != 5 || errs[0] != nil {
		t.Fatalf("after the retry the payee saw %+v (%v): want the compact word 5", pays, errs)
	}
}

// A stranger (another DID) naming the payer's channel by id with a word of its own making is
// refused before the agent runs, and so is any id the payee holds no chain for (without a
// chain read: no check runs at all); nothing is held or charged for them, and the channel is
// not left busy: the payer's next call goes through.
func TestPaidCallCompactFromStranger(t *testing.T) {
	c := newCompactRig(t, nil)
	c.pay(t, "echo", 3)
	ch := c.channel(t, common.Address{})
	seen := &seenVouchers{VoucherChecker: c.payeeCli}
	c.rec.ChannelPayee = NewChannelPayee(seen, c.domain, map[string]PaidAgent{"echo": {Price: Price{Amount: testPrice}, Payee: c.payeeKey.Address(), Checker: c.chk}})
	stranger, err := NewClient(newHost(t), c.thirdKey, DefaultConfig(testChain), Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stranger.Close() })
	if err := stranger.host.Connect(context.Background(), peer.AddrInfo{ID: c.server.ID(), Addrs: c.server.Addrs()}); err != nil {
		t.Fatal(err)
	}
	runs := c.runs.runs.Load()
	guess := crypto.Keccak256Hash([]byte("a guess"))
	refusedAs(t, c.send(stranger, "echo", &Payment{Word: &ChainWord{Channel: ch.ID, Word: guess, Index: 4}}), "", "stranger's word on the payer's channel")
	unknown := crypto.Keccak256Hash([]byte("no such channel"))
	refusedAs(t, c.send(stranger, "echo", &Payment{Word: &ChainWord{Channel: unknown, Word: guess, Index: 1}}), errcode.ReasonNoChain, "stranger's word on an unknown id")
	if got := c.runs.runs.Load() - runs; got != 0 {
		t.Fatalf("the stranger's payments ran the agent %d times", got)
	}
	if vs := seen.take(); len(vs) != 1 || vs[0].Channel != ch.ID {
		t.Fatalf("checked %d vouchers, want only the one naming a channel held: %+v", len(vs), vs)
	}
	if c.chk.Known(unknown) {
		t.Fatal("the payee keeps a record of the stranger's made-up id")
	}
	if got := c.held(t); got.Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("payee holds %s after the stranger's payments, want 3 calls", got)
	}
	c.pay(t, "echo", 1)
	if got, want := c.held(t), mul(testPrice, 4); got.Cmp(want) != 0 || c.answered(t).Cmp(want) != 0 {
		t.Fatalf("payee holds %s, payer counts %s, want 4 calls", got, c.answered(t))
	}
}

// A compact payment with the wrong epoch, index or word, or repeating the word held, is
// refused before the agent runs and charges nothing, even from the channel's own payer; the
// right word then goes through.
func TestPaidCallCompactWrongWord(t *testing.T) {
	c := newCompactRig(t, nil)
	c.pay(t, "echo", 3)
	ch := c.channel(t, common.Address{})
	next := c.word(t, ch, 4)
	runs := c.runs.runs.Load()
	for _, bad := range []struct {
		what   string
		w      ChainWord
		reason string
	}{
		{"another epoch", ChainWord{Channel: ch.ID, Epoch: 1, Word: next, Index: 4}, errcode.ReasonNoChain},
		{"another index", ChainWord{Channel: ch.ID, Word: next, Index: 5}, ""},
		{"an index past the chain", ChainWord{Channel: ch.ID, Word: next, Index: 5000}, ""},
		{"the word held again", ChainWord{Channel: ch.ID, Word: c.word(t, ch, 3), Index: 3}, ""},
		{"another word", ChainWord{Channel: ch.ID, Word: crypto.Keccak256Hash(next[:], next[:]), Index: 4}, ""},
	} {
		refusedAs(t, c.send(c.cli, "echo", &Payment{Word: &bad.w}), bad.reason, bad.what)
		if got := c.held(t); got.Cmp(mul(testPrice, 3)) != 0 {
			t.Fatalf("%s: payee holds %s, want 3 calls", bad.what, got)
		}
	}
	if got := c.runs.runs.Load() - runs; got != 0 {
		t.Fatalf("bad words ran the agent %d times", got)
	}
	if err := c.send(c.cli, "echo", &Payment{Word: &ChainWord{Channel: ch.ID, Word: next, Index: 4}}); err != nil {
		t.Fatalf("the right word: %v", err)
	}
	if got := c.held(t); got.Cmp(mul(testPrice, 4)) != 0 {
		t.Fatalf("payee holds %s, want 4 calls", got)
	}
	// A compact payment carrying the channel's settings or a voucher too is refused.
	both := &Payment{Channel: ch.Channel, Word: &ChainWord{Channel: ch.ID, Word: c.word(t, ch, 5), Index: 5}}
	refusedAs(t, c.send(c.cli, "echo", both), "", "compact payment with settings")
	if got := c.held(t); got.Cmp(mul(testPrice, 4)) != 0 {
		t.Fatalf("payee holds %s, want 4 calls", got)
	}
}

// A compact payment naming a channel in another token than the agent asks is refused (the
// settings the payee holds for the id are checked as a full payment's), and charges neither
// channel; the same word then pays the agent priced in the channel's token.
func TestPaidCallCompactOtherToken(t *testing.T) {
	var token common.Address
	c := newCompactRig(t, func(r *paidRig) {
		token = r.deployToken(t)
		r.prices = map[string]Price{"echo": {Amount: testPrice}, "tok-echo": {Amount: testPrice, Token: token}}
		r.tokens = map[common.Address]*big.Int{{}: nil, token: nil}
		r.startPayee(t)
		r.policy.Tokens = []common.Address{token}
		r.startPayer(t)
	})
	c.pay(t, "echo", 2)
	c.pay(t, "tok-echo", 2)
	eth, tok := c.channel(t, common.Address{}), c.channel(t, token)
	w := &ChainWord{Channel: eth.ID, Word: c.word(t, eth, 3), Index: 3}
	runs := c.runs.runs.Load()
	err := c.send(c.cli, "tok-echo", &Payment{Word: w})
	refusedAs(t, err, "", "an ETH channel's word to an agent priced in a token")
	if !strings.Contains(err.Error(), "channel in token") {
		t.Fatalf("refused as %v, want the token named", err)
	}
	if got := c.runs.runs.Load() - runs; got != 0 {
		t.Fatalf("the agent ran %d times", got)
	}
	if a, b := c.heldOn(t, eth.ID), c.heldOn(t, tok.ID); a.Cmp(mul(testPrice, 2)) != 0 || b.Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("payee holds %s on the ETH channel and %s on the token's, want 2 calls each", a, b)
	}
	if err := c.send(c.cli, "echo", &Payment{Word: w}); err != nil {
		t.Fatalf("the same word to the agent priced in ETH: %v", err)
	}
	if got := c.heldOn(t, eth.ID); got.Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("payee holds %s on the ETH channel, want 3 calls", got)
	}
}

// oldPayee answers a compact payment as a node from before it did: its strict decoder refused
// the unknown field (server.go's invalid params), before any payee saw it.
type oldPayee struct{ *recordingPayee }

func (p oldPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	if pay != nil && pay.Word != nil {
		p.mu.Lock()
		p.pays = append(p.pays, *pay)
		p.errs = append(p.errs, nil)
		p.mu.Unlock()
		return nil, Errorf(CodeInvalidParams, `invalid params: json: unknown field "word"`)
	}
	return p.recordingPayee.Charge(ctx, agent, pay)
}

// A payee node from before the compact form refuses it as an unknown field: the payer sends
// that call again in full, pays it once, and pays that node in full from then on.
func TestPaidCallCompactToOldPayee(t *testing.T) {
	c := newCompactRig(t, nil)
	c.srv.payee = oldPayee{c.rec}
	c.pay(t, "echo", 4)
	pays, _ := c.rec.take()
	if len(pays) != 5 || pays[1].Word == nil {
		t.Fatalf("payee saw %d payments, want 5 (the second compact, refused): %+v", len(pays), pays)
	}
	for i, p := range pays {
		if i != 1 && (p.Word != nil || p.Voucher.Word == nil) {
			t.Fatalf("payment %d: %+v, want a word in full", i, p)
		}
	}
	if got, want := c.held(t), mul(testPrice, 4); got.Cmp(want) != 0 || c.answered(t).Cmp(want) != 0 {
		t.Fatalf("payee holds %s, payer counts %s, want 4 calls", got, c.answered(t))
	}
}

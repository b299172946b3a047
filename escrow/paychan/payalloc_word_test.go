package paychan_test

import (
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// The payer's word vouchers share their proofs with their chain and their amounts with the
// channel's record (no allocation a call): a voucher handed out stays what it was whatever
// calls come after it (answered, unanswered, refused, past a chain's last word, past 2^64,
// into a new epoch), and each is sound: its word walks to the root of a commitment handed out
// before it in its epoch, and its amount is that chain's for its index.
func TestPayerWordVouchersStay(t *testing.T) {
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, newStore(t), paychan.WithChainLength(4))
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}
	id, err := p.Add(ch, paychan.MaxAmount)
	if err != nil {
		t.Fatal(err)
	}
	price := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 62), big.NewInt(1)) // the 4th call's amount is past 2^64
	type handed struct {
		v    paychan.Voucher
		json string
	}
	var all []handed
	commits := map[common.Hash]*paychan.Commit{} // by root, the commitments handed out in the epoch
	for i := 0; i < 40; i++ {
		if i == 25 { // withdrawn and opened again: a new epoch, its count from zero
			if _, err := p.Reopen(ch, 1, paychan.MaxAmount); err != nil {
				t.Fatal(err)
			}
			commits = map[common.Hash]*paychan.Commit{}
		}
		v, err := p.NextWord(id, price)
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		k := v.Word.Commit
		if k != nil {
			if err := paychan.VerifyAny(testDomain.Separator(), v, key.Address()); err != nil {
				t.Fatalf("call %d: %v", i, err)
			}
			commits[k.Root] = k
		} else {
			found := false
			for _, k := range commits {
				if paychan.Walk(v.Word.Word, v.Word.Index) == k.Root && k.Amount(v.Word.Index).Cmp(v.Amount) == 0 && v.Word.Index <= k.Length {
					found = true
				}
			}
			if !found {
				t.Fatalf("call %d: word %d (amount %v, epoch %d) of no commitment handed out in its epoch", i, v.Word.Index, v.Amount, v.Epoch)
			}
		}
		if want := uint32(0); i >= 25 {
			want = 1
			if v.Epoch != want {
				t.Fatalf("call %d: epoch %d, want %d", i, v.Epoch, want)
			}
		}
		all = append(all, handed{v, string(v.AppendJSON(nil))})
		switch i % 5 {
		case 2:
			err = p.Resolve(id, false)
		case 4:
			err = p.Refused(id)
		default:
			err = p.Resolve(id, true)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	for i, h := range all {
		if got := string(h.v.AppendJSON(nil)); got != h.json {
			t.Fatalf("voucher %d changed after it was handed out:\n%s\nnow\n%s", i, h.json, got)
		}
	}
	if c, _ := p.Channel(id); c.Answered.BitLen() <= 64 {
		t.Fatalf("answered %v: the test meant to pass 2^64", c.Answered)
	}
}

// The payee's copy of a word voucher is its own from Begin on (entry.wordOf makes it, and
// Commit holds it without copying again): the caller changing its voucher after Begin or after
// Commit changes nothing held, and a record read before a later call stays as it was.
func TestCheckerWordVoucherIsItsOwn(t *testing.T) {
	f := newPayee(t)
	c := f.chain(t, f.key, f.id, 0, new(big.Int), eth(1), 16)
	var seen []paychan.Held
	for i := uint32(1); i <= 6; i++ {
		v := c.Voucher(i, i == 1 || i == 4)
		v.Sig = []byte{1, 2, 3} // (a word voucher's signature is not read, but held as sent)
		k, err := f.chk.Begin(f.ch, v, eth(1), "caller")
		if err != nil {
			t.Fatalf("word %d: %v", i, err)
		}
		v.Amount.SetInt64(-5)
		v.Word.Index, v.Word.Word, v.Sig[0] = 99, common.Hash{9}, 9
		if v.Word.Commit != nil {
			v.Word.Commit.Root = common.Hash{9}
			v.Word.Commit.Base.SetInt64(7)
		}
		if err := f.chk.Commit(k); err != nil {
			t.Fatalf("word %d: %v", i, err)
		}
		v.Amount.SetInt64(-6)
		v.Word.Index, v.Sig[1] = 98, 9
		hs := f.chk.Held()
		if len(hs) != 1 {
			t.Fatalf("held %+v", hs)
		}
		seen = append(seen, hs[0])
		for j, h := range seen {
			w := h.Voucher
			if want := uint32(j + 1); w.Word.Index != want || w.Amount.Cmp(eth(int64(want))) != 0 || string(w.Sig) != "\x01\x02\x03" {
				t.Fatalf("after word %d, the record read after word %d holds word %d amount %v sig %x", i, j+1, w.Word.Index, w.Amount, w.Sig)
			}
			if err := paychan.VerifyAny(f.sep, w, f.key.Address()); err != nil {
				t.Fatalf("after word %d, the record read after word %d: %v", i, j+1, err)
			}
		}
	}
}

// A payer's words through a payee's checker, both on log stores, as a paid call's path takes
// them after the allocation cuts (shared proofs and amounts on the payer's side, the checker's
// own copy on the payee's, records kept in place): amounts past 2^64, each chain's last word,
// failed runs, lost answers (adopted), a new epoch; every answered call's voucher is held, the
// held voucher verifies alone, and both sides read back from their logs what they hold.
func TestWordCallsPast64BitsAndEpochs(t *testing.T) {
	dir := t.TempDir()
	payerPath, payeePath := filepath.Join(dir, "payer.log"), filepath.Join(dir, "payee.log")
	open := func(path string) *paychan.LogStore {
		s, err := paychan.OpenLogStore(path, false)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, open(payerPath), paychan.WithChainLength(3))
	if err != nil {
		t.Fatal(err)
	}
	payee := common.HexToAddress("0xbee")
	ch := paychan.Channel{Payer: key.Address(), Payee: payee, Signer: key.Address()}
	id, err := p.Add(ch, paychan.MaxAmount)
	if err != nil {
		t.Fatal(err)
	}
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(testDomain, payee, open(payeePath), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Track(ch, paychan.MaxAmount, new(big.Int), 0); err != nil {
		t.Fatal(err)
	}
	price := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 62), big.NewInt(3))
	var held *big.Int // what the payee must hold
	lastIndex, adopted := 0, 0
	for i := 0; i < 36; i++ {
		if i == 20 { // withdrawn and opened again on chain: both sides in epoch 1
			if _, err := p.Reopen(ch, 1, paychan.MaxAmount); err != nil {
				t.Fatal(err)
			}
			if err := chk.TrackState(ch, paychan.State{Deposited: paychan.MaxAmount, Claimed: new(big.Int), Epoch: 1}); err != nil {
				t.Fatal(err)
			}
			held = nil
		}
		v, err := p.NextWord(id, price)
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		sent := v
		if i%2 == 0 { // as node/call decodes it: its own amount and proof
			w := *v.Word
			sent.Word, sent.Amount = &w, new(big.Int).Set(v.Amount)
		}
		k, err := chk.Begin(ch, sent, price, "caller")
		if h, ok := paychan.HeldAmount(err); ok { // a lost answer's voucher held: adopted, called again
			if err := p.Adopt(id, h); err != nil {
				t.Fatalf("call %d: adopt %v: %v", i, h, err)
			}
			if err := p.Refused(id); err != nil {
				t.Fatal(err)
			}
			adopted++
			continue
		}
		if err != nil {
			t.Fatalf("call %d (word %d, amount %v): %v", i, v.Word.Index, v.Amount, err)
		}
		if v.Word.Index == 3 {
			lastIndex++ // a chain's last word
		}
		switch i % 6 {
		case 4: // the run failed: not charged, the same word again with its commitment
			chk.Release(k)
			err = p.Refused(id)
		case 5: // answered, the answer lost
			if err = chk.Commit(k); err == nil {
				held = v.Amount
				err = p.Resolve(id, false)
			}
		default:
			if err = chk.Commit(k); err == nil {
				held = v.Amount
				err = p.Resolve(id, true)
			}
		}
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		hs := chk.Held()
		if len(hs) != 1 || hs[0].Epoch != v.Epoch || held != nil && (hs[0].Voucher.Amount == nil || hs[0].Voucher.Amount.Cmp(held) != 0) {
			t.Fatalf("call %d: held %+v, want %v in epoch %d", i, hs, held, v.Epoch)
		}
		if held != nil {
			if err := paychan.VerifyAny(testDomain.Separator(), hs[0].Voucher, key.Address()); err != nil {
				t.Fatalf("call %d: the held voucher does not verify alone: %v", i, err)
			}
		}
	}
	if held == nil || held.BitLen() <= 64 || lastIndex < 2 || adopted < 2 {
		t.Fatalf("held %v, %d chains' last words, %d lost answers adopted: the test meant to pass 2^64, ends of chains and adoptions", held, lastIndex, adopted)
	}
	if err := p.Flush(); err != nil {
		t.Fatal(err)
	}
	hs, _, err := paychan.ReadLog(payeePath)
	if err != nil || len(hs) != 1 || hs[0].Voucher.Amount.Cmp(held) != 0 || hs[0].Epoch != 1 || hs[0].Voucher.Word == nil ||
		paychan.VerifyAny(testDomain.Separator(), hs[0].Voucher, key.Address()) != nil {
		t.Fatalf("payee's log holds %+v (%v), want %v in epoch 1", hs, err, held)
	}
	_, cs, err := paychan.ReadLog(payerPath)
	mem, _ := p.Channel(id)
	if err != nil || len(cs) != 1 || cs[0].Answered.Cmp(mem.Answered) != 0 || cs[0].Calls != mem.Calls || cs[0].Epoch != 1 ||
		cs[0].InFlight != nil || cs[0].Chain == nil || !cs[0].Chain.Same(mem.Chain) {
		t.Fatalf("payer's log holds %+v (%v), in memory %+v", cs, err, mem)
	}
}

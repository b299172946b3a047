package paychan_test

import (
	"math/big"
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

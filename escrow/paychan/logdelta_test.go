package paychan

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Deltas are written for every record type: a field added to Held, PayerChannel or Voucher
// turns them off (whole records, correct but ~5× the bytes and the time of a paid call's
// save) until it is placed in logdelta.go.
func TestLogDeltaKnowsEveryField(t *testing.T) {
	if !heldDeltas {
		t.Error("Held has a field logdelta.go does not know: add it to heldDeltas and to appendHeldDelta (compared, or carried)")
	}
	if !payerDeltas {
		t.Error("PayerChannel has a field logdelta.go does not know: add it to payerDeltas and to appendPayerDelta")
	}
	if !binaryVouchers {
		t.Error("Voucher has a field logdelta.go does not know: deltas carry vouchers as JSON; add it to binaryVouchers and appendDeltaVoucher")
	}
}

// deltaLog saves a random run of records on three channels, each side: whole records, calls
// (deltas) and the changes a delta cannot carry, and returns the log's bytes with, after each
// save, where the records end and what a load must find up to there (each channel's last
// record, as JSON).
func deltaLog(t *testing.T, seed uint64) (data []byte, ends []int64, states []map[string][]byte) {
	rng := rand.New(rand.NewPCG(seed, 7))
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	num := func() *big.Int { return new(big.Int).Lsh(big.NewInt(rng.Int64N(1e6)), uint(rng.UintN(200))) }
	sig := func() []byte {
		switch rng.UintN(4) {
		case 0:
			return nil
		case 1:
			return []byte{}
		}
		b := make([]byte, 65)
		for i := range b {
			b[i] = byte(rng.UintN(256))
		}
		return b
	}
	commit := func() *Commit {
		k := &Commit{Base: num(), Unit: num(), Length: uint32(rng.UintN(5000)), Sig: sig()}
		if rng.UintN(8) == 0 {
			k.Base = nil
		}
		for i := range k.Root {
			k.Root[i] = byte(rng.UintN(256))
		}
		return k
	}
	// commits are the commitments of the run so far: a word voucher's is often one of its
	// channel's record before (the same, or equal to it), or differs only by its signature.
	var commits []*Commit
	pick := func() *Commit {
		switch rng.UintN(6) {
		case 0:
			return nil
		case 1:
			k := commit()
			commits = append(commits, k)
			return k
		}
		if len(commits) == 0 {
			return nil
		}
		k := commits[len(commits)-1-int(rng.UintN(uint(min(len(commits), 3))))]
		switch rng.UintN(4) {
		case 0: // equal, another copy
			c := *k
			c.Sig = bytes.Clone(k.Sig)
			if k.Base != nil {
				c.Base = new(big.Int).Set(k.Base)
			}
			return &c
		case 1: // the same chain, another signature (nil and empty differ)
			c := *k
			if c.Sig == nil {
				c.Sig = []byte{}
			} else {
				c.Sig = nil
			}
			return &c
		}
		return k
	}
	voucher := func(id common.Hash) *Voucher {
		v := &Voucher{Channel: id, Epoch: uint32(rng.UintN(3)), Amount: num(), Sig: sig()}
		if rng.UintN(4) == 0 {
			v.Channel = common.Hash{0xee} // not the record's channel: written in the delta
		}
		if rng.UintN(2) == 0 {
			v.Word = &WordProof{Index: uint32(rng.UintN(5000)), Commit: pick()}
			v.Word.Word[rng.UintN(32)] = byte(rng.UintN(256))
		}
		return v
	}
	maybe := func(v *Voucher) *Voucher {
		if rng.UintN(2) == 0 {
			return nil
		}
		return v
	}
	when := time.Unix(1_800_000_000, 5).UTC()
	held := map[common.Hash]*Held{}
	payer := map[common.Hash]*PayerChannel{}
	state := map[string][]byte{}
	for i := 0; i < 40; i++ {
		id := common.Hash{byte(rng.UintN(3) + 1)}
		if rng.UintN(2) == 0 {
			h, ok := held[id]
			if !ok || rng.UintN(8) == 0 { // a sync, a claim, a new epoch: the whole record
				h = &Held{ID: id, Channel: Channel{Salt: id, Payer: common.Address{byte(i)}}, Deposited: num(), Claimed: num(),
					Epoch: uint32(rng.UintN(2)), SyncedAt: when.Add(time.Duration(i) * time.Second), Voucher: *voucher(id)}
				if rng.UintN(3) == 0 {
					h.Owed, h.Cap, h.OwedSince = num(), voucher(id), when
				}
			} else { // a call: a delta
				n := *h
				n.Voucher, n.Verified, n.Cap, n.Owed, n.OwedSince = *voucher(id), maybe(voucher(id)), nil, nil, time.Time{}
				h = &n
			}
			held[id] = h
			if err := s.SaveHeld(*h); err != nil {
				t.Fatal(err)
			}
			state["h"+string(id[:1])], _ = appendRecord(nil, logRecord{Held: h})
		} else {
			c, ok := payer[id]
			if !ok || rng.UintN(8) == 0 {
				c = &PayerChannel{ID: id, Channel: Channel{Salt: id, Payee: common.Address{byte(i)}}, Deposited: num(), Answered: num(),
					Epoch: uint32(rng.UintN(2)), Agent: "echo"}
			} else {
				n := *c
				n.Answered, n.Calls, n.Guessed = num(), rng.Uint64(), rng.UintN(2) == 0
				n.InFlight, n.Unresolved, n.Settle = nil, nil, maybe(voucher(id))
				if rng.UintN(2) == 0 {
					n.Chain = pick()
				}
				if rng.UintN(2) == 0 {
					n.InFlight = num()
				}
				if rng.UintN(2) == 0 {
					n.Unresolved = num()
				}
				c = &n
			}
			payer[id] = c
			if err := s.SaveChannel(*c); err != nil {
				t.Fatal(err)
			}
			state["p"+string(id[:1])], _ = appendRecord(nil, logRecord{Payer: c})
		}
		ends = append(ends, s.size)
		states = append(states, clone(state))
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if data, err = os.ReadFile(path); err != nil {
		t.Fatal(err)
	}
	return data, ends, states
}

func clone[K comparable, V any](m map[K]V) map[K]V {
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// loaded is what a load of the log data finds, as deltaLog states it.
func loaded(data []byte) map[string][]byte {
	s := &LogStore{held: map[common.Hash]*Held{}, payer: map[common.Hash]*PayerChannel{}}
	s.read(bytes.NewReader(data))
	held, _ := s.LoadHeld()
	chs, _ := s.LoadChannels()
	out := map[string][]byte{}
	for i := range held {
		out["h"+string(held[i].ID[:1])], _ = appendRecord(nil, logRecord{Held: &held[i]})
	}
	for i := range chs {
		out["p"+string(chs[i].ID[:1])], _ = appendRecord(nil, logRecord{Payer: &chs[i]})
	}
	return out
}

// A log of whole records and deltas reads back every field as saved, and a log cut at any
// byte (a crash mid-save: followed by nothing, or by the zeros of a mapped log's tail) reads
// back the state of the last record whole before the cut.
func TestLogDeltaTornAtEveryByte(t *testing.T) {
	data, ends, states := deltaLog(t, 1)
	deltas := 0
	for i := 1; i < len(ends); i++ {
		if ends[i]-ends[i-1] < 400 {
			deltas++
		}
	}
	if deltas < 15 || int64(len(data)) != ends[len(ends)-1] {
		t.Fatalf("%d deltas of %d saves, log of %d bytes ending at %d", deltas, len(ends), len(data), ends[len(ends)-1])
	}
	zeros := make([]byte, 512)
	for cut := 0; cut <= len(data); cut++ {
		for _, tail := range [][]byte{nil, zeros} {
			// A record whose bytes past the cut are zeros is whole again with the zero tail.
			want := map[string][]byte{}
			for i, end := range ends {
				if end <= int64(cut) || len(tail) > 0 && allZero(data[cut:end]) {
					want = states[i]
				}
			}
			got := loaded(append(data[:cut:cut], tail...))
			if len(got) != len(want) {
				t.Fatalf("cut at %d (tail %d): %d records, want %d", cut, len(tail), len(got), len(want))
			}
			for k, w := range want {
				if !bytes.Equal(got[k], w) {
					t.Fatalf("cut at %d (tail %d), record %q:\n got %s\nwant %s", cut, len(tail), k, got[k][8:], w[8:])
				}
			}
		}
	}
}

// A delta whose channel has no record before it (or a malformed one) ends the load there.
func TestLogDeltaWithoutRecord(t *testing.T) {
	data, ends, _ := deltaLog(t, 2)
	var rec []byte
	for i := 1; i < len(ends); i++ {
		if ends[i]-ends[i-1] < 400 {
			rec = data[ends[i-1]:ends[i]]
			break
		}
	}
	if got := loaded(rec); len(got) != 0 {
		t.Fatalf("a delta alone loaded %d records", len(got))
	}
}

func allZero(b []byte) bool { return len(bytes.Trim(b, "\x00")) == 0 }

// A word voucher's delta names its commitment when the channel's record before holds it
// (~90 bytes a call; ~200 with the commitment written whole), and writes it whole when
// it changes; the payer's chain likewise. The log reads back the commitment each record holds.
func TestLogDeltaWordCommitOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	price := big.NewInt(1e14)
	chain := func(root byte) *Commit {
		return &Commit{Base: big.NewInt(0), Unit: price, Length: DefaultChainLength, Root: common.Hash{root}, Sig: bytes.Repeat([]byte{root}, 65)}
	}
	id := common.Hash{1}
	word := func(k *Commit, i uint32) Voucher {
		return Voucher{Channel: id, Amount: k.Amount(i), Word: &WordProof{Commit: k, Word: common.Hash{byte(i)}, Index: i}}
	}
	k1 := chain(1)
	h := Held{ID: id, Deposited: big.NewInt(1e18), Claimed: new(big.Int), SyncedAt: time.Unix(1_800_000_000, 5).UTC(), Voucher: word(k1, 1)}
	c := PayerChannel{ID: id, Deposited: big.NewInt(1e18), Answered: new(big.Int), Chain: k1}
	save := func() (held, payer int64) {
		t.Helper()
		at := s.size
		if err := s.SaveHeld(h); err != nil {
			t.Fatal(err)
		}
		held = s.size - at
		if err := s.SaveChannel(c); err != nil {
			t.Fatal(err)
		}
		return held, s.size - at - held
	}
	save() // whole records
	copyK1 := *k1
	for i, step := range []struct {
		k          *Commit
		held, paid int64 // the most bytes of each record
	}{
		{k1, 90, 60},         // the commitment held: named
		{&copyK1, 90, 60},    // equal to it: named too
		{chain(2), 200, 170}, // a new chain: whole
		{nil, 90, 60},        // the new chain again
	} {
		k := step.k
		if k == nil {
			k = chain(2)
		}
		h.Voucher, c.Chain, c.Answered = word(k, uint32(i+2)), k, k.Amount(uint32(i+1))
		held, payer := save()
		if held > step.held || payer > step.paid {
			t.Fatalf("step %d: held record of %d bytes (at most %d), payer's of %d (at most %d)", i, held, step.held, payer, step.paid)
		}
		t.Logf("step %d: held record %d bytes, payer's %d", i, held, payer)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got := loaded(data[:s.size])
	for key, rec := range map[string]logRecord{"h\x01": {Held: &h}, "p\x01": {Payer: &c}} {
		want, _ := appendRecord(nil, rec)
		if !bytes.Equal(got[key], want) {
			t.Fatalf("record %q:\n got %s\nwant %s", key, got[key][8:], want[8:])
		}
	}
}

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
	voucher := func(id common.Hash) *Voucher {
		return &Voucher{Channel: id, Epoch: uint32(rng.UintN(3)), Amount: num(), Sig: sig()}
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
	s := &LogStore{held: map[common.Hash]Held{}, payer: map[common.Hash]PayerChannel{}}
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

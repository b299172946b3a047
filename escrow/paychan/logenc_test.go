package paychan

import (
	"bytes"
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The hand-written record encoding is byte for byte encoding/json's, so logs written before
// and after it read the same, whatever the fields hold (nil, zero, omitted, large, any zone).
func TestLogRecordEncoding(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	fill := func(b []byte) {
		for i := range b {
			b[i] = byte(rng.UintN(256))
		}
	}
	num := func() *big.Int {
		switch rng.UintN(4) {
		case 0:
			return nil
		case 1:
			return new(big.Int)
		default:
			b := make([]byte, 1+rng.UintN(32))
			fill(b)
			return new(big.Int).SetBytes(b)
		}
	}
	zones := []*time.Location{time.UTC, time.FixedZone("x", 5*3600+30*60), time.FixedZone("y", -7*3600), time.Local}
	when := func() time.Time {
		if rng.UintN(4) == 0 {
			return time.Time{}
		}
		return time.Unix(rng.Int64N(1<<34), rng.Int64N(1e9)).In(zones[rng.UintN(uint(len(zones)))])
	}
	channel := func() Channel {
		var c Channel
		fill(c.Payer[:])
		fill(c.Payee[:])
		if rng.UintN(2) == 0 {
			fill(c.Token[:])
		}
		fill(c.Signer[:])
		fill(c.Salt[:])
		return c
	}
	commit := func() *Commit {
		k := &Commit{Base: num(), Unit: num(), Length: uint32(rng.UintN(5000))}
		fill(k.Root[:])
		if rng.UintN(3) != 0 {
			k.Sig = make([]byte, rng.UintN(70))
			fill(k.Sig)
		}
		return k
	}
	voucher := func(id common.Hash) Voucher {
		v := Voucher{Channel: id, Epoch: uint32(rng.UintN(3)), Amount: num()}
		if rng.UintN(3) != 0 {
			v.Sig = make([]byte, rng.UintN(70))
			fill(v.Sig)
		}
		if rng.UintN(3) == 0 {
			v.Word = &WordProof{Index: uint32(rng.UintN(5000))}
			fill(v.Word.Word[:])
			if rng.UintN(2) == 0 {
				v.Word.Commit = commit()
			}
		}
		return v
	}
	// names with every character encoding/json escapes or replaces
	agents := []string{"", "echo", `a "quoted" \ name`, "<b>&amp;</b>", "tab\t nl\n cr\r \x00 \x1f", "line\u2028sep\u2029", "bad \xff utf8", "été 日本"}
	set := map[string]bool{} // the fields some record set: every one must be, or it goes untested
	mark := func(v any) {
		rv := reflect.ValueOf(v)
		for i := 0; i < rv.NumField(); i++ {
			if !rv.Field(i).IsZero() {
				set[rv.Type().Name()+"."+rv.Type().Field(i).Name] = true
			}
		}
	}
	defer func() {
		for _, v := range []any{Held{}, PayerChannel{}, Voucher{}, WordProof{}, Commit{}} {
			rt := reflect.TypeOf(v)
			for i := 0; i < rt.NumField(); i++ {
				if n := rt.Name() + "." + rt.Field(i).Name; !set[n] {
					t.Errorf("no record sets %s: the encoding of that field is not tested", n)
				}
			}
		}
	}()
	for i := 0; i < 500; i++ {
		var id common.Hash
		fill(id[:])
		var rec logRecord
		if i%2 == 0 {
			h := Held{ID: id, Channel: channel(), Deposited: num(), Claimed: num(), WithdrawableAt: rng.Uint64(),
				Epoch: uint32(rng.UintN(3)), SyncedAt: when(), Since: when()}
			h.Voucher = voucher(id)
			h.Owed = num()
			if rng.UintN(2) == 0 {
				v := voucher(id)
				h.Cap = &v
				h.OwedSince = when()
			}
			if rng.UintN(2) == 0 {
				v := voucher(id)
				h.Verified = &v
			}
			h.CheckFirst = rng.UintN(2) == 0
			if i%10 == 0 {
				h.SyncedAt = time.Now() // with a monotonic reading
			}
			rec.Held = &h
		} else {
			c := PayerChannel{ID: id, Channel: channel(), Deposited: num(), Answered: num(), InFlight: num(),
				Epoch: uint32(rng.UintN(3)), Unresolved: num(), Guessed: rng.UintN(2) == 0,
				Calls: rng.Uint64N(3), Agent: agents[rng.UintN(uint(len(agents)))]}
			if rng.UintN(2) == 0 {
				v := voucher(id)
				c.Settle = &v
			}
			if rng.UintN(2) == 0 {
				c.Chain = commit()
			}
			rec.Payer = &c
		}
		if rec.Held != nil {
			mark(*rec.Held)
			mark(rec.Held.Voucher)
			if w := rec.Held.Voucher.Word; w != nil {
				mark(*w)
				if w.Commit != nil {
					mark(*w.Commit)
				}
			}
		} else {
			mark(*rec.Payer)
		}
		want, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendLogRecord(nil, rec); !bytes.Equal(got, want) {
			t.Fatalf("record %d:\n got %s\nwant %s", i, got, want)
		}
	}
}

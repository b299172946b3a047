package paychan

import (
	"bytes"
	"encoding/json"
	"math/big"
	"math/rand/v2"
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
	for i := 0; i < 500; i++ {
		var id common.Hash
		fill(id[:])
		var rec logRecord
		if i%2 == 0 {
			h := Held{ID: id, Channel: channel(), Deposited: num(), Claimed: num(), WithdrawableAt: rng.Uint64(),
				Epoch: uint32(rng.UintN(3)), SyncedAt: when(), Since: when()}
			h.Voucher = Voucher{Channel: id, Epoch: uint32(rng.UintN(3)), Amount: num()}
			if rng.UintN(3) != 0 {
				h.Voucher.Sig = make([]byte, rng.UintN(70))
				fill(h.Voucher.Sig)
			}
			if i%10 == 0 {
				h.SyncedAt = time.Now() // with a monotonic reading
			}
			rec.Held = &h
		} else {
			c := PayerChannel{ID: id, Channel: channel(), Deposited: num(), Answered: num(), InFlight: num(),
				Epoch: uint32(rng.UintN(3)), Unresolved: num(), Guessed: rng.UintN(2) == 0}
			rec.Payer = &c
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

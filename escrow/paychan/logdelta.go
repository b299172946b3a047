package paychan

import (
	"encoding/binary"
	"encoding/json"
	"math/big"
	"reflect"

	"github.com/ethereum/go-ethereum/common"
)

// A record of the log is JSON (appendLogRecord) or, for a channel whose record is in the log
// already, a delta in binary: only the fields a paid call changes (the payee's held voucher
// and the last verified one; the payer's amounts and count), the rest being the channel's
// record before it. A save of a call writes a delta (~150 bytes instead of ~1 KiB of JSON,
// encoded in a tenth of the time); any other change (a sync, a claim, a top-up, a new epoch)
// writes the whole record. Compaction writes JSON, so a delta always follows its channel's
// JSON record in the file; a delta without one ends the load like a torn record.
//
// A delta is written only for record types whose fields are all known here (fieldsAre): a
// field added to Held or PayerChannel turns that type's deltas off (whole records, as before
// deltas) until it is placed below, and TestLogDeltaKnowsEveryField says so; a field added to
// Voucher makes deltas carry vouchers as JSON (appendVoucher) instead of binary.

// Delta record kinds: the first byte of a record's body (JSON begins with '{').
const (
	deltaHeld  = 0x01
	deltaPayer = 0x02
)

// Voucher forms in a delta.
const (
	voucherNone   = 0 // a nil *Voucher
	voucherBinary = 1
	voucherJSON   = 2
)

var (
	heldDeltas = fieldsAre(Held{}, "ID", "Channel", "Deposited", "Claimed", "WithdrawableAt", "Epoch", "SyncedAt",
		"Voucher", "Since", "Owed", "Cap", "OwedSince", "Verified", "CheckFirst")
	payerDeltas = fieldsAre(PayerChannel{}, "ID", "Channel", "Deposited", "Answered", "InFlight", "Epoch",
		"Unresolved", "Guessed", "Settle", "Calls", "Agent")
	binaryVouchers = fieldsAre(Voucher{}, "Channel", "Epoch", "Amount", "Sig")
)

// fieldsAre reports whether struct v's fields are exactly names, in order.
func fieldsAre(v any, names ...string) bool {
	t := reflect.TypeOf(v)
	if t.NumField() != len(names) {
		return false
	}
	for i, n := range names {
		if t.Field(i).Name != n {
			return false
		}
	}
	return true
}

// appendHeldDelta appends h as a delta on prev, its channel's record in the log, when only the
// vouchers differ (ok false: write the whole record).
func appendHeldDelta(b []byte, prev, h *Held) ([]byte, bool) {
	if !heldDeltas || h.Channel != prev.Channel || h.WithdrawableAt != prev.WithdrawableAt || h.Epoch != prev.Epoch ||
		h.CheckFirst != prev.CheckFirst || h.Cap != nil || prev.Cap != nil ||
		!sameBig(h.Deposited, prev.Deposited) || !sameBig(h.Claimed, prev.Claimed) || !sameBig(h.Owed, prev.Owed) ||
		!h.SyncedAt.Equal(prev.SyncedAt) || !h.Since.Equal(prev.Since) || !h.OwedSince.Equal(prev.OwedSince) {
		return b, false
	}
	at := len(b)
	b = append(append(b, deltaHeld), h.ID[:]...)
	b, ok := appendDeltaVoucher(b, &h.Voucher)
	if ok {
		b, ok = appendDeltaVoucher(b, h.Verified)
	}
	if !ok {
		return b[:at], false
	}
	return b, true
}

// appendPayerDelta appends c as a delta on prev, its channel's record in the log, when only
// its amounts, count and settlement differ (ok false: write the whole record).
func appendPayerDelta(b []byte, prev, c *PayerChannel) ([]byte, bool) {
	if !payerDeltas || c.Channel != prev.Channel || c.Epoch != prev.Epoch || c.Agent != prev.Agent ||
		!sameBig(c.Deposited, prev.Deposited) {
		return b, false
	}
	at := len(b)
	b = append(append(b, deltaPayer), c.ID[:]...)
	flags := byte(0)
	if c.Guessed {
		flags = 1
	}
	b = binary.AppendUvarint(append(b, flags), c.Calls)
	b, ok := appendDeltaBig(b, c.Answered)
	if ok {
		b, ok = appendDeltaBig(b, c.InFlight)
	}
	if ok {
		b, ok = appendDeltaBig(b, c.Unresolved)
	}
	if ok {
		b, ok = appendDeltaVoucher(b, c.Settle)
	}
	if !ok {
		return b[:at], false
	}
	return b, true
}

// sameBig reports whether x and y are both nil or the same number.
func sameBig(x, y *big.Int) bool {
	if x == nil || y == nil {
		return x == y
	}
	return x == y || x.Cmp(y) == 0
}

// appendDeltaBig appends x: its length plus one (0: nil), then its bytes; a negative x has no
// delta form (ok false).
func appendDeltaBig(b []byte, x *big.Int) ([]byte, bool) {
	if x == nil {
		return append(b, 0), true
	}
	if x.Sign() < 0 {
		return b, false
	}
	n := (x.BitLen() + 7) / 8
	b = binary.AppendUvarint(b, uint64(n)+1)
	b = append(b, make([]byte, n)...) // no allocation: appended in place
	x.FillBytes(b[len(b)-n:])
	return b, true
}

// appendDeltaVoucher appends v (nil: none) in binary, or as its JSON when Voucher has fields
// the binary form does not know.
func appendDeltaVoucher(b []byte, v *Voucher) ([]byte, bool) {
	switch {
	case v == nil:
		return append(b, voucherNone), true
	case !binaryVouchers:
		at := len(b) + 5
		b = appendVoucher(append(b, voucherJSON, 0, 0, 0, 0), v)
		binary.BigEndian.PutUint32(b[at-4:at], uint32(len(b)-at))
		return b, true
	}
	b = append(append(b, voucherBinary), v.Channel[:]...)
	b = binary.AppendUvarint(b, uint64(v.Epoch))
	b, ok := appendDeltaBig(b, v.Amount)
	if v.Sig == nil {
		b = append(b, 0)
	} else {
		b = append(binary.AppendUvarint(b, uint64(len(v.Sig))+1), v.Sig...)
	}
	return b, ok
}

// appendDelta appends rec framed as a delta on its channel's record in the log (s.mu held),
// when it can be one (ok false: b unchanged).
func (s *LogStore) appendDelta(b []byte, rec logRecord) ([]byte, bool) {
	at := len(b)
	b = append(b, make([]byte, 8)...)
	ok := false
	switch {
	case rec.Held != nil && rec.Payer == nil:
		if prev, found := s.held[rec.Held.ID]; found {
			b, ok = appendHeldDelta(b, &prev, rec.Held)
		}
	case rec.Payer != nil && rec.Held == nil:
		if prev, found := s.payer[rec.Payer.ID]; found {
			b, ok = appendPayerDelta(b, &prev, rec.Payer)
		}
	}
	if !ok {
		return b[:at], false
	}
	return framed(b, at), true
}

// applyDelta applies the delta record body to the records loaded so far; false: it is not
// one (a delta of a channel with no record before it, or malformed), and the load ends.
func (s *LogStore) applyDelta(body []byte) bool {
	r := deltaReader{b: body[1:]}
	var id common.Hash
	copy(id[:], r.next(len(id)))
	switch body[0] {
	case deltaHeld:
		h, ok := s.held[id]
		if !ok {
			return false
		}
		if v := r.voucher(); v != nil {
			h.Voucher = *v
		} else {
			r.bad = true
		}
		h.Verified = r.voucher()
		if r.bad || len(r.b) != 0 {
			return false
		}
		s.held[id] = h
	case deltaPayer:
		c, ok := s.payer[id]
		if !ok {
			return false
		}
		flags := r.byte()
		c.Guessed = flags&1 != 0
		c.Calls = r.uvarint()
		c.Answered, c.InFlight, c.Unresolved = r.big(), r.big(), r.big()
		c.Settle = r.voucher()
		if r.bad || flags > 1 || len(r.b) != 0 {
			return false
		}
		s.payer[id] = c
	default:
		return false
	}
	return true
}

// deltaReader reads a delta's fields; bad is set by any read past its end or malformed.
type deltaReader struct {
	b   []byte
	bad bool
}

// maxDeltaBig bounds a number's length in a delta (a uint256 takes 32 bytes).
const maxDeltaBig = 64

func (r *deltaReader) next(n int) []byte {
	if n < 0 || n > len(r.b) {
		r.bad = true
		n = len(r.b)
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *deltaReader) byte() byte {
	if b := r.next(1); len(b) == 1 {
		return b[0]
	}
	return 0
}

func (r *deltaReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.bad = true
		return 0
	}
	r.b = r.b[n:]
	return v
}

// length reads a length plus one, at most max: -1 for nil.
func (r *deltaReader) length(max uint64) int {
	n := r.uvarint()
	if n > max+1 {
		r.bad = true
		return -1
	}
	return int(n) - 1
}

func (r *deltaReader) big() *big.Int {
	n := r.length(maxDeltaBig)
	if n < 0 {
		return nil
	}
	return new(big.Int).SetBytes(r.next(n))
}

func (r *deltaReader) voucher() *Voucher {
	var v Voucher
	switch r.byte() {
	case voucherNone:
		return nil
	case voucherBinary:
		copy(v.Channel[:], r.next(len(v.Channel)))
		epoch := r.uvarint()
		if epoch > 1<<32-1 {
			r.bad = true
		}
		v.Epoch = uint32(epoch)
		v.Amount = r.big()
		if n := r.length(maxRecord); n >= 0 {
			v.Sig = append([]byte{}, r.next(n)...)
		}
	case voucherJSON:
		n := r.next(4)
		if r.bad || json.Unmarshal(r.next(int(binary.BigEndian.Uint32(n))), &v) != nil {
			r.bad = true
		}
	default:
		r.bad = true
	}
	return &v
}

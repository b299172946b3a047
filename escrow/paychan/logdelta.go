package paychan

import (
	"bytes"
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
// A word voucher (Voucher.Word) is binary too, and its commitment (~250 bytes) is written only
// when it is not one of the channel's record before it (deltaRefs): a held word voucher
// carries its chain's commitment, the same for 256 calls, and so does the payer's Chain.
//
// A delta is written only for record types whose fields are all known here (fieldsAre): a
// field added to Held or PayerChannel turns that type's deltas off (whole records, as before
// deltas) until it is placed below, and TestLogDeltaKnowsEveryField says so; a field added to
// Voucher, WordProof or Commit makes deltas carry vouchers as JSON (appendVoucher) instead of
// binary.

// Delta record kinds: the first byte of a record's body (JSON begins with '{').
const (
	deltaHeld  = 0x01
	deltaPayer = 0x02
)

// Voucher forms in a delta.
const (
	voucherNone   = 0 // a nil *Voucher
	voucherBinary = 1 // without a word
	voucherJSON   = 2
	voucherWord   = 3 // voucherBinary's fields, then the word (deltaWord)

	// voucherOwn flags a binary form whose voucher is for the record's channel (Channel is
	// the record's ID: a paid call's): the channel is not written, 32 bytes of ~120.
	voucherOwn = 0x80
)

// Commitment forms in a delta: none, written whole, or the i-th of deltaRefs (commitRef+i).
const (
	commitNone   = 0
	commitInline = 1
	commitRef    = 2
)

// deltaRefs are the commitments of a channel's record a delta on it may name instead of
// writing them: a held record's voucher's and last verified voucher's, a payer's chain and
// settlement voucher's.
type deltaRefs [2]*Commit

var (
	heldDeltas = fieldsAre(Held{}, "ID", "Channel", "Deposited", "Claimed", "WithdrawableAt", "Epoch", "SyncedAt",
		"Voucher", "Since", "Owed", "Cap", "OwedSince", "Verified", "CheckFirst")
	payerDeltas = fieldsAre(PayerChannel{}, "ID", "Channel", "Deposited", "Answered", "InFlight", "Epoch",
		"Unresolved", "Guessed", "Settle", "Calls", "Agent", "Chain")
	binaryVouchers = fieldsAre(Voucher{}, "Channel", "Epoch", "Amount", "Sig", "Word") &&
		fieldsAre(WordProof{}, "Commit", "Word", "Index") && fieldsAre(Commit{}, "Base", "Unit", "Length", "Root", "Sig")
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
	refs := prev.refs()
	b, ok := appendDeltaVoucher(b, &h.Voucher, h.ID, &refs)
	if ok {
		b, ok = appendDeltaVoucher(b, h.Verified, h.ID, &refs)
	}
	if !ok {
		return b[:at], false
	}
	return b, true
}

// appendPayerDelta appends c as a delta on prev, its channel's record in the log, when only
// its amounts, count, settlement and chain differ (ok false: write the whole record).
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
	refs := prev.refs()
	if ok {
		b, ok = appendDeltaVoucher(b, c.Settle, c.ID, &refs)
	}
	if ok {
		b, ok = appendDeltaCommit(b, c.Chain, &refs)
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

// appendDeltaBig appends x: its length plus one (0: nil), then its bytes; a negative x, or one
// longer than a load reads (maxDeltaBig), has no delta form (ok false: review rvpwm, finding 1).
func appendDeltaBig(b []byte, x *big.Int) ([]byte, bool) {
	if x == nil {
		return append(b, 0), true
	}
	n := (x.BitLen() + 7) / 8
	if x.Sign() < 0 || n > maxDeltaBig {
		return b, false
	}
	b = binary.AppendUvarint(b, uint64(n)+1)
	b = append(b, make([]byte, n)...) // no allocation: appended in place
	x.FillBytes(b[len(b)-n:])
	return b, true
}

// refs are the commitments a delta on h may name.
func (h *Held) refs() deltaRefs { return deltaRefs{wordCommit(&h.Voucher), wordCommit(h.Verified)} }

// refs are the commitments a delta on c may name.
func (c *PayerChannel) refs() deltaRefs { return deltaRefs{c.Chain, wordCommit(c.Settle)} }

// wordCommit is v's word's commitment (nil for none).
func wordCommit(v *Voucher) *Commit {
	if v == nil || v.Word == nil {
		return nil
	}
	return v.Word.Commit
}

// sameCommit reports whether k and o are the same commitment field for field, as their JSON
// says it (a nil signature is not an empty one).
func sameCommit(k, o *Commit) bool {
	if k == o {
		return true
	}
	return k != nil && o != nil && k.Root == o.Root && k.Length == o.Length && sameBig(k.Base, o.Base) &&
		sameBig(k.Unit, o.Unit) && (k.Sig == nil) == (o.Sig == nil) && bytes.Equal(k.Sig, o.Sig)
}

// appendDeltaCommit appends k (nil: none), by its place in refs when it is one of them, else
// whole.
func appendDeltaCommit(b []byte, k *Commit, refs *deltaRefs) ([]byte, bool) {
	if k == nil {
		return append(b, commitNone), true
	}
	for i, r := range refs {
		if r != nil && sameCommit(k, r) {
			return append(b, commitRef+byte(i)), true
		}
	}
	if !commitSized(k) {
		return b, false // the whole record refuses it (validRecord)
	}
	b, ok := appendDeltaBig(append(b, commitInline), k.Base)
	if ok {
		b, ok = appendDeltaBig(b, k.Unit)
	}
	b = binary.AppendUvarint(b, uint64(k.Length))
	b = appendDeltaBytes(append(b, k.Root[:]...), k.Sig)
	return b, ok
}

// appendDeltaBytes appends x: its length plus one (0: nil), then x.
func appendDeltaBytes(b, x []byte) []byte {
	if x == nil {
		return append(b, 0)
	}
	return append(binary.AppendUvarint(b, uint64(len(x))+1), x...)
}

// appendDeltaVoucher appends v (nil: none) in binary, its word's commitment by its place in
// refs when it is one of them and its channel by voucherOwn when it is id, the record's; or
// as its JSON when Voucher has fields the binary form does not know.
func appendDeltaVoucher(b []byte, v *Voucher, id common.Hash, refs *deltaRefs) ([]byte, bool) {
	switch {
	case v == nil:
		return append(b, voucherNone), true
	case !binaryVouchers:
		if validNumbers(logRecord{Payer: &PayerChannel{Settle: v}}) != nil {
			return b, false
		}
		at := len(b) + 5
		b = appendVoucher(append(b, voucherJSON, 0, 0, 0, 0), v)
		binary.BigEndian.PutUint32(b[at-4:at], uint32(len(b)-at))
		return b, true
	}
	form := byte(voucherBinary)
	if v.Word != nil {
		form = voucherWord
	}
	if v.Channel == id {
		b = append(b, form|voucherOwn)
	} else {
		b = append(append(b, form), v.Channel[:]...)
	}
	b = binary.AppendUvarint(b, uint64(v.Epoch))
	b, ok := appendDeltaBig(b, v.Amount)
	ok = ok && jsonSized(v.Amount)
	b = appendDeltaBytes(b, v.Sig)
	if w := v.Word; w != nil && ok {
		b = binary.AppendUvarint(append(b, w.Word[:]...), uint64(w.Index))
		b, ok = appendDeltaCommit(b, w.Commit, refs)
	}
	return b, ok
}

// appendDelta appends rec framed as a delta on its channel's record in the log, prevHeld or
// prevPayer (nil: none), when it can be one (ok false: b unchanged). A delta is written only
// when its record passes validNumbers, checked as it is written: the numbers it writes (a
// voucher's amount, a commitment written whole) are checked there, and a commitment it names
// is one of the record before it, checked when that was saved or loaded. A save of a call so
// reads no number it does not write (the payer's chain's, cold in the cache: ~0.2 µs).
func appendDelta(b []byte, rec logRecord, prevHeld *Held, prevPayer *PayerChannel) ([]byte, bool) {
	at := len(b)
	b = append(b, make([]byte, 8)...)
	ok := false
	switch {
	case rec.Held != nil && rec.Payer == nil:
		if prevHeld != nil {
			b, ok = appendHeldDelta(b, prevHeld, rec.Held)
		}
	case rec.Payer != nil && rec.Held == nil:
		if prevPayer != nil {
			b, ok = appendPayerDelta(b, prevPayer, rec.Payer)
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
		p, ok := s.held[id]
		if !ok {
			return false
		}
		h := *p
		refs := h.refs()
		if v := r.voucher(id, &refs); v != nil {
			h.Voucher = *v
		} else {
			r.bad = true
		}
		h.Verified = r.voucher(id, &refs)
		if r.bad || len(r.b) != 0 || validNumbers(logRecord{Held: &h}) != nil {
			return false // (a save refuses what a compaction could not write back)
		}
		*p = h
	case deltaPayer:
		p, ok := s.payer[id]
		if !ok {
			return false
		}
		c := *p
		flags := r.byte()
		c.Guessed = flags&1 != 0
		c.Calls = r.uvarint()
		c.Answered, c.InFlight, c.Unresolved = r.big(), r.big(), r.big()
		refs := c.refs()
		c.Settle = r.voucher(id, &refs)
		c.Chain = r.commit(&refs)
		if r.bad || flags > 1 || len(r.b) != 0 || validNumbers(logRecord{Payer: &c}) != nil {
			return false
		}
		*p = c
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

// uint32 reads a uvarint of at most 32 bits.
func (r *deltaReader) uint32() uint32 {
	x := r.uvarint()
	if x > 1<<32-1 {
		r.bad = true
	}
	return uint32(x)
}

// bytes reads a length plus one (0: nil), then as many bytes.
func (r *deltaReader) bytes() []byte {
	if n := r.length(maxRecord); n >= 0 {
		return append([]byte{}, r.next(n)...)
	}
	return nil
}

// commit reads a commitment, whole or by its place in refs.
func (r *deltaReader) commit(refs *deltaRefs) *Commit {
	switch f := r.byte(); {
	case f == commitNone:
		return nil
	case f == commitInline:
		k := &Commit{Base: r.big(), Unit: r.big(), Length: r.uint32()}
		copy(k.Root[:], r.next(len(k.Root)))
		k.Sig = r.bytes()
		return k
	case f >= commitRef && int(f-commitRef) < len(refs) && refs[f-commitRef] != nil:
		return refs[f-commitRef]
	default:
		r.bad = true
		return nil
	}
}

// voucher reads a voucher (nil: none) of the record of channel id.
func (r *deltaReader) voucher(id common.Hash, refs *deltaRefs) *Voucher {
	var v Voucher
	form := r.byte()
	own := form&voucherOwn != 0
	switch form &^= voucherOwn; {
	case form == voucherNone && !own:
		return nil
	case form == voucherBinary || form == voucherWord:
		if own {
			v.Channel = id
		} else {
			copy(v.Channel[:], r.next(len(v.Channel)))
		}
		v.Epoch = r.uint32()
		v.Amount = r.big()
		v.Sig = r.bytes()
		if form == voucherWord {
			w := &WordProof{}
			copy(w.Word[:], r.next(len(w.Word)))
			w.Index = r.uint32()
			w.Commit = r.commit(refs)
			v.Word = w
		}
	case form == voucherJSON && !own:
		n := r.next(4)
		if r.bad || json.Unmarshal(r.next(int(binary.BigEndian.Uint32(n))), &v) != nil {
			r.bad = true
		}
	default:
		r.bad = true
	}
	return &v
}

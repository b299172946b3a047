package paychan

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The log's records are written by hand, byte for byte what encoding/json makes of a
// logRecord (TestLogRecordEncoding compares them, and fails on a field no record of it sets: a
// field added to Held, PayerChannel or Voucher must be added here too): a save is on the path
// of every paid call, twice on the payer's side and once on the payee's, and reflection took a
// quarter of it.

// appendLogRecord appends rec's JSON to b.
func appendLogRecord(b []byte, rec logRecord) []byte {
	b = append(b, '{')
	if rec.Held != nil {
		b = append(b, `"held":`...)
		b = appendHeld(b, rec.Held)
	}
	if rec.Payer != nil {
		if rec.Held != nil {
			b = append(b, ',')
		}
		b = append(b, `"payer":`...)
		b = appendPayerChannel(b, rec.Payer)
	}
	return append(b, '}')
}

func appendHeld(b []byte, h *Held) []byte {
	b = appendHex(append(b, `{"id":`...), h.ID[:])
	b = appendChannel(append(b, `,"channel":`...), &h.Channel)
	b = appendBig(append(b, `,"deposited":`...), h.Deposited)
	b = appendBig(append(b, `,"claimed":`...), h.Claimed)
	b = strconv.AppendUint(append(b, `,"withdrawableAt":`...), h.WithdrawableAt, 10)
	if h.Epoch != 0 {
		b = strconv.AppendUint(append(b, `,"epoch":`...), uint64(h.Epoch), 10)
	}
	b = appendTime(append(b, `,"syncedAt":`...), h.SyncedAt)
	b = appendVoucher(append(b, `,"voucher":`...), &h.Voucher)
	b = appendTime(append(b, `,"since":`...), h.Since)
	if h.Owed != nil {
		b = appendBig(append(b, `,"owed":`...), h.Owed)
	}
	if h.Cap != nil {
		b = appendVoucher(append(b, `,"cap":`...), h.Cap)
	}
	if !h.OwedSince.IsZero() {
		b = appendTime(append(b, `,"owedSince":`...), h.OwedSince)
	}
	if h.Verified != nil {
		b = appendVoucher(append(b, `,"verified":`...), h.Verified)
	}
	if h.CheckFirst {
		b = append(b, `,"checkFirst":true`...)
	}
	return append(b, '}')
}

func appendPayerChannel(b []byte, c *PayerChannel) []byte {
	b = appendHex(append(b, `{"id":`...), c.ID[:])
	b = appendChannel(append(b, `,"channel":`...), &c.Channel)
	b = appendBig(append(b, `,"deposited":`...), c.Deposited)
	b = appendBig(append(b, `,"answered":`...), c.Answered)
	if c.InFlight != nil {
		b = appendBig(append(b, `,"inFlight":`...), c.InFlight)
	}
	if c.Epoch != 0 {
		b = strconv.AppendUint(append(b, `,"epoch":`...), uint64(c.Epoch), 10)
	}
	if c.Unresolved != nil {
		b = appendBig(append(b, `,"unresolved":`...), c.Unresolved)
	}
	if c.Guessed {
		b = append(b, `,"guessed":true`...)
	}
	if c.Settle != nil {
		b = appendVoucher(append(b, `,"settle":`...), c.Settle)
	}
	if c.Calls != 0 {
		b = strconv.AppendUint(append(b, `,"calls":`...), c.Calls, 10)
	}
	if c.Agent != "" {
		// a name, rare and short: encoding/json's escaping as it is
		name, _ := json.Marshal(c.Agent) // a string always encodes
		b = append(append(b, `,"agent":`...), name...)
	}
	if c.Chain != nil {
		b = appendCommit(append(b, `,"chain":`...), c.Chain)
	}
	return append(b, '}')
}

func appendChannel(b []byte, c *Channel) []byte {
	b = appendAddress(append(b, `{"payer":`...), c.Payer)
	b = appendAddress(append(b, `,"payee":`...), c.Payee)
	b = appendAddress(append(b, `,"token":`...), c.Token)
	b = appendAddress(append(b, `,"signer":`...), c.Signer)
	b = appendHex(append(b, `,"salt":`...), c.Salt[:])
	return append(b, '}')
}

func appendVoucher(b []byte, v *Voucher) []byte {
	b = appendHex(append(b, `{"channel":`...), v.Channel[:])
	if v.Epoch != 0 {
		b = strconv.AppendUint(append(b, `,"epoch":`...), uint64(v.Epoch), 10)
	}
	b = appendBig(append(b, `,"amount":`...), v.Amount)
	b = appendBytes(append(b, `,"sig":`...), v.Sig)
	if v.Word != nil {
		b = appendWord(append(b, `,"word":`...), v.Word)
	}
	return append(b, '}')
}

func appendWord(b []byte, w *WordProof) []byte {
	b = append(b, '{')
	if w.Commit != nil {
		b = append(appendCommit(append(b, `"commit":`...), w.Commit), ',')
	}
	b = appendHex(append(b, `"word":`...), w.Word[:])
	b = strconv.AppendUint(append(b, `,"index":`...), uint64(w.Index), 10)
	return append(b, '}')
}

func appendCommit(b []byte, k *Commit) []byte {
	b = appendBig(append(b, `{"base":`...), k.Base)
	b = appendBig(append(b, `,"unit":`...), k.Unit)
	b = strconv.AppendUint(append(b, `,"length":`...), uint64(k.Length), 10)
	b = appendHex(append(b, `,"root":`...), k.Root[:])
	b = appendBytes(append(b, `,"sig":`...), k.Sig)
	return append(b, '}')
}

// appendBytes appends x as []byte's JSON (base64, quoted; null when nil).
func appendBytes(b, x []byte) []byte {
	if x == nil {
		return append(b, "null"...)
	}
	b = append(b, '"')
	b = base64.StdEncoding.AppendEncode(b, x)
	return append(b, '"')
}

func appendAddress(b []byte, a common.Address) []byte { return appendHex(b, a[:]) }

// appendHex appends "0x" and x in lower-case hex, quoted (common.Hash's and Address's JSON).
func appendHex(b, x []byte) []byte {
	b = append(b, `"0x`...)
	b = hex.AppendEncode(b, x)
	return append(b, '"')
}

func appendBig(b []byte, x *big.Int) []byte {
	if x == nil {
		return append(b, "null"...)
	}
	if x.IsUint64() {
		return strconv.AppendUint(b, x.Uint64(), 10) // without big's allocation (a call's amount)
	}
	return x.Append(b, 10)
}

// appendTime appends t as time.Time's JSON (RFC 3339 with nanoseconds, quoted).
func appendTime(b []byte, t time.Time) []byte {
	b = append(b, '"')
	b = t.AppendFormat(b, time.RFC3339Nano)
	return append(b, '"')
}

// AppendJSON appends v's JSON, byte for byte what encoding/json writes for it (a paid call's
// params carry it: node/call encodes them by hand too).
func (v *Voucher) AppendJSON(b []byte) []byte { return appendVoucher(b, v) }

// AppendJSON appends c's JSON, byte for byte what encoding/json writes for it.
func (c *Channel) AppendJSON(b []byte) []byte { return appendChannel(b, c) }

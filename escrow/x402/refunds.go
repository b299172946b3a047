package x402

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The states of a settle-first refund (RefundRecord.State).
const (
	// RefundOwed: the call failed after its payment settled; the refund is about to be sent.
	// Left last after a crash, whether the transfer went out is unknown: the operator checks
	// the chain (a plain transfer has no key to look it up by) before paying it again.
	RefundOwed = "owed"
	// RefundSent: the refund transfer was mined (Tx).
	RefundSent = "sent"
	// RefundFailed: the refund transfer failed (Error): the payer is owed Value.
	RefundFailed = "failed"
)

// RefundRecord is one step of a settle-first payment's refund: the payment (its payer, token,
// value and authorization nonce, one refund per nonce) and what the refund did.
type RefundRecord struct {
	Payer common.Address `json:"payer"`
	Token common.Address `json:"token"`
	Value *big.Int       `json:"value"`
	Nonce common.Hash    `json:"nonce"`
	// Settlement is the transaction that settled the payment.
	Settlement string      `json:"settlement"`
	State      string      `json:"state"`
	Tx         common.Hash `json:"tx,omitzero"`
	Error      string      `json:"error,omitempty"`
	At         time.Time   `json:"at"`
}

// RefundLog keeps what settle-first refunds did (Facilitator.RecordRefunds): the refund is
// recorded owed before it is sent, then sent or failed.
type RefundLog interface {
	Record(RefundRecord) error
}

// RefundFile is a RefundLog in an append-only file of JSON lines, each synced before Record
// returns.
type RefundFile struct {
	mu   sync.Mutex
	f    *os.File
	path string
}

// OpenRefundFile opens (creating) the refund log at path, on a fresh line: a torn last line (a
// power cut mid-write) is ended, so the next record is not read as part of it (review rvfix,
// finding 3).
func OpenRefundFile(path string) (*RefundFile, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("x402: refund log: %w", err)
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("x402: refund log: %w", err)
	}
	if err := endTornLine(f); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("x402: refund log: %w", err)
	}
	return &RefundFile{f: f, path: path}, nil
}

// endTornLine appends a newline to f when its last byte is not one.
func endTornLine(f *os.File) error {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return err
	}
	last := make([]byte, 1)
	if _, err := f.ReadAt(last, st.Size()-1); err != nil {
		return err
	}
	if last[0] == '\n' {
		return nil
	}
	if _, err := f.Write([]byte{'\n'}); err != nil {
		return err
	}
	return f.Sync()
}

// Record appends r and syncs it.
func (l *RefundFile) Record(r RefundRecord) error {
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("x402: refund record: %w", err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, err := l.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("x402: refund record: %w", err)
	}
	if err := l.f.Sync(); err != nil {
		return fmt.Errorf("x402: refund record: %w", err)
	}
	return nil
}

// Close closes the file.
func (l *RefundFile) Close() error { return l.f.Close() }

// maxRefundLine bounds one line of the refund log when it is read back.
const maxRefundLine = 64 << 10

// Unfinished reads the log at path and returns, per payment (nonce), its last record when the
// refund was not sent: owed (interrupted: look at the chain) or failed (the payer is owed it),
// in the order they were first recorded. A missing file has none.
func Unfinished(path string) ([]RefundRecord, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("x402: refund log: %w", err)
	}
	defer f.Close()
	last := map[common.Hash]RefundRecord{}
	var order []common.Hash
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 4096), maxRefundLine)
	for sc.Scan() {
		var r RefundRecord
		if json.Unmarshal(sc.Bytes(), &r) != nil {
			continue // a torn last line (a crash mid-write)
		}
		if _, seen := last[r.Nonce]; !seen {
			order = append(order, r.Nonce)
		}
		last[r.Nonce] = r
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("x402: refund log: %w", err)
	}
	var out []RefundRecord
	for _, n := range order {
		if r := last[n]; r.State != RefundSent {
			out = append(out, r)
		}
	}
	return out, nil
}

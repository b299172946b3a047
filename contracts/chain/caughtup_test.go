package chain

import (
	"context"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// laggingBackend gives receipts before its head reaches their block, as go-ethereum does for a
// moment (or a lagging node behind a load balancer): once a receipt was read, the next stale
// head reads answer the block before the receipt's.
type laggingBackend struct {
	Backend
	mu       sync.Mutex
	receipt  *big.Int // the block of the receipt read
	stale    int
	lastHead *big.Int
}

func (b *laggingBackend) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	r, err := b.Backend.TransactionReceipt(ctx, h)
	if err == nil {
		b.mu.Lock()
		b.receipt = r.BlockNumber
		b.mu.Unlock()
	}
	return r, err
}

func (b *laggingBackend) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	h, err := b.Backend.HeaderByNumber(ctx, n)
	if err != nil || n != nil {
		return h, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.receipt != nil && b.stale > 0 {
		b.stale--
		if h, err = b.Backend.HeaderByNumber(ctx, new(big.Int).Sub(b.receipt, big.NewInt(1))); err != nil {
			return nil, err
		}
	}
	b.lastHead = h.Number
	return h, nil
}

// TestSendReturnsOnceTheHeadHasTheReceipt: Send returns a receipt only once the node's head
// has reached its block, however many head reads lag: what the caller reads or estimates next
// at "latest" sees the transaction (a mint estimated before its token existed ran out of gas).
func TestSendReturnsOnceTheHeadHasTheReceipt(t *testing.T) {
	ctx := context.Background()
	k := newKey(t)
	c := newTestChain(t, k.Address())
	b := &laggingBackend{Backend: c.sim.Client(), stale: 3}
	s, err := NewSender(ctx, testConfig(), b, k, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	rcpt, err := s.Send(ctx, Tx{To: &to, Value: big.NewInt(1)})
	if err != nil {
		t.Fatal(err)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stale != 0 || b.lastHead == nil || b.lastHead.Cmp(rcpt.BlockNumber) < 0 {
		t.Fatalf("Send returned block %v's receipt with the head last read at %v (%d stale reads left)", rcpt.BlockNumber, b.lastHead, b.stale)
	}
}

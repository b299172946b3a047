package chain

import (
	"context"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// replicaBackend is an endpoint whose "pending" nonce is the latest block's (a replica behind
// a load balancer, or a rollup node that forwards transactions to its sequencer and holds no
// pool of its own): a transaction sent and not mined yet is not counted in it.
type replicaBackend struct {
	Backend
	sends atomic.Int32
}

func (b *replicaBackend) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	return b.Backend.(interface {
		NonceAt(context.Context, common.Address, *big.Int) (uint64, error)
	}).NonceAt(ctx, a, nil)
}

func (b *replicaBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	b.sends.Add(1)
	return b.Backend.SendTransaction(ctx, tx)
}

// Finding 1 (rv30, medium): rv29 made the Sender read the nonce again after a transaction not
// mined, so that one the endpoint dropped leaves no gap. But the endpoint may still hold it (a
// fee spike: the common case), and an endpoint whose pending nonce does not count it (above)
// answers its nonce again: the node's next transaction (a bounty post after a claim batch)
// took that nonce, was refused at once as an underpriced replacement, and so was every one
// after it until the first was mined; or, at a higher fee, it replaced the first. The Sender
// now keeps the nonce while the endpoint still knows a version of the transaction, and reads
// it again only when it knows none (dropped).
func TestRV30NotMinedStillHeldKeepsItsNonce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	k := newKey(t)
	c := newTestChain(t, k.Address())
	c.mining.Store(false)
	b := &replicaBackend{Backend: c.sim.Client()}
	cfg := testConfig()
	cfg.StuckAfter, cfg.MaxReplacements = 20*time.Millisecond, 0
	s, err := NewSender(ctx, cfg, b, k, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000cc")
	if _, err := s.Send(ctx, Tx{To: &to, Value: big.NewInt(3)}); !errors.Is(err, ErrNotMined) {
		t.Fatalf("first send: %v, want not mined (no blocks)", err)
	}
	go func() { // mine again once the second went out
		for b.sends.Load() < 2 && ctx.Err() == nil {
			time.Sleep(time.Millisecond)
		}
		c.mining.Store(true)
	}()
	rcpt, err := s.Send(ctx, Tx{To: &to, Value: big.NewInt(4)})
	if err != nil {
		c.mining.Store(true)
		t.Fatalf("second send: %v: it took the nonce of the first, still in the pool", err)
	}
	tx, _, err := c.sim.Client().TransactionByHash(ctx, rcpt.TxHash)
	if err != nil || tx.Nonce() != 1 {
		t.Fatalf("second transaction %v (%v), want nonce 1, after the first", tx, err)
	}
	bal, err := c.sim.Client().BalanceAt(ctx, to, nil)
	if err != nil || bal.Int64() != 7 {
		t.Fatalf("paid %v (%v), want both transfers (3 + 4) mined", bal, err)
	}
}

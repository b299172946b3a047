package chainindex

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/test/harness"
)

// benchBounties posts and cancels this many bounties: 2 events each.
const benchBounties = 2000

var bench struct {
	once   sync.Once
	anvil  *harness.Anvil
	rpc    *ethclient.Client
	d      *deploy.Deployment
	events int
	err    error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if bench.anvil != nil {
		bench.anvil.Stop()
	}
	os.Exit(code)
}

// benchChain deploys on a dedicated anvil and fills it with benchBounties posts and cancels,
// sent as signed transactions with automine off and mined a hundred or so per block.
func benchChain(b *testing.B) {
	bench.once.Do(func() {
		ctx := context.Background()
		a, err := harness.StartAnvil(ctx)
		if err != nil {
			bench.err = err
			return
		}
		bench.anvil = a
		if bench.rpc, err = ethclient.Dial(a.URL); err != nil {
			bench.err = err
			return
		}
		m := &market{t: b, anvil: a, rpc: bench.rpc}
		p := deploy.DefaultParams()
		p.Treasury = common.HexToAddress("0xfee5")
		if bench.d, err = deploy.Deploy(ctx, m.sender(a.Key(0)), p); err != nil {
			bench.err = err
			return
		}
		m.d = bench.d
		bench.err = fill(ctx, m)
		bench.events = 2 * benchBounties
	})
	if bench.err != nil {
		b.Fatal(bench.err)
	}
}

// fill sends the posts, then the cancels, from dev key 1.
func fill(ctx context.Context, m *market) error {
	key := m.anvil.Key(1)
	esc, to := bindings.NewBountyEscrow(), m.d.Contracts[deploy.NameBountyEscrow]
	chainID := big.NewInt(int64(m.d.ChainID))
	signer := types.LatestSignerForChainID(chainID)
	nonce, err := m.rpc.PendingNonceAt(ctx, key.Address())
	if err != nil {
		return err
	}
	if err := m.rpc.Client().Call(nil, "evm_setAutomine", false); err != nil {
		return err
	}
	defer m.rpc.Client().Call(nil, "evm_setAutomine", true)
	amount := big.NewInt(1e9)
	deadline := uint64(time.Now().Add(24 * time.Hour).Unix())
	send := func(data []byte, value *big.Int) error {
		tx, err := types.SignNewTx(key.PrivateKey(), signer, &types.DynamicFeeTx{
			ChainID: chainID, Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 300_000,
			To: &to, Value: value, Data: data,
		})
		if err != nil {
			return err
		}
		nonce++
		return m.rpc.SendTransaction(ctx, tx)
	}
	mine := func() error {
		for {
			if err := m.rpc.Client().Call(nil, "evm_mine"); err != nil {
				return err
			}
			n, err := m.rpc.NonceAt(ctx, key.Address(), nil)
			if err != nil || n == nonce {
				return err
			}
		}
	}
	for i := 1; i <= benchBounties; i++ {
		data := esc.PackPost(bindings.IBountyEscrowPostParams{
			Amount: amount, SpecHash: crypto.Keccak256Hash(big.NewInt(int64(i)).Bytes()), Deadline: deadline,
			ReviewWindow: 600, MinStake: new(big.Int), Assignee: new(big.Int), ParentId: new(big.Int),
		})
		if err := send(data, amount); err != nil {
			return err
		}
		if i%100 == 0 {
			if err := mine(); err != nil {
				return err
			}
		}
	}
	for i := 1; i <= benchBounties; i++ {
		if err := send(esc.PackCancel(big.NewInt(int64(i))), nil); err != nil {
			return err
		}
		if i%200 == 0 {
			if err := mine(); err != nil {
				return err
			}
		}
	}
	if err := mine(); err != nil {
		return err
	}
	n, err := m.rpc.CallContract(ctx, ethereum.CallMsg{To: &to, Data: esc.PackBountyCount()}, nil)
	if err != nil {
		return err
	}
	if c, _ := esc.UnpackBountyCount(n); c.Int64() != benchBounties {
		return fmt.Errorf("bench: %s bounties posted, want %d", c, benchBounties)
	}
	return nil
}

// BenchmarkColdIndex times indexing the whole benchmark chain into an empty in-memory store,
// with one and with several concurrent reads of the posting blocks.
func BenchmarkColdIndex(b *testing.B) {
	benchChain(b)
	for _, conc := range []int{1, 4} {
		b.Run(fmt.Sprintf("reads=%d", conc), func(b *testing.B) { coldIndex(b, conc) })
	}
}

func coldIndex(b *testing.B, conc int) {
	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		db, err := OpenDB("")
		if err != nil {
			b.Fatal(err)
		}
		cfg := DefaultConfig()
		cfg.Confirmations, cfg.CallConcurrency = 0, conc
		ix, err := New(cfg, db, bench.rpc, bench.d)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ix.Sync(ctx); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if bs, err := ix.Bounties(Filter{}); err != nil || len(bs) != benchBounties || bs[len(bs)-1].Status.String() != "cancelled" {
			b.Fatalf("indexed %d bounties (%v)", len(bs), err)
		}
		ix.Close()
		db.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(bench.events*b.N)/b.Elapsed().Seconds(), "events/s")
}

// BenchmarkRebuildViews times a full views rebuild from the stored logs (what a reorg costs).
func BenchmarkRebuildViews(b *testing.B) {
	benchChain(b)
	db, err := OpenDB("")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	cfg := DefaultConfig()
	cfg.Confirmations = 0
	ix, err := New(cfg, db, bench.rpc, bench.d)
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	if _, err := ix.Sync(context.Background()); err != nil {
		b.Fatal(err)
	}
	before, err := ix.Bounties(Filter{})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := ix.rebuild(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(bench.events*b.N)/b.Elapsed().Seconds(), "events/s")
	if after, err := ix.Bounties(Filter{}); err != nil || len(after) != len(before) {
		b.Fatalf("%d bounties after a rebuild, %d before (%v)", len(after), len(before), err)
	}
}

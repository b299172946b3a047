package funds

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/identity"
)

// simChain is a simulated chain mined by a goroutine, with one funded agent key.
func simChain(t *testing.T, wei *big.Int) (*simulated.Backend, *identity.Key) {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	sim := simulated.NewBackend(types.GenesisAlloc{key.Address(): {Balance: wei}})
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				sim.Commit()
			}
		}
	}()
	t.Cleanup(func() { close(stop); <-done; sim.Close() })
	return sim, key
}

// A sweep to an account empties the agent's address to the wei (no dust is left to refuse
// later), a second sweep finds nothing, and the zero address is refused before anything moves.
func TestSweepLeavesNothing(t *testing.T) {
	ctx := context.Background()
	earned := new(big.Int).Mul(big.NewInt(2), big.NewInt(params.Ether/100)) // 0.02 ETH
	sim, key := simChain(t, earned)
	c, log := sim.Client(), slog.New(slog.NewTextHandler(io.Discard, nil))
	chainID, err := c.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Sweep(ctx, c, chainID.Uint64(), "echo", key, common.Address{}, log); !errors.Is(err, ErrZeroAddress) {
		t.Fatalf("sweep to the zero address: %v, want ErrZeroAddress", err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000b0")
	w, err := Sweep(ctx, c, chainID.Uint64(), "echo", key, to, log)
	if err != nil || w == nil {
		t.Fatalf("sweep: %+v, %v", w, err)
	}
	left, err := c.BalanceAt(ctx, key.Address(), nil)
	if err != nil || left.Sign() != 0 {
		t.Fatalf("agent address holds %v after the sweep (%v), want 0", left, err)
	}
	got, err := c.BalanceAt(ctx, to, nil)
	if err != nil || got.String() != w.Wei {
		t.Fatalf("receiver got %v (%v), sweep says %s", got, err, w.Wei)
	}
	fee, _ := new(big.Int).SetString(w.Fee, 10)
	if new(big.Int).Add(got, fee).Cmp(earned) != 0 || w.Left != "0" || w.Note != "" {
		t.Fatalf("moved %v + fee %v != earned %v (left %s, note %q)", got, fee, earned, w.Left, w.Note)
	}
	if w, err := Sweep(ctx, c, chainID.Uint64(), "echo", key, to, log); err != nil || w != nil {
		t.Fatalf("second sweep: %+v, %v; want nothing", w, err)
	}
}

// An address holding less than the fee of a transfer moves nothing and says what stays and why.
func TestSweepBelowTheFeeSaysWhy(t *testing.T) {
	ctx := context.Background()
	sim, key := simChain(t, big.NewInt(1000))
	c := sim.Client()
	chainID, err := c.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	w, err := Sweep(ctx, c, chainID.Uint64(), "echo", key, common.HexToAddress("0xb0"), slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil || w == nil || w.Left != "1000" || w.Note == "" || w.Tx != (common.Hash{}) {
		t.Fatalf("sweep of 1000 wei: %+v, %v; want nothing moved, 1000 left and a note", w, err)
	}
}

package devchain

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// TestForkSetsGasSchedule deploys the DIDRegistry and publishes one attribute on each fork:
// the first write to an identity stores a new slot, which Bogota's state-gas metering prices
// far above Osaka.
func TestForkSetsGasSchedule(t *testing.T) {
	gas := map[string]uint64{}
	for _, fork := range []string{ForkOsaka, ForkBogota} {
		c := startChain(t, func(cfg *Config) { cfg.Fork = fork; cfg.WS = false })
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		key := DevKeys(1)[0]
		opts := bind.NewKeyedTransactor(key, c.ChainID())
		opts.Context = ctx
		cl := c.Client()
		addr, tx, err := bind.DeployContract(opts, common.FromHex(bindings.DIDRegistryMetaData.Bin), cl, nil)
		if err != nil {
			t.Fatal(err)
		}
		if rcpt := waitReceipt(t, ctx, cl, tx.Hash()); rcpt.ContractAddress != addr {
			t.Fatalf("deployed at %s, want %s", rcpt.ContractAddress, addr)
		}
		reg := bindings.NewDIDRegistry()
		id := Addresses(DevKeys(1))[0]
		tx, err = bind.Transact(reg.Instance(cl, addr), opts,
			reg.PackSetAttribute(id, [32]byte{'d', 'i', 'd', '/', 's', 'v', 'c', '/', 'X'}, []byte("x"), big.NewInt(60)))
		if err != nil {
			t.Fatal(err)
		}
		rcpt := waitReceipt(t, ctx, cl, tx.Hash())
		if rcpt.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("%s: setAttribute reverted: %+v", fork, rcpt)
		}
		gas[fork] = rcpt.GasUsed
	}
	t.Logf("first setAttribute gas: osaka %d, bogota %d", gas[ForkOsaka], gas[ForkBogota])
	if gas[ForkOsaka] >= 60_000 || gas[ForkBogota] <= gas[ForkOsaka] {
		t.Fatalf("gas schedule not applied: %v", gas)
	}
}

// waitReceipt polls every 5ms (bind.WaitMined polls every second).
func waitReceipt(t *testing.T, ctx context.Context, cl *ethclient.Client, hash common.Hash) *types.Receipt {
	t.Helper()
	for {
		if r, err := cl.TransactionReceipt(ctx, hash); err == nil {
			return r
		}
		select {
		case <-ctx.Done():
			t.Fatalf("tx %s not mined: %v", hash, ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
}

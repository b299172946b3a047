package devchain

import (
	"context"
	"errors"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
)

func TestConfigValidate(t *testing.T) {
	keys := Addresses(DevKeys(2))
	tests := []struct {
		name   string
		mutate func(*Config)
		ok     bool
	}{
		{"default", func(*Config) {}, true},
		{"funded accounts", func(c *Config) { c.Accounts = keys }, true},
		{"ipv6 loopback", func(c *Config) { c.Host = "::1" }, true},
		{"period 2s", func(c *Config) { c.BlockPeriod = 2 * time.Second }, true},
		{"prague", func(c *Config) { c.Fork = ForkPrague }, true},
		{"bogota", func(c *Config) { c.Fork = ForkBogota }, true},
		{"unknown fork", func(c *Config) { c.Fork = "cancun" }, false},
		{"no fork", func(c *Config) { c.Fork = "" }, false},
		{"hostname", func(c *Config) { c.Host = "localhost" }, false},
		{"public host", func(c *Config) { c.Host = "0.0.0.0" }, false},
		{"port too big", func(c *Config) { c.Port = 70000 }, false},
		{"negative port", func(c *Config) { c.Port = -1 }, false},
		{"tiny gas limit", func(c *Config) { c.GasLimit = 21000 }, false},
		{"sub-second period", func(c *Config) { c.BlockPeriod = time.Millisecond }, false},
		{"negative period", func(c *Config) { c.BlockPeriod = -time.Second }, false},
		{"zero balance", func(c *Config) { c.Accounts = keys; c.Balance = big.NewInt(0) }, false},
		{"nil balance", func(c *Config) { c.Accounts = keys; c.Balance = nil }, false},
		{"zero account", func(c *Config) { c.Accounts = []common.Address{{}} }, false},
		{"duplicate account", func(c *Config) { c.Accounts = []common.Address{keys[0], keys[0]} }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := DefaultConfig()
			tt.mutate(&cfg)
			err := cfg.Validate()
			if tt.ok && err != nil {
				t.Fatalf("Validate() = %v, want nil", err)
			}
			if !tt.ok && !errors.Is(err, ErrInvalidConfig) {
				t.Fatalf("Validate() = %v, want ErrInvalidConfig", err)
			}
			if _, nerr := New(cfg); (nerr == nil) != tt.ok {
				t.Fatalf("New() = %v, want ok=%v", nerr, tt.ok)
			}
		})
	}
}

func TestDevKeysDeterministic(t *testing.T) {
	a, b := Addresses(DevKeys(3)), Addresses(DevKeys(3))
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("key %d differs between calls", i)
		}
		for j := 0; j < i; j++ {
			if a[i] == a[j] {
				t.Fatalf("keys %d and %d collide", i, j)
			}
		}
	}
}

func startChain(t *testing.T, mutate func(*Config)) *Chain {
	t.Helper()
	cfg := DefaultConfig()
	cfg.Accounts = Addresses(DevKeys(2))
	if mutate != nil {
		mutate(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return c
}

func TestTransferOverHTTPIsMined(t *testing.T) {
	c := startChain(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	cl, err := ethclient.DialContext(ctx, c.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	id, err := cl.ChainID(ctx)
	if err != nil || id.Cmp(big.NewInt(1337)) != 0 {
		t.Fatalf("ChainID = %v, %v; want 1337", id, err)
	}
	keys := DevKeys(2)
	from, to := Addresses(keys)[0], Addresses(keys)[1]
	bal, err := cl.BalanceAt(ctx, from, nil)
	if err != nil || bal.Cmp(DefaultConfig().Balance) != 0 {
		t.Fatalf("genesis balance = %v, %v; want %v", bal, err, DefaultConfig().Balance)
	}

	tip, err := cl.SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	amount := big.NewInt(params.Ether)
	tx := types.MustSignNewTx(keys[0], types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{
		ChainID:   c.ChainID(),
		Nonce:     0,
		GasTipCap: tip,
		GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas:       21000,
		To:        &to,
		Value:     amount,
	})
	sent := time.Now()
	if err := cl.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	var rcpt *types.Receipt
	for rcpt == nil {
		rcpt, err = cl.TransactionReceipt(ctx, tx.Hash())
		if err != nil && ctx.Err() != nil {
			t.Fatalf("not mined: %v", err)
		}
		if rcpt == nil {
			time.Sleep(2 * time.Millisecond)
		}
	}
	t.Logf("transfer mined in block %d after %s", rcpt.BlockNumber, time.Since(sent))
	if rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("receipt status %d", rcpt.Status)
	}
	got, err := cl.BalanceAt(ctx, to, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Add(DefaultConfig().Balance, amount); got.Cmp(want) != 0 {
		t.Fatalf("recipient balance %v, want %v", got, want)
	}

	// The same chain over WebSocket, on the same port.
	if c.WSURL() == "" || c.Port() == 0 {
		t.Fatalf("WSURL %q, Port %d", c.WSURL(), c.Port())
	}
	ws, err := ethclient.DialContext(ctx, c.WSURL())
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	n, err := ws.BlockNumber(ctx)
	if err != nil || n != rcpt.BlockNumber.Uint64() {
		t.Fatalf("ws BlockNumber = %d, %v; want %d", n, err, rcpt.BlockNumber)
	}
}

func TestCommitAndAdjustTime(t *testing.T) {
	c := startChain(t, func(cfg *Config) { cfg.WS = false })
	ctx := context.Background()
	if c.WSURL() != "" {
		t.Fatalf("WSURL = %q with WS off", c.WSURL())
	}
	cl := c.Client()
	before, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AdjustTime(time.Hour); err != nil {
		t.Fatal(err)
	}
	after, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if after.Number.Uint64() != before.Number.Uint64()+1 || after.Time < before.Time+3600 {
		t.Fatalf("after AdjustTime: block %d time %d; before: block %d time %d",
			after.Number, after.Time, before.Number, before.Time)
	}
	if _, err := c.Commit(); err != nil {
		t.Fatal(err)
	}
	if n, _ := cl.BlockNumber(ctx); n != after.Number.Uint64()+1 {
		t.Fatalf("Commit did not seal a block: head %d", n)
	}
	if err := c.AdjustTime(-time.Second); err == nil {
		t.Fatal("negative AdjustTime accepted")
	}
}

func TestLifecycleErrors(t *testing.T) {
	c, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Commit(); !errors.Is(err, ErrNotRunning) {
		t.Fatalf("Commit before Start = %v, want ErrNotRunning", err)
	}
	if c.HTTPURL() != "" || c.Client() != nil {
		t.Fatal("endpoints before Start")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := c.Start(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("Start(cancelled) = %v", err)
	}
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); !errors.Is(err, ErrAlreadyStarted) {
		t.Fatalf("second Start = %v, want ErrAlreadyStarted", err)
	}
	port := c.Port()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatalf("second Close = %v", err)
	}
	if err := c.AdjustTime(time.Second); !errors.Is(err, ErrNotRunning) {
		t.Fatalf("AdjustTime after Close = %v, want ErrNotRunning", err)
	}
	// The port is free again: a new chain can take it.
	cfg := DefaultConfig()
	cfg.Port = port
	c2, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := c2.Start(context.Background()); err != nil {
		t.Fatalf("restart on port %d: %v", port, err)
	}
	if err := c2.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestBlockPeriodSealsOnTimer(t *testing.T) {
	c := startChain(t, func(cfg *Config) { cfg.BlockPeriod = time.Second })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		n, err := c.Client().BlockNumber(ctx)
		if err != nil {
			t.Fatalf("no block within 5s: %v", err)
		}
		if n >= 1 {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestStartFailureLeavesNothingRunning(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	cfg := DefaultConfig()
	cfg.Port = busy.Addr().(*net.TCPAddr).Port
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(context.Background()); err == nil {
		c.Close()
		t.Fatalf("Start on busy port %d succeeded", cfg.Port)
	}
	if c.HTTPURL() != "" {
		t.Fatal("endpoint after failed Start")
	}
	if err := c.Close(); err != nil {
		t.Fatalf("Close after failed Start: %v", err)
	}
}

package chain

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/identity"
)

// testChain is a simulated chain whose blocks are mined by a goroutine while mining is on.
type testChain struct {
	sim    *simulated.Backend
	mining atomic.Bool
	stop   chan struct{}
	done   chan struct{}
}

func newTestChain(t *testing.T, funded ...common.Address) *testChain {
	t.Helper()
	alloc := types.GenesisAlloc{}
	for _, a := range funded {
		alloc[a] = types.Account{Balance: new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether))}
	}
	c := &testChain{sim: simulated.NewBackend(alloc), stop: make(chan struct{}), done: make(chan struct{})}
	c.mining.Store(true)
	go func() {
		defer close(c.done)
		for {
			select {
			case <-c.stop:
				return
			case <-time.After(3 * time.Millisecond):
				if c.mining.Load() {
					c.sim.Commit()
				}
			}
		}
	}()
	t.Cleanup(func() { close(c.stop); <-c.done; c.sim.Close() })
	return c
}

// countingBackend counts SendTransaction calls.
type countingBackend struct {
	Backend
	sends atomic.Int32
}

func (b *countingBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	b.sends.Add(1)
	return b.Backend.SendTransaction(ctx, tx)
}

func testConfig() Config {
	c := DefaultConfig()
	c.PollInterval, c.StuckAfter = 2*time.Millisecond, 5*time.Second
	return c
}

func newKey(t *testing.T) *identity.Key {
	t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestNewSenderWrongChain(t *testing.T) {
	k := newKey(t)
	c := newTestChain(t, k.Address())
	cfg := testConfig()
	cfg.ChainID = 31337
	_, err := NewSender(context.Background(), cfg, c.sim.Client(), k, nil, nil)
	if !errors.Is(err, ErrWrongChain) || !strings.Contains(err.Error(), "1337") {
		t.Fatalf("err = %v, want ErrWrongChain naming both ids", err)
	}
}

func TestSendTransferAndConcurrentNonces(t *testing.T) {
	ctx := context.Background()
	k := newKey(t)
	c := newTestChain(t, k.Address())
	s, err := NewSender(ctx, testConfig(), c.sim.Client(), k, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	const n = 16
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rcpt, err := s.Send(ctx, Tx{To: &to, Value: big.NewInt(1000)})
			if err == nil && rcpt.Status != types.ReceiptStatusSuccessful {
				err = errors.New("receipt status failed")
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	bal, err := c.sim.Client().BalanceAt(ctx, to, nil)
	if err != nil || bal.Cmp(big.NewInt(n*1000)) != 0 {
		t.Fatalf("receiver balance %v (%v), want %d", bal, err, n*1000)
	}
	nonce, _ := c.sim.Client().NonceAt(ctx, k.Address(), nil)
	if nonce != n {
		t.Fatalf("nonce %d, want %d", nonce, n)
	}
}

// revertInit is init code that reverts with EscrowDeadlinePassed(42):
// PUSH4 sel PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 42 PUSH1 4 MSTORE PUSH1 0x24 PUSH1 0 REVERT.
func revertInit(sel []byte) []byte {
	code := []byte{0x63}
	code = append(code, sel...)
	return append(code, 0x60, 0xe0, 0x1b, 0x60, 0x00, 0x52, 0x60, 0x2a, 0x60, 0x04, 0x52, 0x60, 0x24, 0x60, 0x00, 0xfd)
}

func TestSendDecodesCustomError(t *testing.T) {
	ctx := context.Background()
	k := newKey(t)
	c := newTestChain(t, k.Address())
	parsed, err := abi.JSON(strings.NewReader(`[{"type":"error","name":"EscrowDeadlinePassed","inputs":[{"name":"deadline","type":"uint64"}]}]`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSender(ctx, testConfig(), c.sim.Client(), k, NewRevertDecoder(&parsed), nil)
	if err != nil {
		t.Fatal(err)
	}
	id := parsed.Errors["EscrowDeadlinePassed"].ID
	_, err = s.Send(ctx, Tx{Data: revertInit(id[:4])})
	var re *RevertError
	if !errors.As(err, &re) || !errors.Is(err, ErrReverted) {
		t.Fatalf("err = %v, want a RevertError", err)
	}
	if re.Name != "EscrowDeadlinePassed" || re.Args["deadline"] != uint64(42) {
		t.Fatalf("decoded %s %v, want EscrowDeadlinePassed deadline=42", re.Name, re.Args)
	}
	if !strings.Contains(err.Error(), "EscrowDeadlinePassed(deadline=42)") {
		t.Fatalf("message %q does not name the error", err)
	}
	// Unknown selectors still come back as a revert with the raw data.
	_, err = s.Send(ctx, Tx{Data: revertInit([]byte{1, 2, 3, 4})})
	if !errors.As(err, &re) || re.Name != "" || len(re.Raw) != 36 {
		t.Fatalf("unknown selector: %v", err)
	}
}

func TestSendInsufficientFunds(t *testing.T) {
	ctx := context.Background()
	rich, poor := newKey(t), newKey(t)
	c := newTestChain(t, rich.Address())
	s, err := NewSender(ctx, testConfig(), c.sim.Client(), poor, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	to := rich.Address()
	_, err = s.Send(ctx, Tx{To: &to, Value: big.NewInt(params.Ether)})
	if !errors.Is(err, ErrInsufficientFunds) || !strings.Contains(err.Error(), poor.Address().Hex()) ||
		!strings.Contains(err.Error(), "holds 0 ETH, needs 1 ETH") {
		t.Fatalf("err = %v, want ErrInsufficientFunds naming the account and the amounts in ETH", err)
	}
	if got := ethText(big.NewInt(10_000_000_000_000_000)); got != "0.01" {
		t.Fatalf("ethText(1e16) = %q, want 0.01", got)
	}
}

func TestSendReplacesStuckTransaction(t *testing.T) {
	ctx := context.Background()
	k := newKey(t)
	c := newTestChain(t, k.Address())
	c.mining.Store(false)
	b := &countingBackend{Backend: c.sim.Client()}
	cfg := testConfig()
	cfg.StuckAfter = 20 * time.Millisecond
	s, err := NewSender(ctx, cfg, b, k, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	go func() { // resume mining once a replacement went out
		for b.sends.Load() < 2 {
			time.Sleep(time.Millisecond)
		}
		c.mining.Store(true)
	}()
	to := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	var told []common.Hash // Sent is told every version, before its receipt
	rcpt, err := s.Send(ctx, Tx{To: &to, Value: big.NewInt(7), Sent: func(h common.Hash) { told = append(told, h) }})
	if err != nil || rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("send: %v", err)
	}
	if b.sends.Load() < 2 {
		t.Fatalf("sent %d versions, want a replacement", b.sends.Load())
	}
	if len(told) < 2 || !slices.Contains(told, rcpt.TxHash) || len(told) != len(slices.Compact(slices.Clone(told))) {
		t.Fatalf("Sent was told %v, want each version once, the mined %s among them", told, rcpt.TxHash.Hex())
	}
	tx, _, err := c.sim.Client().TransactionByHash(ctx, rcpt.TxHash)
	if err != nil || tx.Nonce() != 0 {
		t.Fatalf("mined tx nonce %v (%v), want 0", tx, err)
	}
	bal, _ := c.sim.Client().BalanceAt(ctx, to, nil)
	if bal.Int64() != 7 {
		t.Fatalf("paid %v, want exactly one transfer of 7", bal)
	}
}

func TestConfigValidate(t *testing.T) {
	for name, mut := range map[string]func(*Config){
		"gas below estimate": func(c *Config) { c.GasMultiplierPct = 90 },
		"no poll":            func(c *Config) { c.PollInterval = 0 },
		"small bump":         func(c *Config) { c.BumpPct = 5 },
		"negative":           func(c *Config) { c.MaxReplacements = -1 },
	} {
		c := DefaultConfig()
		mut(&c)
		if c.Validate() == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
}

package test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
	"github.com/agentsite/agentsite/test/harness"
)

// testnet is a devnet of real nodes on a fresh anvil, with clients for reading the chain.
type testnet struct {
	t     *testing.T
	ctx   context.Context
	anvil *harness.Anvil
	d     *devnet.Devnet
	dir   string             // the devnet's directory: <dir>/<node name> is a node's data
	esc   *escrow.Client     // reads (as anvil key 9, which sends nothing unless asked)
	reg   *onchain.Client    // reads
	rep   *reputation.Client // reads
}

// startNet runs anvil and a devnet of n nodes on it; tweak edits node configs (may be nil).
func startNet(t *testing.T, n int, tweak func(i int, c *node.Config)) *testnet {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	a := harness.StartAnvilT(t)
	dir := t.TempDir()
	cfg := devnet.Config{Dir: dir, RPC: a.URL, FaucetKey: harness.AnvilKeys[0], Nodes: n, Out: io.Discard, Tweak: tweak}
	if os.Getenv("E2E_LOG") != "" {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	}
	start := time.Now()
	d, err := devnet.Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	t.Logf("devnet of %d nodes up in %s", n, time.Since(start).Round(time.Millisecond))
	w := &testnet{t: t, ctx: ctx, anvil: a, d: d, dir: dir}
	p := w.party(9)
	w.esc, w.reg, w.rep = p.esc, p.reg, p.rep
	return w
}

// restart starts node i again from its data directory (same keys, database and config).
func (w *testnet) restart(i int) *node.Node {
	w.t.Helper()
	cfg, err := node.LoadConfig(filepath.Join(w.dir, w.d.Names[i]))
	if err != nil {
		w.t.Fatal(err)
	}
	cfg.Passphrase = devnet.Passphrase
	log := slog.New(slog.DiscardHandler)
	if os.Getenv("E2E_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo})).With("node", w.d.Names[i]+"'")
	}
	n, err := node.New(cfg, log)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := n.Start(w.ctx); err != nil {
		w.t.Fatal(err)
	}
	w.t.Cleanup(func() { _ = n.Close() })
	return n
}

// party is an anvil dev account with its contract clients.
type party struct {
	key *identity.Key
	esc *escrow.Client
	reg *onchain.Client
	rep *reputation.Client
}

func (w *testnet) party(i int) party {
	w.t.Helper()
	sc := chain.DefaultConfig()
	sc.PollInterval = 10 * time.Millisecond
	k := w.anvil.Key(i)
	s, err := chain.NewSender(w.ctx, sc, w.d.RPC, k, deploy.RevertDecoder(), nil)
	if err != nil {
		w.t.Fatal(err)
	}
	c := w.d.Deploy.Contracts
	return party{key: k, esc: escrow.New(s, c[deploy.NameBountyEscrow]), reg: onchain.New(s, c[deploy.NameAgentRegistry]),
		rep: reputation.New(s, c[deploy.NameReputationRegistry])}
}

// waitFor polls cond every 50 ms until it holds or the bound passes; what names the wait.
func (w *testnet) waitFor(what string, bound time.Duration, cond func() (bool, error)) {
	w.t.Helper()
	end := time.Now().Add(bound)
	var last error
	for {
		ok, err := cond()
		if ok {
			return
		}
		if err != nil {
			last = err
		}
		if time.Now().After(end) {
			w.t.Fatalf("timed out after %s waiting for %s (last error: %v)", bound, what, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// bounty reads a bounty from the chain.
func (w *testnet) bounty(id uint64) escrow.Bounty {
	w.t.Helper()
	b, err := w.esc.Bounty(w.ctx, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return b
}

// waitStatus waits until bounty id is in status s and returns it.
func (w *testnet) waitStatus(id uint64, s escrow.Status, bound time.Duration) escrow.Bounty {
	w.t.Helper()
	var b escrow.Bounty
	w.waitFor(fmt.Sprintf("bounty %d to be %s", id, s), bound, func() (bool, error) {
		var err error
		b, err = w.esc.Bounty(w.ctx, id)
		if err == nil && b.Status != s && b.Status.Terminal() {
			w.t.Fatalf("bounty %d ended %s, want %s", id, b.Status, s)
		}
		return err == nil && b.Status == s, err
	})
	return b
}

// waitJob waits until node n's job for bounty id reaches stage st.
func (w *testnet) waitJob(n *node.Node, id uint64, st escrow.Stage) escrow.Job {
	w.t.Helper()
	var j escrow.Job
	w.waitFor(fmt.Sprintf("job %d to reach stage %s", id, st), 20*time.Second, func() (bool, error) {
		var ok bool
		j, ok = n.Market().Job(id)
		return ok && j.Stage == st, nil
	})
	return j
}

func (w *testnet) balance(a common.Address) *big.Int {
	w.t.Helper()
	b, err := w.d.RPC.BalanceAt(w.ctx, a, nil)
	if err != nil {
		w.t.Fatal(err)
	}
	return b
}

func (w *testnet) agent(id uint64) onchain.Agent {
	w.t.Helper()
	a, err := w.reg.Agent(w.ctx, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return a
}

func (w *testnet) head() uint64 {
	w.t.Helper()
	n, err := w.d.RPC.BlockNumber(w.ctx)
	if err != nil {
		w.t.Fatal(err)
	}
	return n
}

// gasSpent sums the fees account paid in blocks (from, to].
func (w *testnet) gasSpent(account common.Address, from, to uint64) *big.Int {
	w.t.Helper()
	sum := new(big.Int)
	for _, r := range w.receiptsOf(account, from, to) {
		sum.Add(sum, new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
	}
	return sum
}

// receiptsOf returns the receipts of account's transactions in blocks (from, to].
func (w *testnet) receiptsOf(account common.Address, from, to uint64) []*types.Receipt {
	w.t.Helper()
	var out []*types.Receipt
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(w.d.Deploy.ChainID))
	for n := from + 1; n <= to; n++ {
		blk, err := w.d.RPC.BlockByNumber(w.ctx, new(big.Int).SetUint64(n))
		if err != nil {
			w.t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if sender, err := types.Sender(signer, tx); err != nil || sender != account {
				continue
			}
			r, err := w.d.RPC.TransactionReceipt(w.ctx, tx.Hash())
			if err != nil {
				w.t.Fatal(err)
			}
			out = append(out, r)
		}
	}
	return out
}

// warp moves anvil's clock forward and mines a block.
func (w *testnet) warp(d time.Duration) {
	w.t.Helper()
	if err := w.d.RPC.Client().Call(nil, "evm_increaseTime", int64(d/time.Second)); err != nil {
		w.t.Fatal(err)
	}
	if err := w.d.RPC.Client().Call(nil, "evm_mine"); err != nil {
		w.t.Fatal(err)
	}
}

// fee is the protocol's cut of a payment of amount, rounded up as the escrow rounds it.
func (w *testnet) fee(amount *big.Int) *big.Int {
	w.t.Helper()
	bps, err := w.esc.FeeBps(w.ctx)
	if err != nil {
		w.t.Fatal(err)
	}
	num := new(big.Int).Mul(amount, big.NewInt(int64(bps)))
	return num.Add(num, big.NewInt(9999)).Div(num, big.NewInt(10000))
}

// anvilAddress is the address of anvil's dev account i (known before the devnet starts).
func anvilAddress(t *testing.T, i int) common.Address {
	t.Helper()
	k, err := identity.KeyFromHex(harness.AnvilKeys[i])
	if err != nil {
		t.Fatal(err)
	}
	return k.Address()
}

// treasury is the devnet's fee recipient: its faucet, anvil's first account.
func (w *testnet) treasury() common.Address { return w.anvil.Key(0).Address() }

// treasuryTotal is what the treasury holds: its balance plus what the escrow owes it.
func (w *testnet) treasuryTotal() *big.Int {
	w.t.Helper()
	t := w.treasury()
	owed, err := w.esc.Owed(w.ctx, escrow.NativeToken, t)
	if err != nil {
		w.t.Fatal(err)
	}
	return owed.Add(owed, w.balance(t))
}

func eth(s string) *big.Int {
	v, err := escrow.ParseAmount(s)
	if err != nil {
		panic(err)
	}
	return v
}

func summarizeInput() json.RawMessage {
	return json.RawMessage(`{"text":"Agents find work on the market. They are paid on chain. Reputation follows paid work.","sentences":1}`)
}

func sameAmount(t *testing.T, what string, got, want *big.Int) {
	t.Helper()
	if got.Cmp(want) != 0 {
		t.Fatalf("%s: %s wei, want %s", what, got, want)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

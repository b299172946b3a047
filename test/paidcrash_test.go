package test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	stdnet "net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/devnet"
)

// paidCrashRuns is how many kill -9 runs TestPaidCallsKill9 makes (`make test-paidcrash` runs 100).
var paidCrashRuns = flag.Int("paidcrash.runs", 3, "kill -9 runs of TestPaidCallsKill9")

// paidProc is a node running as a child process of the test binary (TestCrashHelperNode).
type paidProc struct {
	dir string
	cmd *exec.Cmd
}

func startPaidProc(t *testing.T, dir string) *paidProc {
	t.Helper()
	_ = os.Remove(datadir.APIAddrFile(dir)) // a killed node leaves its address behind
	return &paidProc{dir: dir, cmd: startHelperNodeWith(t, dir, devnet.Passphrase)}
}

func (p *paidProc) kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

// rpc calls method on the process's API (its address from <dir>/api.addr, its token from
// <dir>/api.token).
func (p *paidProc) rpc(ctx context.Context, method string, params, out any) error {
	addr, ok := datadir.ReadAPIAddr(p.dir)
	if !ok {
		return fmt.Errorf("no api.addr in %s", p.dir)
	}
	tok, err := os.ReadFile(filepath.Join(p.dir, "api.token"))
	if err != nil {
		return err
	}
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	if !strings.HasPrefix(addr, "http") {
		addr = "http://" + addr
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, addr+"/rpc", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+strings.TrimSpace(string(tok)))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return fmt.Errorf("%s: %w", b, err)
	}
	if r.Error != nil {
		return fmt.Errorf("%d: %s", r.Error.Code, r.Error.Message)
	}
	if out != nil {
		return json.Unmarshal(r.Result, out)
	}
	return nil
}

// TestPaidCallsKill9: alice's node (payer) and bob's (payee, a paid echo) run as processes;
// eight callers call bob's agent through alice's API while, at a random moment of each run,
// alice, bob or both are killed with SIGKILL and restarted from their data directories. Every
// call alice's API answered was paid and no voucher is lost: bob holds at least the price of
// every answered call; alice was charged beyond them at most the calls in flight at each kill
// and a guess a lane per outage of bob; payer and payee agree after the runs; bob's claims
// reach the chain, and the agent's payout address and the treasury's credit move by exactly
// the claimed sum.
func TestPaidCallsKill9(t *testing.T) {
	const lanes, callers = 4, 8
	price := eth("0.0001")
	w := startNet(t, 2, func(i int, c *node.Config) {
		switch i {
		case 0:
			c.Payments.DepositCalls, c.Payments.Lanes, c.Payments.MaxDeposit, c.Payments.Budget = 1000, lanes, "1 ETH", "1 ETH"
		case 1:
			for j := range c.Agents { // the devnet's paid echo, 0.0001 ETH a call
				if c.Agents[j].Name == devnet.PaidAgent {
					c.Agents[j].MaxConcurrent = 64
				}
			}
			c.Payments.ClaimAt, c.Payments.ClaimEvery = "1 wei", node.Duration(300*time.Millisecond)
		}
	})
	// The runs outlast startNet's two minutes: the chain reads and calls get their own bound.
	runCtx, cancel := context.WithTimeout(context.Background(), time.Duration(*paidCrashRuns+10)*30*time.Second)
	t.Cleanup(cancel)
	w.ctx = runCtx
	bobPeer := w.d.Nodes[1].PeerID().String()
	payee, _ := w.d.Nodes[1].AgentAddress(devnet.PaidAgent) // the agent's payout address
	payee0, fee0 := w.balance(payee), w.channelsOwed(w.treasury())
	// Fixed libp2p ports, each node the other's seed, so restarted processes find each other.
	var ports [2]int
	for i := range ports {
		l, err := stdnet.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ports[i] = l.Addr().(*stdnet.TCPAddr).Port
		l.Close()
	}
	for i, n := range w.d.Nodes {
		if err := n.Close(); err != nil {
			t.Fatal(err)
		}
		cfg, err := node.LoadConfig(filepath.Join(w.dir, w.d.Names[i]))
		if err != nil {
			t.Fatal(err)
		}
		other := 1 - i
		cfg.P2P.Listen = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", ports[i])}
		cfg.P2P.Bootstrap = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d/p2p/%s", ports[other], w.d.Nodes[other].PeerID())}
		if err := cfg.Save(); err != nil {
			t.Fatal(err)
		}
	}
	alice := startPaidProc(t, filepath.Join(w.dir, w.d.Names[0]))
	bob := startPaidProc(t, filepath.Join(w.dir, w.d.Names[1]))
	t.Cleanup(func() { alice.kill(); bob.kill() })
	call := func(ctx context.Context) error {
		return alice.rpc(ctx, "agent.call", apitypes.AgentCallParams{Peer: bobPeer, Agent: "paid-echo", Skill: "echo", Input: json.RawMessage(`{}`), TimeoutMs: 5000}, nil)
	}
	var answered atomic.Int64
	var lastCallErr atomic.Value
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	kills := 0
	var killed [2]int
	for run := 0; run < *paidCrashRuns; run++ {
		// Callers stop between calls (no call is cut short by the test, only by the kill).
		var stopped atomic.Bool
		ctx := w.ctx
		var wg sync.WaitGroup
		for c := 0; c < callers; c++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for !stopped.Load() {
					if err := call(ctx); err == nil {
						answered.Add(1)
					} else {
						lastCallErr.Store(err.Error())
						time.Sleep(10 * time.Millisecond) // a node restarting: do not spin
					}
				}
			}()
		}
		// Calls flow (the restarted nodes found each other) before the kill's random moment.
		before := answered.Load()
		w.waitFor("calls answered in this run", 60*time.Second, func() (bool, error) {
			if answered.Load() > before {
				return true, nil
			}
			e, _ := lastCallErr.Load().(string)
			return false, errors.New(e)
		})
		time.Sleep(time.Duration(rng.IntN(300)) * time.Millisecond)
		victim := rng.IntN(3) // 0 alice, 1 bob, 2 both
		if victim != 1 {
			alice.kill()
			killed[0]++
		}
		if victim != 0 {
			bob.kill()
			killed[1]++
		}
		kills++
		stopped.Store(true)
		wg.Wait()
		if victim != 1 {
			alice = startPaidProc(t, alice.dir)
		}
		if victim != 0 {
			bob = startPaidProc(t, bob.dir)
		}
	}
	// Settle: calls until both sides agree (in-flight vouchers resolved), then bob claims all.
	var a, b apitypes.Channels
	var lastErr error
	agreed := false
	for until := time.Now().Add(60 * time.Second); !agreed && time.Now().Before(until); {
		if err := call(w.ctx); err == nil {
			answered.Add(1)
		} else {
			lastErr = err
		}
		time.Sleep(25 * time.Millisecond) // under bob's rate limit for alice's peer (50 calls/s)
		if alice.rpc(w.ctx, "channel.list", nil, &a) == nil && bob.rpc(w.ctx, "channel.list", nil, &b) == nil {
			agreed = a.Spent == b.Held
		}
	}
	if !agreed {
		t.Fatalf("payer and payee disagree after the runs: last call error %v\nalice %+v\nbob %+v", lastErr, a, b)
	}
	held, _ := new(big.Int).SetString(b.Held, 10)
	lo := new(big.Int).Mul(price, big.NewInt(answered.Load()))
	// Beyond the calls its callers saw answered, a run may charge the payer for the calls in
	// flight when the kill came (at most one a caller: the payee answered and committed, the
	// answer died with a node), and a payee's outage for one guess a lane (paychan.Payer.Resolve
	// counts a voucher unanswered twice as held: the payee may hold it).
	hi := new(big.Int).Mul(price, big.NewInt(answered.Load()+int64(callers*(*paidCrashRuns)+lanes*killed[1])))
	t.Logf("%d runs (%d kills of alice, %d of bob), %d calls answered, bob holds %d calls' worth (%d beyond the answered), alice spent %s wei",
		*paidCrashRuns, killed[0], killed[1], answered.Load(), new(big.Int).Div(held, price).Int64(),
		new(big.Int).Div(held, price).Int64()-answered.Load(), a.Spent)
	if held.Cmp(lo) < 0 {
		t.Fatalf("bob holds %s for %d answered calls (%s): a voucher was lost", held, answered.Load(), lo)
	}
	if held.Cmp(hi) > 0 {
		t.Fatalf("bob holds %s: more than the answered calls, those in flight at the kills and a guess a lane per payee outage (%s)", held, hi)
	}
	// Bob's loop claims everything (claimAt 1 wei).
	w.waitFor("bob to claim all", 120*time.Second, func() (bool, error) {
		if err := bob.rpc(w.ctx, "channel.list", nil, &b); err != nil {
			return false, nil
		}
		return b.Owed == "0" && b.Claimed == b.Held, nil
	})
	claimed, _ := new(big.Int).SetString(b.Claimed, 10)
	if err := alice.rpc(w.ctx, "channel.list", nil, &a); err != nil || a.Spent != b.Held {
		t.Fatalf("after the claim alice spent %s, bob holds %s (%v)", a.Spent, b.Held, err)
	}
	// Every wei: what the chain paid the agent's address and the protocol fee the contract
	// credited the treasury add up to exactly the claimed sum (bob's node account paid the gas).
	got := new(big.Int).Sub(w.balance(payee), payee0)
	fee := new(big.Int).Sub(w.channelsOwed(w.treasury()), fee0)
	sameAmount(t, "the claims and the fee", new(big.Int).Add(got, fee), claimed)
	if fee.Cmp(w.fee(claimed)) > 0 || fee.Sign() <= 0 {
		t.Fatalf("fee %s for %s claimed, the protocol's %s", fee, claimed, w.fee(claimed))
	}
}

// channelsOwed is what PaymentChannels owes a in ETH (for the treasury with the fees it holds: see channelsOwedIn).
func (w *testnet) channelsOwed(a common.Address) *big.Int {
	w.t.Helper()
	return w.channelsOwedIn(common.Address{}, a)
}

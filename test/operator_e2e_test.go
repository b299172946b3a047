package test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/test/harness"
)

// operator runs the agentsite binary as an operator would, each command its own OS process.
type operator struct {
	t    *testing.T
	bin  string
	root string
	env  []string
}

// run runs one command to completion and returns its stdout; a non-zero exit fails the test.
func (o *operator) run(ctx context.Context, args ...string) string {
	o.t.Helper()
	cmd := exec.CommandContext(ctx, o.bin, args...)
	cmd.Dir, cmd.Env = o.root, o.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		o.t.Fatalf("agentsite %s: %v\nstdout: %s\nstderr: %s", strings.Join(args, " "), err, stdout.String(), stderr.String())
	}
	return stdout.String()
}

// runJSON runs a command with --json and decodes its output.
func (o *operator) runJSON(ctx context.Context, out any, args ...string) {
	o.t.Helper()
	raw := o.run(ctx, append(args, "--json")...)
	if err := json.Unmarshal([]byte(raw), out); err != nil {
		o.t.Fatalf("agentsite %s: decode %q: %v", strings.Join(args, " "), raw, err)
	}
}

// startNode starts `agentsite node` as a long-running process and waits for its "node up"
// line; the process is killed at the end of the test.
func (o *operator) startNode(ctx context.Context, data string) {
	o.t.Helper()
	o.spawnNode(ctx, data)()
}

// spawnNode starts `agentsite node` and returns a function that waits for its "node up" line.
func (o *operator) spawnNode(ctx context.Context, data string) (waitUp func()) {
	o.t.Helper()
	cmd := exec.Command(o.bin, "node", "--data", data)
	cmd.Dir, cmd.Env = o.root, o.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	logs, err := os.Create(filepath.Join(data, "node.log"))
	if err != nil {
		o.t.Fatal(err)
	}
	cmd.Stderr = logs
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		o.t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		o.t.Fatal(err)
	}
	var once sync.Once
	o.t.Cleanup(func() {
		once.Do(func() {
			_ = cmd.Process.Signal(syscall.SIGTERM)
			done := make(chan struct{})
			go func() { _ = cmd.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
				<-done
			}
			logs.Close()
			if o.t.Failed() {
				b, _ := os.ReadFile(logs.Name())
				o.t.Logf("%s log:\n%s", data, tail(b, 4000))
			}
		})
	})
	up := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "node up:") {
				close(up)
				break
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	return func() {
		o.t.Helper()
		select {
		case <-up:
		case <-ctx.Done():
			o.t.Fatalf("node %s did not come up", data)
		}
	}
}

// waitLog waits until data's node log holds s.
func (o *operator) waitLog(ctx context.Context, data, s string) string {
	o.t.Helper()
	for {
		b, _ := os.ReadFile(filepath.Join(data, "node.log"))
		if i := bytes.Index(b, []byte(s)); i >= 0 {
			line, _, _ := bytes.Cut(b[i:], []byte("\n"))
			return string(line)
		}
		select {
		case <-ctx.Done():
			o.t.Fatalf("%s's log never said %q:\n%s", data, s, tail(b, 3000))
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// fails runs a command that must fail and returns its stderr.
func (o *operator) fails(ctx context.Context, args ...string) string {
	o.t.Helper()
	cmd := exec.CommandContext(ctx, o.bin, args...)
	cmd.Dir, cmd.Env = o.root, o.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err == nil {
		o.t.Fatalf("agentsite %s succeeded, want a failure\nstdout: %s", strings.Join(args, " "), stdout.String())
	}
	return stderr.String()
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// TestOperatorPath follows the README's "A node of your own" with the built binary, each step
// a separate OS process: anvil, the forge deploy script, `node init` for a worker and a
// requester, the worker started unfunded (it waits and says what to send) and then funded
// with `dev fund`, an agent staked from the config and one with `agent register` (refused
// without tokens, sending nothing), a bounty posted by the requester and earned by the agent,
// and the earnings withdrawn to an address of the operator's, checked to the wei.
func TestOperatorPath(t *testing.T) {
	if _, err := harness.AnvilBinary(); err != nil {
		t.Skip(err)
	}
	root, err := harness.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	forge := filepath.Join(root, "node_modules", ".bin", "forge")
	if _, err := os.Stat(forge); err != nil {
		t.Skip("forge not installed (npm ci installs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	work := t.TempDir()
	bin := filepath.Join(work, "agentsite")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/agentsite")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	anvil := harness.StartAnvilT(t)

	// Deploy with the forge script, as the README says.
	// The script may write only under deployments/ (foundry.toml): a name of its own there,
	// moved out at once, keeps the test from touching deployments/31337.json.
	depFile := filepath.Join(work, "31337.json")
	scratch := filepath.Join(root, "deployments", fmt.Sprintf(".operator-test-%d.json", time.Now().UnixNano()))
	deployCmd := exec.CommandContext(ctx, forge, "script", "contracts/script/Deploy.s.sol", "--rpc-url", anvil.URL,
		"--broadcast", "--private-key", "0x"+harness.AnvilKeys[0])
	deployCmd.Dir = root
	deployCmd.Env = append(os.Environ(), "DEPLOYMENT_FILE="+scratch)
	if out, err := deployCmd.CombinedOutput(); err != nil {
		t.Fatalf("forge script: %v\n%s", err, tail(out, 3000))
	}
	if err := os.Rename(scratch, depFile); err != nil {
		t.Fatalf("the deploy script wrote no deployment file: %v", err)
	}

	o := &operator{t: t, bin: bin, root: root, env: append(os.Environ(), "AGENTSITE_PASSPHRASE=operator-test", "HOME="+work)}
	ports := func() (string, string) {
		p2p, err := harness.FreePort()
		if err != nil {
			t.Fatal(err)
		}
		api, err := harness.FreePort()
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", p2p), fmt.Sprintf("127.0.0.1:%d", api)
	}
	worker, requester := filepath.Join(work, "worker"), filepath.Join(work, "requester")
	wListen, wAPI := ports()
	out := o.run(ctx, "node", "init", "--data", worker, "--rpc", anvil.URL, "--deployment", depFile,
		"--listen", wListen, "--api-listen", wAPI, "--light-keys")
	account, err := datadir.KeyAddress(node.NodeKeyFile(worker))
	if err != nil || !strings.Contains(out, account.Hex()) {
		t.Fatalf("node init printed %q, want the node account (%v)", out, err)
	}
	// The config stakes gofmt at start (amounts with units); the account is not funded yet.
	cfgPath := node.ConfigFile(worker)
	raw, err := os.ReadFile(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	file["market"] = []map[string]any{{"agent": "gofmt", "stake": "100 AST", "minReward": "0.001 ETH"}}
	if raw, err = json.MarshalIndent(file, "", "  "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfgPath, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	var w apitypes.Wallet
	o.runJSON(ctx, &w, "wallet", "--data", worker)
	if w.Account != account || w.ETH != "0 ETH" || w.Stake != "0 AST" || w.StakeConfigured != "100 AST" {
		t.Fatalf("wallet before funding: %+v", w)
	}
	// Started unfunded, the node waits and says what to send; funded, it comes up.
	up := o.spawnNode(ctx, worker)
	if line := o.waitLog(ctx, worker, "waiting for funds"); !strings.Contains(line, "agentsite dev fund "+account.Hex()) || !strings.Contains(line, "100 AST") {
		t.Fatalf("the waiting node does not say what to send: %s", line)
	}
	o.run(ctx, "dev", "fund", "--data", worker, "--eth", "1 ETH", "--stake", "100 AST")
	up()
	var st apitypes.Status
	o.runJSON(ctx, &st, "status", "--api", "http://"+wAPI)
	if len(st.Addrs) == 0 {
		t.Fatalf("worker status has no p2p address: %+v", st)
	}
	seed := st.Addrs[0]
	if !strings.Contains(seed, "/p2p/") {
		seed += "/p2p/" + st.PeerID
	}

	rListen, rAPI := ports()
	o.run(ctx, "node", "init", "--data", requester, "--rpc", anvil.URL, "--deployment", depFile,
		"--listen", rListen, "--api-listen", rAPI, "--bootstrap", seed, "--light-keys")
	o.run(ctx, "dev", "fund", "--data", requester, "--eth", "1", "--stake", "0")
	o.startNode(ctx, requester)

	// The worker's operator stakes the summarize agent; it then takes bounties for it. Without
	// the tokens the command says how to get them and sends nothing (no approve).
	wEnv := []string{"--api", "http://" + wAPI, "--data", worker}
	rpc, err := ethclient.DialContext(ctx, anvil.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer rpc.Close()
	nonce, err := rpc.NonceAt(ctx, account, nil)
	if err != nil {
		t.Fatal(err)
	}
	if msg := o.fails(ctx, append([]string{"agent", "register", "summarize", "--stake", "100 AST"}, wEnv...)...); !strings.Contains(msg, "agentsite dev fund") {
		t.Fatalf("register without stake tokens: %s", msg)
	}
	if after, err := rpc.NonceAt(ctx, account, nil); err != nil || after != nonce {
		t.Fatalf("nonce %d → %d (%v): a refused register sent a transaction", nonce, after, err)
	}
	o.run(ctx, "dev", "fund", "--data", worker, "--eth", "0", "--stake", "100")
	o.run(ctx, append([]string{"agent", "register", "summarize", "--stake", "100 AST"}, wEnv...)...)
	var shown struct {
		Stake  *big.Int `json:"stake"`
		Wallet common.Address
	}
	o.runJSON(ctx, &shown, append([]string{"agent", "show", "summarize"}, wEnv...)...)
	if want, _ := units.ParseStake("100 AST"); shown.Stake == nil || shown.Stake.Cmp(want) != 0 {
		t.Fatalf("agent show: stake %v, want 100 AST", shown.Stake)
	}

	// A call may name the skill by the agent's name, as search shows it (gofmt's skill id differs).
	if out := o.run(ctx, append([]string{"agent", "call", "gofmt", "gofmt", "--input", `{"source":"package main\nfunc main(){}"}`}, wEnv...)...); !strings.Contains(out, "func main() {}") {
		t.Fatalf("agent call gofmt gofmt: %s", out)
	}

	// The requester posts a bounty and follows it until it settles.
	out = o.run(ctx, "bounty", "post", "--skill", "summarize", "--input", `{"text":"One sentence. Another sentence."}`,
		"--reward", "0.01 ETH", "--deadline", "2m", "--wait", "--api", "http://"+rAPI, "--data", requester,
		"--force") // the agent was registered a moment ago: the requester's search may not list it yet
	if !strings.Contains(out, "accepted") {
		t.Fatalf("bounty did not settle as accepted:\n%s", out)
	}

	// Paid minus the 1% fee, to the agent's own address; wallet shows it.
	o.runJSON(ctx, &w, "wallet", "--data", worker)
	var earned *apitypes.AgentWallet
	for i := range w.Agents {
		if w.Agents[i].Name == "summarize" {
			earned = &w.Agents[i]
		}
	}
	if earned == nil || earned.ETH != "0.0099 ETH" || earned.Address != shown.Wallet {
		t.Fatalf("wallet after the bounty: %+v, want summarize at its wallet %s holding 0.0099 ETH", w.Agents, shown.Wallet.Hex())
	}

	// Withdraw to an address of the operator's.
	to := common.HexToAddress("0x000000000000000000000000000000000000bEEF")
	before, err := rpc.BalanceAt(ctx, earned.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ws []apitypes.Withdrawal
	o.runJSON(ctx, &ws, append([]string{"wallet", "withdraw", "--to", to.Hex(), "--agent", "summarize"}, wEnv...)...)
	if len(ws) != 1 {
		t.Fatalf("withdrawals %+v, want one", ws)
	}
	amount, _ := new(big.Int).SetString(ws[0].Wei, 10)
	fee, _ := new(big.Int).SetString(ws[0].Fee, 10)
	got, err := rpc.BalanceAt(ctx, to, nil)
	if err != nil {
		t.Fatal(err)
	}
	after, err := rpc.BalanceAt(ctx, earned.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	if amount == nil || fee == nil || got.Cmp(amount) != 0 {
		t.Fatalf("%s received %v wei, the command reported %s", to.Hex(), got, ws[0].Wei)
	}
	if left := new(big.Int).Sub(new(big.Int).Sub(before, amount), fee); after.Cmp(left) != 0 {
		t.Fatalf("agent address holds %v wei after the withdrawal, want %v (before) - %v (sent) - %v (gas) = %v", after, before, amount, fee, left)
	}
	if after.Sign() != 0 {
		t.Fatalf("agent address holds %v wei after the withdrawal: dust left behind", after)
	}
	t.Logf("earned %s, withdrew %s wei to %s (gas %s wei, nothing left)", earned.ETH, amount, to.Hex(), fee)
}

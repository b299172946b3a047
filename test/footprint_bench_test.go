package test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/test/harness"
)

// footprintIdle is when the idle RSS is read, counted from the node's start
// (AGENTSITE_FOOTPRINT_IDLE overrides, as a Go duration).
const footprintIdle = 120 * time.Second

// BenchmarkNodeFootprint runs the agentsite binary as separate processes on anvil, as an
// operator does (README "A node of your own"): a seed node, then a second node that stakes
// its summarize agent at start and bootstraps from the seed. It reports, for the second node:
// start-to-up-ms (process start to its "node up" line), start-to-findable-ms (process start
// until the seed's agent.search returns the new node's agent), rss-5s/30s-MiB and
// rss-idle-MiB (VmRSS at 5 s, 30 s and footprintIdle after start), anon-idle-MiB (RssAnon
// then: VmRSS less the binary's mapped code and data, which node processes share) and hwm-MiB
// (VmHWM, the peak). keys=standard is the production keystore (scrypt N=2^18), keys=light `--light-keys`.
// The binary is built from this tree unless AGENTSITE_FOOTPRINT_BIN names one (to measure
// another build).
func BenchmarkNodeFootprint(b *testing.B) {
	for _, light := range []bool{false, true} {
		name := "keys=standard"
		if light {
			name = "keys=light"
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				runFootprint(b, light)
			}
		})
	}
}

// fpRig is anvil with the contracts deployed, the binary, and a seed node running.
type fpRig struct {
	b        *testing.B
	ctx      context.Context
	op       *fpOperator
	work     string
	anvilURL string
	depFile  string
	light    bool
	seed     *fpNode
	seedData string
	seedAPI  string
	seedAddr string // the seed's full p2p address, for --bootstrap
}

// newFPRig skips when anvil or the binary is missing, else starts anvil, deploys and starts a
// seed node.
func newFPRig(ctx context.Context, b *testing.B, light bool) *fpRig {
	if _, err := harness.AnvilBinary(); err != nil {
		b.Skip(err)
	}
	r := &fpRig{b: b, ctx: ctx, work: b.TempDir(), light: light}
	bin := footprintBinary(ctx, b, r.work)
	anvil := harness.StartAnvilT(b)
	r.anvilURL, r.depFile = anvil.URL, footprintDeploy(ctx, b, anvil, r.work)
	r.op = &fpOperator{tb: b, bin: bin, env: append(os.Environ(), "AGENTSITE_PASSPHRASE=footprint", "HOME="+r.work)}

	r.seedData = filepath.Join(r.work, "seed")
	r.seedAPI = r.initNode(r.seedData)
	r.op.run(ctx, "dev", "fund", "--data", r.seedData, "--eth", "1", "--stake", "0")
	r.seed = r.op.start(r.seedData)
	<-r.seed.up
	if r.seed.line == "" {
		b.Fatalf("the seed node did not come up:\n%s", tail(readFile(r.seedData, "node.log"), 3000))
	}
	var st apitypes.Status
	if err := json.Unmarshal([]byte(r.op.run(ctx, "status", "--api", r.seedAPI, "--json")), &st); err != nil || len(st.Addrs) == 0 {
		b.Fatalf("seed status: %+v (%v)", st, err)
	}
	r.seedAddr = st.Addrs[0]
	if !strings.Contains(r.seedAddr, "/p2p/") {
		r.seedAddr += "/p2p/" + st.PeerID
	}
	return r
}

// initNode runs `node init` on data (bootstrapping from the seed once there is one) and
// returns the node's API URL.
func (r *fpRig) initNode(data string) string {
	p2pPort, err1 := harness.FreePort()
	apiPort, err2 := harness.FreePort()
	if err1 != nil || err2 != nil {
		r.b.Fatal(err1, err2)
	}
	args := []string{"node", "init", "--data", data, "--rpc", r.anvilURL, "--deployment", r.depFile,
		"--listen", fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", p2pPort), "--api-listen", fmt.Sprintf("127.0.0.1:%d", apiPort)}
	if r.light {
		args = append(args, "--light-keys")
	}
	if r.seedAddr != "" {
		args = append(args, "--bootstrap", r.seedAddr)
	}
	r.op.run(r.ctx, args...)
	return fmt.Sprintf("http://127.0.0.1:%d", apiPort)
}

func runFootprint(b *testing.B, light bool) {
	idle := footprintIdle
	if d, err := time.ParseDuration(os.Getenv("AGENTSITE_FOOTPRINT_IDLE")); err == nil && d >= 30*time.Second {
		idle = d
	}
	ctx, cancel := context.WithTimeout(context.Background(), idle+3*time.Minute)
	defer cancel()
	r := newFPRig(ctx, b, light)
	fp, seed, seedAPI, seedUp := r.op, r.seedData, r.seedAPI, r.seed
	joiner := filepath.Join(r.work, "joiner")
	r.initNode(joiner)
	footprintStake(b, joiner, "summarize")
	fp.run(ctx, "dev", "fund", "--data", joiner, "--eth", "1", "--stake", "100")

	j := fp.start(joiner)
	findable := fp.waitFindable(ctx, seed, seedAPI, joiner, "summarize", j)
	<-j.up
	if j.line == "" {
		b.Fatalf("the joining node did not come up:\n%s", tail(readFile(joiner, "node.log"), 3000))
	}
	samples := map[time.Duration]procMem{}
	for _, at := range []time.Duration{5 * time.Second, 30 * time.Second, idle} {
		if wait := time.Until(j.started.Add(at)); wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				b.Fatal(ctx.Err())
			}
		}
		m, err := procMemory(j.cmd.Process.Pid)
		if err != nil {
			b.Fatal(err)
		}
		samples[at] = m
		b.Logf("joiner at +%s: VmRSS %.1f MiB (anonymous %.1f), VmHWM %.1f MiB", at, m.rss, m.anon, m.hwm)
	}
	seedMem, err := procMemory(seedUp.cmd.Process.Pid)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(j.upAfter.Milliseconds()), "start-to-up-ms")
	b.ReportMetric(float64(findable.Milliseconds()), "start-to-findable-ms")
	b.ReportMetric(samples[5*time.Second].rss, "rss-5s-MiB")
	b.ReportMetric(samples[30*time.Second].rss, "rss-30s-MiB")
	b.ReportMetric(samples[idle].rss, "rss-idle-MiB")
	b.ReportMetric(samples[idle].anon, "anon-idle-MiB")
	b.ReportMetric(samples[idle].hwm, "hwm-MiB")
	b.ReportMetric(seedMem.rss, "seed-rss-idle-MiB")
}

// togetherNodes is how many nodes BenchmarkNodesStartTogether starts at once.
const togetherNodes = 8

// BenchmarkNodesStartTogether starts togetherNodes nodes (the binary, production keys, the
// built-in agents) at the same moment, each its own process bootstrapping from a running
// seed, as on a machine that boots a small network. It reports start-to-up-max-ms (until the
// last printed "node up"), and the mean VmRSS and VmHWM of the nodes 30 s after the start.
func BenchmarkNodesStartTogether(b *testing.B) {
	for i := 0; i < b.N; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		r := newFPRig(ctx, b, false)
		dirs := make([]string, togetherNodes)
		for k := range dirs {
			dirs[k] = filepath.Join(r.work, fmt.Sprintf("n%d", k))
			r.initNode(dirs[k])
			r.op.run(ctx, "dev", "fund", "--data", dirs[k], "--eth", "1", "--stake", "0")
		}
		nodes := make([]*fpNode, togetherNodes)
		for k, d := range dirs {
			nodes[k] = r.op.start(d)
		}
		var slowest time.Duration
		for k, n := range nodes {
			n.waitUp(ctx, b, k, dirs[k])
			slowest = max(slowest, n.upAfter)
		}
		time.Sleep(time.Until(nodes[0].started.Add(30 * time.Second)))
		var rss, hwm float64
		for _, n := range nodes {
			m, err := procMemory(n.cmd.Process.Pid)
			if err != nil {
				b.Fatal(err)
			}
			rss, hwm = rss+m.rss/togetherNodes, hwm+m.hwm/togetherNodes
		}
		b.ReportMetric(float64(slowest.Milliseconds()), "start-to-up-max-ms")
		b.ReportMetric(rss, "rss-30s-mean-MiB")
		b.ReportMetric(hwm, "hwm-mean-MiB")
		cancel()
	}
}

// footprintBinary builds the agentsite binary into dir, or returns AGENTSITE_FOOTPRINT_BIN.
func footprintBinary(ctx context.Context, b *testing.B, dir string) string {
	if bin := os.Getenv("AGENTSITE_FOOTPRINT_BIN"); bin != "" {
		if _, err := os.Stat(bin); err != nil {
			b.Skipf("AGENTSITE_FOOTPRINT_BIN: %v", err)
		}
		return bin
	}
	root, err := harness.RepoRoot()
	if err != nil {
		b.Skip(err)
	}
	bin := filepath.Join(dir, "agentsite")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/agentsite")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		b.Skipf("cannot build the binary: %v\n%s", err, out)
	}
	return bin
}

// footprintDeploy deploys the contracts with anvil's first key and writes the deployment file.
func footprintDeploy(ctx context.Context, b *testing.B, a *harness.Anvil, dir string) string {
	rpc, err := ethclient.DialContext(ctx, a.URL)
	if err != nil {
		b.Fatal(err)
	}
	defer rpc.Close()
	s, err := chain.NewSender(ctx, chain.DefaultConfig(), rpc, a.Key(0), deploy.RevertDecoder(), nil)
	if err != nil {
		b.Fatal(err)
	}
	p := deploy.DefaultParams()
	p.Treasury = common.HexToAddress("0x000000000000000000000000000000000000fee5")
	d, err := deploy.Deploy(ctx, s, p)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(dir, "deployment.json")
	if err := d.Save(path); err != nil {
		b.Fatal(err)
	}
	return path
}

// footprintStake makes data's node stake agent with 100 AST at start.
func footprintStake(b *testing.B, data, agent string) {
	raw, err := os.ReadFile(node.ConfigFile(data))
	if err != nil {
		b.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(raw, &file); err != nil {
		b.Fatal(err)
	}
	file["market"] = []map[string]any{{"agent": agent, "stake": "100 AST", "minReward": "0.001 ETH"}}
	if raw, err = json.MarshalIndent(file, "", "  "); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(node.ConfigFile(data), raw, 0o600); err != nil {
		b.Fatal(err)
	}
}

// fpOperator runs the binary's commands, each its own process.
type fpOperator struct {
	tb  testing.TB
	bin string
	env []string
}

// fpNode is a running `agentsite node` process; up is closed when it printed "node up" (line,
// upAfter its start) or exited (line empty).
type fpNode struct {
	cmd     *exec.Cmd
	started time.Time
	up      chan struct{}
	line    string
	upAfter time.Duration
}

// waitUp waits until node k (on data directory dir) printed "node up", and fails the
// benchmark with the tail of its log if it exited first or ctx ended.
func (n *fpNode) waitUp(ctx context.Context, b *testing.B, k int, dir string) {
	b.Helper()
	select {
	case <-n.up:
	case <-ctx.Done():
		b.Fatal(ctx.Err())
	}
	if n.line == "" {
		b.Fatalf("node %d did not come up:\n%s", k, tail(readFile(dir, "node.log"), 3000))
	}
}

func (o *fpOperator) command(ctx context.Context, args ...string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	cmd := exec.CommandContext(ctx, o.bin, args...)
	cmd.Env = o.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	return cmd, &stdout, &stderr
}

// run runs one command to completion and returns its stdout; a failure fails the benchmark.
func (o *fpOperator) run(ctx context.Context, args ...string) string {
	o.tb.Helper()
	cmd, stdout, stderr := o.command(ctx, args...)
	if err := cmd.Run(); err != nil {
		o.tb.Fatalf("agentsite %s: %v\n%s%s", strings.Join(args, " "), err, stdout, stderr)
	}
	return stdout.String()
}

// start starts `agentsite node` on data, its log in data/node.log; it is stopped at cleanup.
func (o *fpOperator) start(data string) *fpNode {
	o.tb.Helper()
	logs, err := os.Create(filepath.Join(data, "node.log"))
	if err != nil {
		o.tb.Fatal(err)
	}
	cmd := exec.Command(o.bin, "node", "--data", data)
	cmd.Env, cmd.Stderr = o.env, logs
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		o.tb.Fatal(err)
	}
	n := &fpNode{cmd: cmd, up: make(chan struct{})}
	n.started = time.Now()
	if err := cmd.Start(); err != nil {
		o.tb.Fatal(err)
	}
	o.tb.Cleanup(func() {
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
	})
	go func() {
		defer close(n.up)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "node up:") {
				n.line, n.upAfter = sc.Text(), time.Since(n.started)
				break
			}
		}
		go func() { _, _ = io.Copy(io.Discard, stdout) }()
	}()
	return n
}

// waitFindable polls the seed's agent.search until it returns the joiner's agent, and returns
// how long after the joiner's start that was.
func (o *fpOperator) waitFindable(ctx context.Context, seed, seedAPI, joiner, agent string, j *fpNode) time.Duration {
	o.tb.Helper()
	var want common.Address
	for {
		if want == (common.Address{}) {
			if a, err := datadir.KeyAddress(node.AgentKeyFile(joiner, agent)); err == nil {
				want = a
			}
		}
		if want != (common.Address{}) {
			cmd, stdout, _ := o.command(ctx, "agent", "search", agent, "--json", "--data", seed, "--api", seedAPI)
			if cmd.Run() == nil {
				at := time.Since(j.started)
				var res []struct{ DID string }
				_ = json.Unmarshal(stdout.Bytes(), &res)
				for _, r := range res {
					if strings.HasSuffix(strings.ToLower(r.DID), strings.ToLower(want.Hex())) {
						return at
					}
				}
			}
		}
		select {
		case <-ctx.Done():
			o.tb.Fatalf("the seed never found the joiner's %s:\n%s", agent, tail(readFile(joiner, "node.log"), 3000))
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// procMem is a process's memory from /proc/<pid>/status, in MiB: resident (VmRSS), its
// anonymous part (RssAnon: the process's own, unlike the binary's mapped pages that every
// process running it shares) and the peak resident (VmHWM).
type procMem struct{ rss, anon, hwm float64 }

func procMemory(pid int) (procMem, error) {
	var m procMem
	err := readProcKB(fmt.Sprintf("/proc/%d/status", pid), map[string]*float64{"VmRSS": &m.rss, "RssAnon": &m.anon, "VmHWM": &m.hwm})
	return m, err
}

// readProcKB reads the "Key: N kB" lines of a /proc file into fields, in MiB (the first line
// of each key).
func readProcKB(path string, fields map[string]*float64) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(string(raw), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if f := fields[k]; ok && f != nil && !seen[k] {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			if err != nil {
				return fmt.Errorf("parse %s of %s: %w", k, path, err)
			}
			*f, seen[k] = kb/1024, true
		}
	}
	return nil
}

func readFile(dir, name string) []byte {
	b, _ := os.ReadFile(filepath.Join(dir, name))
	return b
}

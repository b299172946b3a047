package test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
)

// BenchmarkNodesStart starts N fresh nodes at the same moment (the agentsite binary, separate
// processes, production keys, the built-in agents, each staking its summarize agent at start
// and bootstrapping from a running seed on anvil) and reports, per node, the time from its
// process start to its "node up" line and to the seed's agent.search returning its agent
// (findable), then the RSS and PSS (from /proc/<pid>/smaps_rollup) of each node a while after
// the start. It logs each node's start steps (the node's "node started" line) and the load
// average before and after.
//
//	AGENTSITE_BENCH_START_NODES=8   how many nodes start together (1: a lone fresh node)
//	AGENTSITE_BENCH_START_IDLE=60s  when memory is read, counted from the start
//	AGENTSITE_FOOTPRINT_BIN=path    measure that binary instead of building this tree
//
// go test -run '^$' -bench NodesStart -benchtime 1x ./test/
func BenchmarkNodesStart(b *testing.B) {
	n := 8
	if v, err := strconv.Atoi(os.Getenv("AGENTSITE_BENCH_START_NODES")); err == nil && v > 0 {
		n = v
	}
	idle := time.Minute
	if d, err := time.ParseDuration(os.Getenv("AGENTSITE_BENCH_START_IDLE")); err == nil && d > 0 {
		idle = d
	}
	for i := 0; i < b.N; i++ {
		runNodesStart(b, n, idle)
	}
}

// startResult is what BenchmarkNodesStart measured of one node.
type startResult struct {
	up, findable time.Duration
	mem          smapsMem
	steps        string
}

func runNodesStart(b *testing.B, n int, idle time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), idle+5*time.Minute)
	defer cancel()
	r := newFPRig(ctx, b, false)
	dirs := make([]string, n)
	for k := range dirs {
		dirs[k] = filepath.Join(r.work, fmt.Sprintf("n%d", k))
		r.initNode(dirs[k])
		footprintStake(b, dirs[k], "summarize")
		r.op.run(ctx, "dev", "fund", "--data", dirs[k], "--eth", "1", "--stake", "100")
	}
	b.Logf("load average before: %s", loadAvg())
	nodes := make([]*fpNode, n)
	for k, d := range dirs {
		nodes[k] = r.op.start(d)
	}
	found := pollFindable(ctx, b, r, dirs, nodes)
	res := make([]startResult, n)
	for k, nd := range nodes {
		nd.waitUp(ctx, b, k, dirs[k])
		res[k] = startResult{up: nd.upAfter, findable: found[k], steps: startSteps(readFile(dirs[k], "node.log"))}
	}
	if wait := time.Until(nodes[0].started.Add(idle)); wait > 0 {
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			b.Fatal(ctx.Err())
		}
	}
	for k, nd := range nodes {
		m, err := smapsRollup(nd.cmd.Process.Pid)
		if err != nil {
			b.Fatal(err)
		}
		res[k].mem = m
		b.Logf("node %d: up %s, findable %s, at +%s RSS %.1f MiB, PSS %.1f MiB, anonymous %.1f MiB (%s); %s",
			k, res[k].up.Round(time.Millisecond), res[k].findable.Round(time.Millisecond), idle, m.rss, m.pss, m.anon,
			goMemory(ctx, dirs[k])+"; "+anonMappings(nd.cmd.Process.Pid), res[k].steps)
	}
	b.Logf("load average after: %s", loadAvg())
	reportStart(b, res)
}

// reportStart reports the medians and maxima of res.
func reportStart(b *testing.B, res []startResult) {
	pick := func(f func(startResult) float64) (median, top float64) {
		v := make([]float64, len(res))
		for i, r := range res {
			v[i] = f(r)
		}
		slices.Sort(v)
		return v[len(v)/2], v[len(v)-1]
	}
	metric := func(f func(startResult) float64, unit string) {
		med, top := pick(f)
		b.ReportMetric(med, unit+"-p50")
		b.ReportMetric(top, unit+"-max")
	}
	metric(func(r startResult) float64 { return float64(r.up.Milliseconds()) }, "up-ms")
	metric(func(r startResult) float64 { return float64(r.findable.Milliseconds()) }, "findable-ms")
	metric(func(r startResult) float64 { return r.mem.rss }, "rss-MiB")
	metric(func(r startResult) float64 { return r.mem.pss }, "pss-MiB")
}

// pollFindable asks the seed's agent.search for summarize agents every 100 ms until each
// node's summarize agent is in the answer, and returns when that was, after each node's start.
func pollFindable(ctx context.Context, b *testing.B, r *fpRig, dirs []string, nodes []*fpNode) []time.Duration {
	tok := strings.TrimSpace(string(readFile(r.seedData, filepath.Base(node.TokenFile(r.seedData)))))
	want := make([]common.Address, len(dirs))
	found := make([]time.Duration, len(dirs))
	left := len(dirs)
	for left > 0 {
		for k, d := range dirs {
			if want[k] == (common.Address{}) {
				if a, err := datadir.KeyAddress(node.AgentKeyFile(d, "summarize")); err == nil {
					want[k] = a
				}
			}
		}
		hits, err := seedSearch(ctx, r.seedAPI, tok, "summarize")
		now := time.Now()
		if err == nil {
			for k := range dirs {
				if found[k] == 0 && want[k] != (common.Address{}) && hits[strings.ToLower(want[k].Hex())] {
					found[k], left = now.Sub(nodes[k].started), left-1
				}
			}
		}
		select {
		case <-ctx.Done():
			b.Fatalf("the seed found %d of %d nodes' agents: %v", len(dirs)-left, len(dirs), err)
		case <-time.After(100 * time.Millisecond):
		}
	}
	return found
}

var searchClient = &http.Client{Timeout: 10 * time.Second}

// seedSearch runs agent.search on the API at url and returns the hits' addresses (lower-case hex).
func seedSearch(ctx context.Context, url, token, skill string) (map[string]bool, error) {
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "agent.search",
		"params": apitypes.SearchQuery{Skill: skill, Limit: 50}})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url+"/rpc", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := searchClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return nil, err
	}
	var out struct {
		Result []apitypes.AgentSummary `json:"result"`
		Error  json.RawMessage         `json:"error"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, err
	}
	if len(out.Error) > 0 {
		return nil, fmt.Errorf("agent.search: %s", out.Error)
	}
	hits := map[string]bool{}
	for _, a := range out.Result {
		if i := strings.LastIndex(a.DID, ":"); i >= 0 {
			hits[strings.ToLower(a.DID[i+1:])] = true
		}
	}
	return hits, nil
}

// startSteps lists the start steps the node's log timed (step=took, in log order) and the
// whole start ("node started" took=).
func startSteps(log []byte) string {
	var out []string
	for _, l := range strings.Split(string(log), "\n") {
		switch {
		case strings.Contains(l, `msg="start step done"`):
			out = append(out, logField(l, "step")+"="+logField(l, "took"))
		case strings.Contains(l, `msg="node started"`):
			if steps := logField(l, "steps"); steps != "" {
				out = []string{steps} // every step, the slow ones included
			}
			out = append(out, "total="+logField(l, "took"))
		}
	}
	return strings.Join(out, " ")
}

// logField is key's value in a slog text line ("" if absent).
func logField(line, key string) string {
	i := strings.Index(line, " "+key+"=")
	if i < 0 {
		return ""
	}
	v := line[i+len(key)+2:]
	if strings.HasPrefix(v, `"`) {
		if j := strings.Index(v[1:], `"`); j >= 0 {
			return v[1 : j+1]
		}
	}
	if j := strings.IndexByte(v, ' '); j >= 0 {
		return v[:j]
	}
	return v
}

// loadAvg is /proc/loadavg's first three fields.
func loadAvg() string {
	raw, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(raw))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// smapsMem is a process's memory from /proc/<pid>/smaps_rollup, in MiB: resident (Rss),
// proportional (Pss: shared pages divided among the processes that map them) and anonymous.
type smapsMem struct{ rss, pss, anon float64 }

func smapsRollup(pid int) (smapsMem, error) {
	var m smapsMem
	err := readProcKB(fmt.Sprintf("/proc/%d/smaps_rollup", pid), map[string]*float64{"Rss": &m.rss, "Pss": &m.pss, "Anonymous": &m.anon})
	return m, err
}

// goMemory reads the Go runtime's figures from the node's /metrics (its API address and token
// from its data directory), to tell where an anonymous RSS goes: the heap's pages in use, its
// free pages not yet returned to the OS, goroutine stacks, the next collection's goal, OS
// threads and goroutines. It says why if it cannot read them.
func goMemory(ctx context.Context, data string) string {
	addr := strings.TrimSpace(string(readFile(data, "api.addr")))
	tok := strings.TrimSpace(string(readFile(data, filepath.Base(node.TokenFile(data)))))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, addr+"/metrics", nil)
	if err != nil {
		return err.Error()
	}
	req.Header.Set("Authorization", "Bearer "+tok)
	resp, err := searchClient.Do(req)
	if err != nil {
		return err.Error()
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return err.Error()
	}
	v := map[string]float64{}
	for _, line := range strings.Split(string(raw), "\n") {
		name, val, ok := strings.Cut(line, " ")
		if f, err := strconv.ParseFloat(val, 64); ok && err == nil && strings.HasPrefix(name, "go_") {
			v[name] = f
		}
	}
	const mib = 1 << 20
	return fmt.Sprintf("Go heap in use %.1f, free not returned %.1f, stacks %.1f, next GC %.1f MiB, %d threads, %d goroutines",
		v["go_memstats_heap_inuse_bytes"]/mib, (v["go_memstats_heap_idle_bytes"]-v["go_memstats_heap_released_bytes"])/mib,
		v["go_memstats_stack_inuse_bytes"]/mib, v["go_memstats_next_gc_bytes"]/mib, int(v["go_threads"]), int(v["go_goroutines"]))
}

// anonMappings lists process pid's mappings holding more than 2 MiB of anonymous
// memory (address range, size, anonymous MiB): where an outlier's extra memory lies.
func anonMappings(pid int) string {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/smaps", pid))
	if err != nil {
		return err.Error()
	}
	var cur string
	var size float64
	var out []string
	for _, line := range strings.Split(string(raw), "\n") {
		f := strings.Fields(line)
		if len(f) >= 5 && !strings.HasSuffix(f[0], ":") {
			cur = f[0]
			lo, hi, _ := strings.Cut(f[0], "-")
			a, _ := strconv.ParseUint(lo, 16, 64)
			b, _ := strconv.ParseUint(hi, 16, 64)
			size = float64(b-a) / (1 << 20)
			continue
		}
		if len(f) >= 2 && f[0] == "Anonymous:" {
			if kb, _ := strconv.ParseFloat(f[1], 64); kb > 2048 {
				out = append(out, fmt.Sprintf("%s (%.0f MiB) anon %.1f", cur, size, kb/1024))
			}
		}
	}
	return "mappings: " + strings.Join(out, ", ")
}

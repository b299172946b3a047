package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/test/harness"
)

// TestCLIBadInput runs every client command with bad input against a live devnet node on
// anvil: each exits non-zero with a clear message on stderr, prints nothing on stdout, and
// sends nothing (the escrow's bounty count and the nodes' nonces do not move). A good post at
// the end shows the same setup does reach the chain.
func TestCLIBadInput(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	a := harness.StartAnvilT(t)
	dnDir := t.TempDir()
	d, err := devnet.Start(ctx, devnet.Config{Dir: dnDir, RPC: a.URL, FaucetKey: harness.AnvilKeys[0], Nodes: 2, Out: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	alice, bob := d.Nodes[0], d.Nodes[1]
	chainID := d.Deploy.ChainID
	bobSum, _ := bob.AgentAddress("summarize")
	otherChain := identity.DID{ChainID: 1, Address: bobSum}.String()
	unknown := identity.DID{ChainID: chainID, Address: common.HexToAddress("0x00000000000000000000000000000000000dead1")}.String()
	on := func(n *node.Node, argv ...string) []string {
		return append(argv, "--api", n.APIURL(), "--api-token", n.Token())
	}
	post := func(extra ...string) []string {
		return on(alice, append([]string{"bounty", "post", "--skill", "summarize", "--input", `{"text":"One. Two."}`, "--reward", "0.01"}, extra...)...)
	}
	dir := t.TempDir()
	cyclePlan, missingPlan := filepath.Join(dir, "cycle.json"), filepath.Join(dir, "missing.json")
	for f, body := range map[string]string{
		cyclePlan:   `{"tasks":[{"id":"a","skill":"summarize","share":"0.01","deps":["b"]},{"id":"b","skill":"summarize","share":"0.01","deps":["a"]}]}`,
		missingPlan: `{"tasks":[{"id":"a","skill":"translate","share":"0.01"}]}`,
	} {
		if err := os.WriteFile(f, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name string
		argv []string
		code int
		msg  string
	}{
		{"post zero reward", post("--reward", "0"), 1, "--reward must be more than zero"},
		{"post reward not a number", post("--reward", "lots"), 1, `amount "lots" is not a number`},
		{"post negative reward", post("--reward=-1"), 1, "want e.g. 0.01 ETH"},
		{"post reward in stake tokens", post("--reward", "1 AST"), 1, `unit "ast" is not ETH`},
		{"post past deadline (duration)", post("--deadline=-5m"), 1, "is in the past"},
		{"post past deadline (time)", post("--deadline", "2020-01-01T00:00:00Z"), 1, "is in the past"},
		{"post deadline not a time", post("--deadline", "tomorrow"), 1, "deadline"},
		{"post review window zero", post("--review", "0s"), 1, "review window"},
		{"post unknown DID", post("--assignee", unknown), 1, "no registered agent with DID"},
		{"post DID of another chain", post("--assignee", otherChain), 1, "is on chain 1, this node is on"},
		{"post not a DID", post("--assignee", "did:web:example.com"), 1, "does not start with did:ethr"},
		{"post malformed input JSON", post("--input", `{"text": "unterminated`), 1, "--input is not valid JSON"},
		{"post input file missing", post("--input", "@"+filepath.Join(dir, "nope.json")), 1, "read input"},
		{"post token not an address", post("--token", "usdc"), 1, `token "usdc" is not an address`},
		{"post arbiter not an address", post("--arbiter", "0x123"), 1, `arbiter: "0x123" is neither an address nor a did:ethr DID`},
		{"post arbiter not accepted", post("--arbiter", "0x00000000000000000000000000000000000dead2"), 1, "is not one this node accepts"},
		{"post own key as arbiter", post("--arbiter", alice.Account().Hex()), 1, "a requester cannot rule on its own bounty"},
		{"post reputation above 100", post("--min-reputation", "101"), 2, "want 0 to 100"},
		{"post paid record not a number", post("--min-paid", "lots"), 2, "invalid value"},
		{"post missing skill", on(alice, "bounty", "post", "--input", "{}", "--reward", "1"), 1, "missing --skill"},
		{"post unknown flag", post("--rewrd", "1"), 2, "flag provided but not defined: -rewrd"},
		{"post stray argument", post("extra"), 2, "usage: agentsite bounty post"},
		{"post skill nobody offers", on(alice, "bounty", "post", "--skill", "translate", "--input", "{}", "--reward", "0.01"), 1, `no agent on the network offers the skill "translate"`},
		{"post negotiate without bids", post("--negotiate", "50%"), 2, "usage: agentsite bounty post"},
		{"post negotiate a call a person chooses from", post("--call", "1s", "--negotiate", "50%"), 2, "usage: agentsite bounty post"},
		{"post negotiate target not a price", post("--bids", "1s", "--negotiate", "lots"), 1, `negotiate: target: escrow: bad parameters: "lots"`},
		{"post negotiate above the maximum share", post("--bids", "1s", "--negotiate", "150%"), 1, "a percentage above 0 and at most 100"},
		{"post negotiate unknown next", post("--bids", "1s", "--negotiate", "50%", "--negotiate-next", "open"), 1, `next "open"`},
		{"post negotiate four rounds", post("--bids", "1s", "--negotiate", "50%", "--negotiate-rounds", "4"), 1, "0 to 3 rounds"},
		{"post wrong API token", append(post(), "--api-token", "wrong"), 1, "unauthorized: this method needs the API token"},
		{"post no node at --api", append(post(), "--api", "http://127.0.0.1:1"), 1, "no node answers at http://127.0.0.1:1"},
		{"show not an id", on(alice, "bounty", "show", "abc"), 1, `"abc" is not a bounty id`},
		{"show unknown id", on(alice, "bounty", "show", "999"), 1, "no such bounty: 999"},
		{"cancel unknown id", on(alice, "bounty", "cancel", "999"), 1, "cancel"},
		{"cancel zero id", on(alice, "bounty", "cancel", "0"), 1, `"0" is not a bounty id`},
		{"list bad status", on(alice, "bounty", "list", "--status", "finished"), 1, `unknown bounty status "finished"`},
		{"agent card not a DID", on(alice, "agent", "card", "bob"), 1, "a DID looks like"},
		{"agent card unknown DID", on(alice, "agent", "card", unknown), 1, ""},
		{"agent call unknown DID", on(alice, "agent", "call", unknown, "summarize", "--timeout-ms", "3000"), 1, ""},
		{"agent call without token", []string{"agent", "call", "echo", "echo", "--api", alice.APIURL(), "--data", dir}, 1, "AGENTSITE_DATA"},
		{"agent call malformed input", on(alice, "agent", "call", "echo", "echo", "--input", "[1,"), 1, "--input is not valid JSON"},
		{"agent stake unknown agent", on(bob, "agent", "stake", "nobody", "5"), 1, `"nobody"`},
		{"agent stake zero", on(bob, "agent", "stake", "summarize", "0"), 1, "want a positive amount"},
		{"agent stake in ETH", on(bob, "agent", "stake", "summarize", "5 ETH"), 1, `unit "eth" is not AST`},
		{"agent unstake not a number", on(bob, "agent", "unstake", "summarize", "some"), 1, "is not a number"},
		{"agent withdraw unregistered", on(alice, "agent", "withdraw", "echo"), 1, "not registered on chain"},
		{"agent show unknown", on(bob, "agent", "show", otherChain), 1, "no such hosted agent"},
		{"agent search nothing", on(alice, "agent", "search"), 1, "give search text or --skill"},
		{"did resolve other chain", on(alice, "did", "resolve", otherChain), 1, "is on chain 1; this node resolves chain"},
		{"did resolve not a DID", on(alice, "did", "resolve", "0xabc"), 1, "does not start with did:ethr"},
		{"did show stray flag", on(alice, "did", "show", "--verbose"), 2, "flag provided but not defined"},
		{"status stray argument", on(alice, "status", "now"), 2, "usage: agentsite status"},
		{"wallet unknown flag", on(alice, "wallet", "--all"), 2, "flag provided but not defined: -all"},
		{"chat without room", on(alice, "chat"), 2, "usage: agentsite chat"},
		{"wallet withdraw without --to", on(alice, "wallet", "withdraw"), 2, "usage: agentsite wallet withdraw"},
		{"wallet withdraw bad --to", on(alice, "wallet", "withdraw", "--to", "0x12"), 1, `--to "0x12" is not an address`},
		{"wallet withdraw to the zero address", on(bob, "wallet", "withdraw", "--to", "0x0000000000000000000000000000000000000000"), 1, "the zero address burns"},
		{"wallet withdraw unknown agent", on(bob, "wallet", "withdraw", "--to", bobSum.Hex(), "--agent", "nobody"), 1, `"nobody"`},
		{"wallet without config", []string{"wallet", "--data", filepath.Join(dir, "none")}, 1, "agentsite node init"},
		{"agent register stake in ETH", on(alice, "agent", "register", "echo", "--stake", "100 ETH"), 1, `unit "eth" is not AST`},
		{"agent register base units without wei", on(alice, "agent", "register", "echo", "--stake", "100000000000000000000"), 1, `"100000000000000000000 wei"`},
		{"dev fund not an address", []string{"dev", "fund", "0x12", "--rpc", a.URL, "--deployment", filepath.Join(dir, "none.json")}, 1, `"0x12" is not an address`},
		{"dev fund bad --eth", []string{"dev", "fund", bobSum.Hex(), "--eth", "lots", "--rpc", a.URL}, 1, "--eth"},
		{"dev fund --eth abc", []string{"dev", "fund", bobSum.Hex(), "--eth", "abc", "--rpc", a.URL}, 1, `--eth: amount "abc" is not a number`},
		{"dev fund stake in ETH", []string{"dev", "fund", bobSum.Hex(), "--stake", "5 ETH", "--rpc", a.URL}, 1, `unit "eth" is not AST`},
		{"dev fund no deployment", []string{"dev", "fund", bobSum.Hex(), "--data", filepath.Join(dir, "none")}, 1, "pass --rpc and --deployment"},
		{"node init without deployment", []string{"node", "init", "--data", dir}, 2, "--deployment is missing: give the deployment file of the chain's contracts (e.g. deployments/<chainId>.json written by `forge script contracts/script/Deploy.s.sol`"},
		{"node bad log level", []string{"node", "--data", dir, "--log-level", "loud"}, 1, `--log-level "loud"`},
		{"node without config", []string{"node", "--data", filepath.Join(dir, "none")}, 1, "agentsite node init"},
		{"devnet one node", []string{"devnet", "--dir", filepath.Join(dir, "dn"), "--nodes", "1", "--rpc", a.URL}, 1, "--nodes 1: want 2 to 8"},
		{"devnet bad log level", []string{"devnet", "--dir", filepath.Join(dir, "dn"), "--log-level", "loud"}, 1, `--log-level "loud"`},
		{"team start without budget", on(alice, "team", "start", "a goal"), 2, "usage: agentsite team start"},
		{"team start zero budget", on(alice, "team", "start", "a goal", "--budget", "0", "--plan", missingPlan), 1, "budget must be more than zero"},
		{"team start plan file missing", on(alice, "team", "start", "a goal", "--budget", "0.05", "--plan", filepath.Join(dir, "nope.json")), 1, "nope.json"},
		{"team start plan with a cycle", on(alice, "team", "start", "a goal", "--budget", "0.05", "--plan", cyclePlan), 1, "dependency cycle"},
		{"team start skill nobody offers", on(alice, "team", "start", "a goal", "--budget", "0.05", "--plan", missingPlan), 1, "no agent on the network offers"},
		{"team start over budget", on(alice, "team", "start", "a goal", "--budget", "0.015", "--plan", cyclePlan), 1, "exceed the budget"},
		{"team start goal the planner cannot plan", on(alice, "team", "start", "translate: hola", "--budget", "0.05"), 1, `no skill on the network for step "translate: hola"`},
		{"team show unknown", on(alice, "team", "show", "nope"), 1, "no such team"},
		{"unknown command", []string{"bounty", "frobnicate"}, 2, `unknown command "bounty frobnicate"`},
	}
	count := func() uint64 {
		n, err := alice.Escrow().Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	nonces := func() [2]uint64 {
		var out [2]uint64
		for i, n := range []*node.Node{alice, bob} {
			v, err := d.RPC.PendingNonceAt(ctx, n.Account())
			if err != nil {
				t.Fatal(err)
			}
			out[i] = v
		}
		return out
	}
	countBefore, noncesBefore := count(), nonces()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(ctx, c.argv, &stdout, &stderr)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstderr: %s\nstdout: %s", code, c.code, stderr.String(), stdout.String())
			}
			if !strings.Contains(stderr.String(), c.msg) || strings.TrimSpace(stderr.String()) == "" {
				t.Fatalf("stderr %q, want it to say %q", stderr.String(), c.msg)
			}
			if stdout.Len() != 0 {
				t.Fatalf("stdout %q, want nothing on a failure", stdout.String())
			}
			t.Logf("%s", strings.SplitN(strings.TrimSpace(stderr.String()), "\n", 2)[0])
		})
	}
	if got := count(); got != countBefore {
		t.Fatalf("bounty count %d after bad commands, want %d", got, countBefore)
	}
	if got := nonces(); got != noncesBefore {
		t.Fatalf("node nonces %v after bad commands, want %v: something was sent", got, noncesBefore)
	}
	// The same command with good input does post.
	var stdout, stderr bytes.Buffer
	if code := run(ctx, post("--deadline", "5m", "--min-reputation", "40", "--min-paid", "5"), &stdout, &stderr); code != 0 {
		t.Fatalf("good post: exit %d: %s", code, stderr.String())
	}
	if got := count(); got != countBefore+1 || !strings.Contains(stdout.String(), "posted bounty #") ||
		!strings.Contains(stdout.String(), ": 0.01 ETH for") {
		t.Fatalf("good post: count %d (want %d), stdout %q", got, countBefore+1, stdout.String())
	}
	if b, err := alice.Escrow().Bounty(ctx, countBefore+1); err != nil || b.MinReputation != 40 || b.MinPaid != 5 {
		t.Fatalf("posted bounty: min reputation %d, min paid %d (%v); want 40 and 5", b.MinReputation, b.MinPaid, err)
	}
	// --data alone finds the node's API (api.addr) and token: no --api needed.
	stdout.Reset()
	stderr.Reset()
	t.Setenv("AGENTSITE_API", "")
	if code := run(ctx, []string{"status", "--data", filepath.Join(dnDir, d.Names[1])}, &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), bob.Account().Hex()) {
		t.Fatalf("status --data of %s: exit %d, stdout %q, stderr %q", d.Names[1], code, stdout.String(), stderr.String())
	}
	// devnet -h names the log file it writes.
	stderr.Reset()
	run(ctx, []string{"devnet", "-h"}, &stdout, &stderr)
	if !strings.Contains(stderr.String(), "<dir>.log") {
		t.Fatalf("devnet -h: %q", stderr.String())
	}
}

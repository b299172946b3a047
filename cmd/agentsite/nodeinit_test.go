package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/test/harness"
)

// writeDeployment writes a valid deployment file (the addresses need no code: init does not
// dial the chain) and returns its path.
func writeDeployment(t *testing.T, dir string) string {
	t.Helper()
	return writeDeploymentFor(t, dir, 31337)
}

// writeDeploymentFor writes a deployment file for chain id.
func writeDeploymentFor(t *testing.T, dir string, id uint64) string {
	t.Helper()
	d := &deploy.Deployment{ChainID: id, Contracts: map[string]common.Address{
		deploy.NameAgentRegistry: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"),
	}}
	p := filepath.Join(dir, fmt.Sprintf("%d.json", id))
	if err := d.Save(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestNodeInit writes a configuration with `node init` and checks that the node would load it:
// the flags land in the file and every other setting keeps its default. Init looks at the
// chain (anvil): an RPC that does not answer, or a deployment for another chain, is refused.
func TestNodeInit(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	t.Setenv("AGENTSITE_PASSPHRASE", "init-test")
	work := t.TempDir()
	dep := writeDeployment(t, work)
	data := filepath.Join(work, "data")
	var stdout, stderr bytes.Buffer
	a := harness.StartAnvilT(t)
	argv := []string{"node", "init", "--data", data, "--rpc", a.URL, "--deployment", dep,
		"--listen", "/ip4/127.0.0.1/tcp/4101", "--api-listen", "127.0.0.1:7501", "--light-keys"}
	if code := run(ctx, argv, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	cfg, err := node.LoadConfig(data)
	if err != nil {
		t.Fatalf("the node cannot load what init wrote: %v", err)
	}
	def := node.DefaultConfig(data)
	if cfg.Chain.RPC != a.URL || cfg.Chain.Deployment != dep {
		t.Fatalf("chain %+v, want the --rpc and --deployment values", cfg.Chain)
	}
	if cfg.Chain.PollInterval != def.Chain.PollInterval || cfg.ReconcileEvery != def.ReconcileEvery {
		t.Fatalf("poll %v reconcile %v, want the defaults %v %v", cfg.Chain.PollInterval, cfg.ReconcileEvery, def.Chain.PollInterval, def.ReconcileEvery)
	}
	if len(cfg.P2P.Listen) != 1 || cfg.P2P.Listen[0] != "/ip4/127.0.0.1/tcp/4101" || cfg.API.Listen != "127.0.0.1:7501" {
		t.Fatalf("p2p %v api %q, want the --listen and --api-listen values", cfg.P2P.Listen, cfg.API.Listen)
	}
	if len(cfg.Agents) != len(def.Agents) {
		t.Fatalf("%d agents, want the %d built-ins", len(cfg.Agents), len(def.Agents))
	}
	if !strings.Contains(stdout.String(), node.ConfigFile(data)) {
		t.Fatalf("stdout %q does not name the file it wrote", stdout.String())
	}
	// The node account exists before the first start, so it can be funded first.
	account, err := datadir.KeyAddress(node.NodeKeyFile(data))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout.String(), "node account "+account.Hex()) || !strings.Contains(stdout.String(), "agentsite dev fund") {
		t.Fatalf("stdout %q does not give the node account %s and how to fund it", stdout.String(), account.Hex())
	}
	if !cfg.LightKeys {
		t.Fatal("--light-keys not kept")
	}

	t.Run("refuses to overwrite", func(t *testing.T) {
		before, _ := os.ReadFile(node.ConfigFile(data))
		var stdout, stderr bytes.Buffer
		if code := run(ctx, argv, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "exists") {
			t.Fatalf("exit %d, stderr %q: want 1 and a word that the file exists", code, stderr.String())
		}
		if after, _ := os.ReadFile(node.ConfigFile(data)); !bytes.Equal(before, after) {
			t.Fatal("the second init changed the file")
		}
	})
	t.Run("relative deployment path", func(t *testing.T) {
		t.Chdir(work)
		data := filepath.Join(work, "rel")
		var stdout, stderr bytes.Buffer
		if code := run(ctx, []string{"node", "init", "--data", data, "--rpc", a.URL, "--deployment", "31337.json", "--light-keys"}, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		cfg, err := node.LoadConfig(data)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Chain.Deployment != dep {
			t.Fatalf("deployment %q, want the absolute %q (relative paths in the file are read from the data directory)", cfg.Chain.Deployment, dep)
		}
	})
	t.Run("no passphrase", func(t *testing.T) {
		t.Setenv("AGENTSITE_PASSPHRASE", "")
		var stdout, stderr bytes.Buffer
		dir := filepath.Join(work, "nopass")
		code := run(ctx, []string{"node", "init", "--data", dir, "--deployment", dep}, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), "set AGENTSITE_PASSPHRASE first") {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		if _, err := os.Stat(node.ConfigFile(dir)); err == nil {
			t.Fatal("a config was written without a key")
		}
	})
	t.Run("RPC does not answer", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		dead := "http://" + ln.Addr().String()
		ln.Close()
		var stdout, stderr bytes.Buffer
		dir := filepath.Join(work, "dead")
		code := run(ctx, []string{"node", "init", "--data", dir, "--rpc", dead, "--deployment", dep}, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), "--rpc "+dead+" does not answer") {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		if _, err := os.Stat(node.ConfigFile(dir)); err == nil {
			t.Fatal("a config was written for a dead RPC")
		}
	})
	t.Run("deployment for another chain", func(t *testing.T) {
		var stdout, stderr bytes.Buffer
		dir := filepath.Join(work, "other")
		code := run(ctx, []string{"node", "init", "--data", dir, "--rpc", a.URL, "--deployment", writeDeploymentFor(t, work, 1)}, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), "serves chain 31337") || !strings.Contains(stderr.String(), "is for chain 1") {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		if _, err := os.Stat(node.ConfigFile(dir)); err == nil {
			t.Fatal("a config was written for another chain's deployment")
		}
	})
	t.Run("deployment file missing", func(t *testing.T) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, []string{"node", "init", "--data", filepath.Join(work, "x"), "--deployment", filepath.Join(work, "none.json")}, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), "--deployment") {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		if _, err := os.Stat(node.ConfigFile(filepath.Join(work, "x"))); err == nil {
			t.Fatal("a config was written for a missing deployment")
		}
	})
}

// TestHelpListsOnlyUsedFlags: a command's -h lists the shared flags it reads and no others
// (`node` used to list --api and --json, which it ignores).
func TestHelpListsOnlyUsedFlags(t *testing.T) {
	for _, tc := range []struct {
		argv       []string
		has, lacks []string
	}{
		{[]string{"node", "-h"}, []string{"-data", "-log-level"}, []string{"-api", "-api-token", "-json"}},
		{[]string{"node", "init", "-h"}, []string{"-data", "-deployment", "-bootstrap"}, []string{"-api", "-json"}},
		{[]string{"devnet", "-h"}, []string{"-dir"}, []string{"-api", "-data", "-json"}},
		{[]string{"wallet", "-h"}, []string{"-data", "-json"}, []string{"-api"}},
		{[]string{"dev", "fund", "-h"}, []string{"-data", "-faucet-key"}, []string{"-api", "-json"}},
		{[]string{"agent", "search", "-h"}, []string{"-api", "-api-token", "-data", "-json"}, nil},
	} {
		t.Run(strings.Join(tc.argv, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(context.Background(), tc.argv, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d", code)
			}
			listed := func(f string) bool {
				return regexp.MustCompile(`(?m)^\s+` + regexp.QuoteMeta(f) + `(\s|$)`).MatchString(stderr.String())
			}
			for _, f := range tc.has {
				if !listed(f) {
					t.Errorf("help lacks %s:\n%s", f, stderr.String())
				}
			}
			for _, f := range tc.lacks {
				if listed(f) {
					t.Errorf("help lists %s, which the command ignores:\n%s", f, stderr.String())
				}
			}
		})
	}
}

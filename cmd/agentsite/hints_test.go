package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgraph-io/badger/v4"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
)

// The API address comes from --api, else from the api.addr the node wrote in --data, else
// the default.
func TestAPIURLFromDataDir(t *testing.T) {
	t.Setenv("AGENTSITE_API", "")
	data := t.TempDir()
	e := newEnv(flag.NewFlagSet("x", flag.ContinueOnError), &bytes.Buffer{}, &bytes.Buffer{}, 0)
	e.dataDir = data
	if got := e.apiURL(); got != defaultAPI {
		t.Fatalf("no api.addr: %q, want %q", got, defaultAPI)
	}
	if err := os.WriteFile(datadir.APIAddrFile(data), []byte("http://127.0.0.1:7777\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := e.apiURL(); got != "http://127.0.0.1:7777" {
		t.Fatalf("with api.addr: %q", got)
	}
	e.api = "http://127.0.0.1:9999"
	if got := e.apiURL(); got != e.api {
		t.Fatalf("--api given: %q", got)
	}
}

// A data directory whose database a node holds, but no API answers: the error says the node
// may be waiting for funds; with no node at all, it says how to start one.
func TestNoNodeSaysWhy(t *testing.T) {
	data := t.TempDir()
	e := &env{dataDir: data}
	if msg := e.noNode(defaultAPI, errors.New("refused")).Error(); !strings.Contains(msg, "agentsite node") {
		t.Fatalf("no node: %q", msg)
	}
	db, err := badger.Open(badger.DefaultOptions(filepath.Join(data, "db")).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if msg := e.noNode(defaultAPI, errors.New("refused")).Error(); !strings.Contains(msg, "waiting for funds") || !strings.Contains(msg, "is running on") {
		t.Fatalf("node running without API: %q", msg)
	}
}

// An insufficient-funds error names the account and the command that funds it.
func TestFundHint(t *testing.T) {
	msg := "chain: insufficient funds: 0x00000000000000000000000000000000000000a1 holds 0 ETH, needs 0.01 ETH plus gas"
	if h := fundHint(msg); !strings.Contains(h, "agentsite dev fund 0x00000000000000000000000000000000000000a1 --eth 1") {
		t.Fatalf("hint %q", h)
	}
}

// The reward is printed with its unit once, however it was given.
func TestRewardText(t *testing.T) {
	for in, want := range map[string]string{"0.02 ETH": "0.02 ETH", "0.02": "0.02 ETH", "20000000 gwei": "0.02 ETH"} {
		if got := rewardText(apitypes.BountyPostParams{Reward: in}); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

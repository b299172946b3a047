package node

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/datadir"
)

// A taken api.listen fails the start at once, naming the setting, before any key is made or
// unlocked (the node key file is not written).
func TestAPIPortCheckedFirst(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	c := testConfig(t)
	c.API.Listen = ln.Addr().String()
	n, err := New(c, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	err = n.Start(context.Background())
	if err == nil || !strings.Contains(err.Error(), "api.listen "+ln.Addr().String()) || !strings.Contains(err.Error(), "start API port") {
		t.Fatalf("start on a taken port: %v; want an api.listen error from the first step", err)
	}
	if _, err := os.Stat(NodeKeyFile(c.DataDir)); !os.IsNotExist(err) {
		t.Fatalf("node key file: %v; want none (keys come after the port check)", err)
	}
}

// writeAPIAddr records the API's address; Close removes it, but not another node's.
func TestAPIAddrFile(t *testing.T) {
	c := testConfig(t)
	n, err := New(c, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := n.writeAPIAddr("127.0.0.1:7431"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(datadir.APIAddrFile(c.DataDir))
	if err != nil || strings.TrimSpace(string(b)) != "http://127.0.0.1:7431" {
		t.Fatalf("api.addr %q (%v), want http://127.0.0.1:7431", b, err)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(datadir.APIAddrFile(c.DataDir)); !os.IsNotExist(err) {
		t.Fatalf("api.addr after close: %v; want it removed", err)
	}
	// Another node that wrote its own address meanwhile keeps it.
	n2, err := New(c, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := n2.writeAPIAddr("127.0.0.1:7431"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(datadir.APIAddrFile(c.DataDir), []byte("http://127.0.0.1:7432\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := n2.Close(); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(datadir.APIAddrFile(c.DataDir)); err != nil || strings.TrimSpace(string(b)) != "http://127.0.0.1:7432" {
		t.Fatalf("another node's api.addr after close: %q, %v", b, err)
	}
}

// Hosted agents left unregistered by config are named in one info line, not a warning each;
// one with a market policy is left to the policies' own warning.
func TestUnregisteredOneLine(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	logUnregistered(context.Background(), log, []string{"echo", "gofmt", "summarize", "staked"}, []MarketPolicy{{Agent: "staked"}})
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 1 || !strings.Contains(lines[0], "level=INFO") || !strings.Contains(lines[0], "agents=echo,gofmt,summarize") {
		t.Fatalf("log %q: want one info line naming echo, gofmt and summarize", buf.String())
	}
	buf.Reset()
	logUnregistered(context.Background(), log, nil, nil)
	if buf.Len() != 0 {
		t.Fatalf("nothing unregistered, yet logged %q", buf.String())
	}
}

package test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	stdnet "net"
	"os"
	"path/filepath"
	"testing"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/payments"
)

// TestE2EChannelLogUpgrade: nodes whose data directories hold the channel log of a build
// from before channels.v2.log (at channels/channels.log) start with every channel: bob, the
// payee, holds alice's vouchers unclaimed, and alice's next call pays on the same channel.
// channels.log is left byte for byte, for a downgrade.
func TestE2EChannelLogUpgrade(t *testing.T) {
	price := eth("0.0001")
	w := startNet(t, 2, func(i int, c *node.Config) {
		c.Payments.DepositCalls = 10
		c.Payments.ClaimAt = "1 ETH" // bob claims nothing: his vouchers are only in his log
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	in := json.RawMessage(`{"message":"paid"}`)
	call := func(from, to *node.Node) {
		t.Helper()
		var out json.RawMessage
		if err := w.api(from, "agent.call", apitypes.AgentCallParams{Peer: to.PeerID().String(), Agent: "paid-echo", Skill: "echo", Input: in}, &out); err != nil {
			t.Fatalf("paid call: %v", err)
		}
	}
	for range 3 {
		call(alice, bob)
	}
	// Fixed libp2p ports, each node the other's seed, so the restarted nodes find each other.
	var ports [2]int
	for i := range ports {
		l, err := stdnet.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ports[i] = l.Addr().(*stdnet.TCPAddr).Port
		l.Close()
	}
	legacy := map[int][]byte{}
	for i, n := range []*node.Node{alice, bob} {
		if err := n.Close(); err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(w.dir, w.d.Names[i])
		cfg, err := node.LoadConfig(dir)
		if err != nil {
			t.Fatal(err)
		}
		cfg.P2P.Listen = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", ports[i])}
		cfg.P2P.Bootstrap = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d/p2p/%s", ports[1-i], w.d.Nodes[1-i].PeerID())}
		if err := cfg.Save(); err != nil {
			t.Fatal(err)
		}
		// the data directory as a build before the new name left it
		old := filepath.Join(filepath.Dir(payments.LogPath(dir)), "channels.log")
		if err := os.Rename(payments.LogPath(dir), old); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(old)
		if err != nil || len(b) == 0 {
			t.Fatalf("%s's log: %d bytes, %v", w.d.Names[i], len(b), err)
		}
		legacy[i] = b
	}
	alice, bob = w.restart(0), w.restart(1)
	spent := new(big.Int).Mul(price, big.NewInt(3))
	var b, a apitypes.Channels
	if err := w.api(bob, "channel.list", nil, &b); err != nil || len(b.Channels) != 1 || b.Held != spent.String() || b.Claimed != "0" {
		t.Fatalf("bob's channels after the upgrade: %+v, %v (want %s held)", b, err, spent)
	}
	if err := w.api(alice, "channel.list", nil, &a); err != nil || len(a.Channels) != 1 || a.Channels[0].Spent != spent.String() {
		t.Fatalf("alice's channels after the upgrade: %+v, %v (want one, %s spent)", a, err, spent)
	}
	call(alice, bob)
	spent.Add(spent, price)
	if err := w.api(alice, "channel.list", nil, &a); err != nil || len(a.Channels) != 1 || a.Channels[0].Spent != spent.String() {
		t.Fatalf("alice's channels after a call: %+v, %v (want the same one, %s spent)", a, err, spent)
	}
	for i := range 2 {
		dir := filepath.Join(w.dir, w.d.Names[i])
		now, err := os.ReadFile(filepath.Join(filepath.Dir(payments.LogPath(dir)), "channels.log"))
		if err != nil || !bytes.Equal(now, legacy[i]) {
			t.Fatalf("%s's channels.log changed by the upgrade (%d bytes, was %d): %v", w.d.Names[i], len(now), len(legacy[i]), err)
		}
	}
}

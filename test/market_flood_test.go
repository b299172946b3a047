package test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/marketnet"
)

// rpcCounter is a JSON-RPC proxy in front of anvil that counts the calls by method.
type rpcCounter struct {
	mu sync.Mutex
	n  map[string]int
}

func newRPCCounter(t testing.TB, upstream string) (*rpcCounter, string) {
	c := &rpcCounter{n: map[string]int{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		c.count(body)
		resp, err := http.Post(upstream, "application/json", bytes.NewReader(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(resp.StatusCode)
		_, _ = io.Copy(w, resp.Body)
	}))
	t.Cleanup(srv.Close)
	return c, srv.URL
}

func (c *rpcCounter) count(body []byte) {
	var one struct{ Method string }
	var batch []struct{ Method string }
	c.mu.Lock()
	defer c.mu.Unlock()
	if json.Unmarshal(body, &batch) == nil {
		for _, m := range batch {
			c.n[m.Method]++
		}
	} else if json.Unmarshal(body, &one) == nil {
		c.n[one.Method]++
	}
}

func (c *rpcCounter) get(method string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[method]
}

// TestMarketAnnouncementFlood: an attacker floods bob's node with 3,000 bounty announcements
// signed by fresh keys for made-up ids, while alice posts a real bounty. Bob takes and is paid
// for the real one; his offer queue stays bounded; after the flood his node makes only its
// usual chain calls; an announcement of a real bounty signed by someone other than its
// requester is rejected and counted.
func TestMarketAnnouncementFlood(t *testing.T) {
	var counter *rpcCounter
	var proxied string
	w := startNet(t, 2, func(i int, c *node.Config) {
		if i == 1 { // bob reads the chain through the counting proxy
			counter, proxied = newRPCCounter(t, c.Chain.RPC)
			c.Chain.RPC = proxied
		}
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	dep := w.d.Deploy
	escrowAddr := dep.Contracts[deploy.NameBountyEscrow]

	// The attacker: a libp2p host with its own GossipSub, connected to bob only.
	ah, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ah.Close() })
	ps, err := pubsub.NewGossipSub(w.ctx, ah)
	if err != nil {
		t.Fatal(err)
	}
	addr, err := multiaddr.NewMultiaddr(bob.P2PAddrs()[0])
	if err != nil {
		t.Fatal(err)
	}
	ai, err := peer.AddrInfoFromP2pAddr(addr)
	if err != nil {
		t.Fatal(err)
	}
	if err := ah.Connect(w.ctx, *ai); err != nil {
		t.Fatal(err)
	}
	topic, err := ps.Join(marketnet.BountyTopic)
	if err != nil {
		t.Fatal(err)
	}
	w.waitFor("attacker in bob's bounty mesh", 20*time.Second, func() (bool, error) { return len(topic.ListPeers()) > 0, nil })
	forge := func(id uint64) []byte {
		k, err := identity.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		a := escrow.Announcement{ChainID: dep.ChainID, Escrow: escrowAddr, BountyID: id, Skill: "summarize",
			Reward: escrow.NewBigString(eth("5")), Deadline: time.Now().Add(24 * time.Hour).Unix(), Peer: ah.ID().String()}
		if err := a.Sign(k, time.Now()); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(a)
		return b
	}

	const flood = 3000
	flooded := make(chan struct{})
	go func() {
		defer close(flooded)
		for i := range flood {
			_ = topic.Publish(context.Background(), forge(1_000_000+uint64(i)))
		}
	}()
	reward := eth("0.2")
	id := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.2", Deadline: "5m", ReviewWindow: "2m"})
	<-flooded
	w.waitStatus(id, escrow.StatusAccepted, 60*time.Second)
	if j := w.waitJob(alice, id, escrow.StageDone); j.Verdict != "accepted" {
		t.Fatalf("alice's verdict %q (%s)", j.Verdict, j.Err)
	}
	if v := w.show(alice, id); v.Paid == nil || v.Paid.Cmp(new(big.Int).Sub(reward, w.fee(reward))) != 0 {
		t.Fatalf("bob's agent paid %v", v.Paid)
	}

	st := bob.Announcements().Stats()
	t.Logf("bob's announcement counts after the flood: %+v; offers queued %d", st, bob.Offers().Len())
	if seen := st.RateLimited + st.Unknown + st.Bad; seen < flood/2 {
		t.Fatalf("bob saw only %d of the flood: %+v", seen, st)
	}
	if st.Accepted > 1 {
		t.Fatalf("made-up bounties accepted: %+v", st)
	}
	if n := bob.Offers().Len(); n != 0 {
		t.Fatalf("%d bounties left on bob's offer queue", n)
	}

	// After the flood: bob's node makes only its usual calls.
	time.Sleep(time.Second)
	before := counter.get("eth_call")
	time.Sleep(5 * time.Second)
	calls := counter.get("eth_call") - before
	t.Logf("eth_calls by bob in the 5 s after the flood: %d", calls)
	if calls > 50 {
		t.Fatalf("%d eth_calls in 5 s after the flood stopped", calls)
	}

	// A real bounty announced by someone other than its requester is rejected and counted.
	if err := topic.Publish(context.Background(), forge(id)); err != nil {
		t.Fatal(err)
	}
	w.waitFor("the forged announcement counted", 10*time.Second, func() (bool, error) {
		return bob.Announcements().Stats().WrongRequester > st.WrongRequester, nil
	})
}

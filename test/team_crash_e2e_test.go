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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team"
)

// receiptGate is a JSON-RPC proxy in front of the chain that passes everything except the
// receipt of the first escrow post sent through it: that transaction is mined, but the node
// never learns so. It is how a test stops a node between its post transaction and the record.
type receiptGate struct {
	t      *testing.T
	target string
	escrow common.Address
	post   []byte // the post function's selector

	mu    sync.Mutex
	held  common.Hash
	mined chan struct{} // closed once the post transaction went through to the chain
	srv   *httptest.Server
}

func newReceiptGate(t *testing.T, target string, escrowAddr common.Address) *receiptGate {
	g := &receiptGate{t: t, target: target, escrow: escrowAddr, post: bindings.NewBountyEscrow().GetABI().Methods["post"].ID, mined: make(chan struct{})}
	g.srv = httptest.NewServer(http.HandlerFunc(g.serve))
	t.Cleanup(g.srv.Close)
	return g
}

type rpcCall struct {
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

func (g *receiptGate) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 16<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var calls []rpcCall
	if bytes.HasPrefix(bytes.TrimSpace(body), []byte("[")) {
		_ = json.Unmarshal(body, &calls)
	} else {
		var c rpcCall
		_ = json.Unmarshal(body, &c)
		calls = []rpcCall{c}
	}
	g.mu.Lock()
	held := g.held
	g.mu.Unlock()
	for _, c := range calls {
		var h common.Hash
		if c.Method == "eth_getTransactionReceipt" && len(c.Params) == 1 && json.Unmarshal(c.Params[0], &h) == nil && h == held && held != (common.Hash{}) {
			<-r.Context().Done() // withheld until the node gives up (it is being stopped)
			return
		}
	}
	resp, err := http.Post(g.target, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	for _, c := range calls {
		if c.Method == "eth_sendRawTransaction" && len(c.Params) == 1 {
			g.watch(c.Params[0])
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(out)
}

// watch holds the receipt of raw if it is the first escrow post.
func (g *receiptGate) watch(param json.RawMessage) {
	var raw hexutil.Bytes
	var tx types.Transaction
	if json.Unmarshal(param, &raw) != nil || tx.UnmarshalBinary(raw) != nil {
		return
	}
	if tx.To() == nil || *tx.To() != g.escrow || len(tx.Data()) < 4 || !bytes.Equal(tx.Data()[:4], g.post) {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.held == (common.Hash{}) {
		g.held = tx.Hash()
		close(g.mined)
	}
}

// TestE2ETeamLeaderStoppedMidPost: the leader's post transaction for t1 is mined, and the
// leader stops before it learns the bounty's id (its receipt is withheld; nothing about the
// bounty is recorded but the attempt's intent). Started again, it finds the bounty on chain
// by the spec hash it recorded first and adopts it instead of posting again: exactly one
// bounty per task, the team concludes, and the accounts add up to the wei.
func TestE2ETeamLeaderStoppedMidPost(t *testing.T) {
	w := startNet(t, 4, teamNet)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	w.ctx = ctx
	alice, dave := w.d.Nodes[0], w.d.Nodes[3]
	w.waitFor("alice to find the echo agents", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"query": "echo", "limit": 20}, &res)
		return len(res) >= 1, err
	})
	addrs := alice.P2PAddrs()
	if err := alice.Close(); err != nil {
		t.Logf("closing the leader: %v", err)
	}
	gate := newReceiptGate(t, w.anvil.URL, w.esc.Address())
	gated := w.restartLeader(addrs, dave, func(c *node.Config) { c.Chain.RPC = gate.srv.URL })

	before, err := w.esc.Count(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	plan := team.Plan{Tasks: []team.Task{
		{ID: "t1", Skill: "echo", Input: json.RawMessage(`{"n":1}`), Share: "0.01"},
		{ID: "t2", Skill: "echo", Input: json.RawMessage(`{"after":{"$from":"t1"}}`), Deps: []string{"t1"}, Share: "0.01"},
	}}
	v, err := w.startTeam(gated, apitypes.TeamStartParams{Goal: "echo twice", Budget: "0.02", Plan: &plan, ClaimTimeout: "2m"})
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-gate.mined:
	case <-time.After(time.Minute):
		t.Fatal("the leader's post never went out")
	}
	w.waitFor("the post to be mined", 20*time.Second, func() (bool, error) {
		n, err := w.esc.Count(w.ctx)
		return n == before+1, err
	})
	var mid apitypes.TeamView
	if err := w.api(gated, "team.show", map[string]string{"id": v.ID}, &mid); err != nil {
		t.Fatal(err)
	}
	if a := mid.Tasks[0].Attempts; len(a) != 1 || a[0].Status != "posting" || a[0].BountyID != 0 || a[0].SpecHash == (common.Hash{}) {
		t.Fatalf("before the stop t1's attempts are %+v, want one recorded as posting with its spec hash", a)
	}
	if err := gated.Close(); err != nil {
		t.Logf("closing the leader: %v", err)
	}
	if b := w.bounty(before + 1); b.Requester != gated.Account() || b.SpecHash != mid.Tasks[0].Attempts[0].SpecHash {
		t.Fatalf("the mined bounty %+v is not the recorded post", b)
	}

	alice2 := w.restartLeader(addrs, dave)
	v = w.waitTeam(alice2, v.ID, 3*time.Minute)
	if v.Reason != "all 2 tasks done" {
		t.Fatalf("resumed team: %s (%+v)", v.Reason, v.Tasks)
	}
	if n, _ := w.esc.Count(w.ctx); n != before+2 {
		t.Fatalf("%d bounties posted for 2 tasks across a stop mid-post, want 2", n-before)
	}
	if a := v.Tasks[0].Attempts; len(a) != 1 || a[0].BountyID != before+1 {
		t.Fatalf("t1 attempts %+v, want the one bounty %d adopted", a, before+1)
	}
	for _, ts := range v.Tasks {
		if len(ts.Attempts) != 1 || w.bounty(ts.Attempts[0].BountyID).Status != escrow.StatusAccepted {
			t.Fatalf("task %s attempts %+v", ts.ID, ts.Attempts)
		}
	}
	share := eth("0.01")
	fee := w.fee(share)
	a := v.Accounts
	balanced(t, a)
	sameAmount(t, "paid", a.Paid.Int(), new(big.Int).Mul(new(big.Int).Sub(share, fee), big.NewInt(2)))
	sameAmount(t, "fees", a.Fees.Int(), new(big.Int).Mul(fee, big.NewInt(2)))
	if a.Unspent.Int().Sign() != 0 || a.Refunded.Int().Sign() != 0 || a.Escrowed.Int().Sign() != 0 {
		t.Fatalf("accounts %+v: nothing should be unspent, refunded or escrowed", a)
	}
}

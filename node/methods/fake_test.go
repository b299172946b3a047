package methods

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// The fakes stand in for the node's parts at the Backend's interfaces: the methods are served
// by node/api's real dispatch (token check, parameter decoding, error codes), without libp2p
// or a chain.

const testToken = "methods-test-token-0123456789"

// fakeIndex is a chain index holding a few bounties.
type fakeIndex struct {
	bounties map[uint64]chainindex.Bounty
	head     uint64
	syncErr  error
}

func (x *fakeIndex) Sync(context.Context) (uint64, error) { return x.head, x.syncErr }
func (x *fakeIndex) Head() (chainindex.Head, error)       { return chainindex.Head{Block: x.head}, nil }

func (x *fakeIndex) Bounty(id uint64) (chainindex.Bounty, error) {
	b, ok := x.bounties[id]
	if !ok {
		return b, chainindex.ErrNotFound
	}
	return b, nil
}

func (x *fakeIndex) Bounties(f chainindex.Filter) ([]chainindex.Bounty, error) {
	var out []chainindex.Bounty
	for id := uint64(1); id <= uint64(len(x.bounties)); id++ {
		if b, ok := x.bounties[id]; ok && (f.Status == 0 || b.Status == f.Status) {
			out = append(out, b)
		}
	}
	return out, nil
}

func (x *fakeIndex) Children(parent uint64) ([]chainindex.Bounty, error) {
	var out []chainindex.Bounty
	for id := uint64(1); id <= uint64(len(x.bounties)); id++ {
		if b := x.bounties[id]; b.ParentID == parent && b.ID != 0 {
			out = append(out, b)
		}
	}
	return out, nil
}

// fakeMarket records what the methods ask of the market.
type fakeMarket struct {
	jobs      map[uint64]escrow.Job
	refusals  map[uint64]escrow.Refusal
	posted    []escrow.PostRequest
	postErr   error
	decideErr error
	agents    map[string]uint64 // DID → agent id
	arbiters  map[string]common.Address
	// exposures counts the reads of an exposure (chain reads in the node's market).
	exposures atomic.Int64
}

func (m *fakeMarket) Job(id uint64) (escrow.Job, bool)         { j, ok := m.jobs[id]; return j, ok }
func (m *fakeMarket) Refusal(id uint64) (escrow.Refusal, bool) { r, ok := m.refusals[id]; return r, ok }
func (m *fakeMarket) Skill(uint64, common.Address) string      { return "" }

func (m *fakeMarket) Exposure(context.Context, escrow.Bounty) (*apitypes.ExposureView, error) {
	m.exposures.Add(1)
	return &apitypes.ExposureView{Symbol: "AST", ArbiterAccepted: true}, nil
}

func (m *fakeMarket) ResolveAgent(_ context.Context, s string) (uint64, error) {
	if id, ok := m.agents[s]; ok {
		return id, nil
	}
	return 0, errors.New("no registered agent with DID " + s + " is known")
}

func (m *fakeMarket) Arbiter(s string) (common.Address, error) {
	if a, ok := m.arbiters[s]; ok {
		return a, nil
	}
	return common.Address{}, errors.New("arbiter " + s + " is not one this node accepts")
}

func (m *fakeMarket) Post(_ context.Context, r escrow.PostRequest) (uint64, error) {
	if m.postErr != nil {
		return 0, m.postErr
	}
	m.posted = append(m.posted, r)
	return uint64(len(m.posted)), nil
}

func (m *fakeMarket) Decide(_ context.Context, id uint64, accept bool, _ string) error {
	if m.decideErr != nil {
		return m.decideErr
	}
	j := m.jobs[id]
	j.Verdict = map[bool]string{true: "accepted", false: "rejected"}[accept]
	m.jobs[id] = j
	return nil
}

func (m *fakeMarket) Cancel(context.Context, uint64) (common.Hash, error) {
	return common.HexToHash("0xca"), nil
}

func (m *fakeMarket) Dispute(context.Context, uint64, common.Hash) (common.Hash, error) {
	return common.HexToHash("0xd1"), nil
}

// fakeAgents hosts "echo" (registered as #7) and "fresh" (not registered).
type fakeAgents struct {
	registered []string
	symbols    atomic.Int64 // reads of the stake token's symbol (a chain read in the node)
}

func (a *fakeAgents) Hosted(s string) (string, uint64, bool, error) {
	switch s {
	case "echo", "did:ethr:0x7a69:0x00000000000000000000000000000000000000e1":
		return "echo", 7, true, nil
	case "fresh":
		return "fresh", 0, false, nil
	}
	return "", 0, false, ErrUnknownAgent
}

func (a *fakeAgents) Register(_ context.Context, name string, _ *big.Int) (uint64, error) {
	a.registered = append(a.registered, name)
	return 8, nil
}

func (a *fakeAgents) FundsShort(context.Context, *big.Int, int) (string, error) { return "", nil }
func (a *fakeAgents) StakeSymbol(context.Context) (string, error) {
	a.symbols.Add(1)
	return "AST", nil
}
func (a *fakeAgents) DIDs() map[string]string {
	return map[string]string{"node": "did:ethr:0x7a69:0x01"}
}
func (a *fakeAgents) ChainID() uint64 { return 31337 }
func (a *fakeAgents) ResolveDID(_ context.Context, did string) (any, error) {
	return map[string]string{"id": did}, nil
}

// fakeRegistry keeps stakes in memory.
type fakeRegistry struct {
	stake map[uint64]*big.Int
	reads atomic.Int64 // Agent reads (chain reads in the node)
}

func (r *fakeRegistry) Agent(_ context.Context, id uint64) (onchain.Agent, error) {
	r.reads.Add(1)
	return onchain.Agent{ID: id, Stake: r.stake[id], Active: true}, nil
}
func (r *fakeRegistry) MinStake(context.Context) (*big.Int, error) { return big.NewInt(1e18), nil }
func (r *fakeRegistry) IncreaseStake(_ context.Context, id uint64, amount *big.Int) error {
	r.stake[id] = new(big.Int).Add(r.stake[id], amount)
	return nil
}
func (r *fakeRegistry) RequestUnstake(context.Context, uint64, *big.Int) error { return nil }
func (r *fakeRegistry) WithdrawStake(context.Context, uint64) error            { return nil }

type fakeReputation struct{}

func (fakeReputation) Score(_ context.Context, id uint64) (reputation.Score, error) {
	return reputation.Score{AgentID: id, Reputation: 90, Count: 3}, nil
}

// fakeTeams refuses every plan.
type fakeTeams struct{}

func (fakeTeams) Begin(context.Context, team.StartRequest) (*team.Team, error) {
	return nil, team.ErrBadPlan
}
func (fakeTeams) Show(id string) (*team.Team, error) { return &team.Team{ID: id}, nil }
func (fakeTeams) List() ([]*team.Team, error)        { return []*team.Team{{ID: "a"}, {ID: "b"}}, nil }
func (fakeTeams) Accounts(*team.Team) team.Accounts  { return team.Accounts{} }
func (fakeTeams) Post(_ context.Context, _, id, _ string, _ team.ProposalBody) (string, error) {
	return team.RoomPrefix + id, nil
}

// fakeWallet has two agents; only "echo" earned anything.
type fakeWallet struct{ sent []string }

func (w *fakeWallet) Show(context.Context) (apitypes.Wallet, error) {
	return apitypes.Wallet{ChainID: 31337, ETH: "1 ETH"}, nil
}
func (w *fakeWallet) Names() []string { return []string{"echo", "fresh"} }
func (w *fakeWallet) Withdraw(_ context.Context, agent string, to common.Address) (*apitypes.Withdrawal, error) {
	if agent != "echo" {
		return nil, nil
	}
	w.sent = append(w.sent, agent)
	return &apitypes.Withdrawal{Agent: agent, To: to, Amount: "0.5 ETH"}, nil
}

// fakeNode answers node.status and chain.head.
type fakeNode struct{}

func (fakeNode) Status(_ context.Context, wallet bool) apitypes.Status {
	st := apitypes.Status{Name: "fake", APIVersion: "1"}
	if wallet {
		st.Balance = "1 ETH"
	}
	return st
}
func (fakeNode) ChainHead(context.Context) (uint64, *big.Int, error) { return 105, big.NewInt(7), nil }

// noAgents is the API's runtime with no agents.
type noAgents struct{}

func (noAgents) Call(context.Context, string, string, json.RawMessage, runtime.ProgressFunc) (json.RawMessage, error) {
	return nil, errors.New("no agents")
}
func (noAgents) Names() []string { return nil }
func (noAgents) Info(context.Context, string) (runtime.AgentInfo, error) {
	return runtime.AgentInfo{}, errors.New("no agents")
}

// rig is the methods over fakes, served by node/api.
type rig struct {
	index  *fakeIndex
	market *fakeMarket
	agents *fakeAgents
	reg    *fakeRegistry
	wallet *fakeWallet
	now    time.Time
	url    string
}

func newRig(t *testing.T) *rig { t.Helper(); return newRigWith(t, nil) }

// newRigWith is newRig with a canonical ERC-8004 registry (nil: none).
func newRigWith(t *testing.T, canon Canonical) *rig {
	t.Helper()
	r := &rig{
		index:  &fakeIndex{bounties: map[uint64]chainindex.Bounty{}, head: 100},
		market: &fakeMarket{jobs: map[uint64]escrow.Job{}, refusals: map[uint64]escrow.Refusal{}, agents: map[string]uint64{}, arbiters: map[string]common.Address{}},
		agents: &fakeAgents{},
		reg:    &fakeRegistry{stake: map[uint64]*big.Int{7: big.NewInt(0)}},
		wallet: &fakeWallet{},
		now:    time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
	}
	ms := New(Backend{Index: r.index, Registry: r.reg, Reputation: fakeReputation{}, Teams: fakeTeams{}, Market: r.market,
		Agents: r.agents, Wallet: r.wallet, Node: fakeNode{}, Canonical: canon, Now: func() time.Time { return r.now }})
	srv, err := api.New(api.DefaultConfig(testToken), api.Deps{Local: noAgents{}, Status: ms.Status, Extra: ms.Table()},
		api.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	r.url = hs.URL
	return r
}

// call runs method with params on /rpc, with the token or without, and returns the result or
// the JSON-RPC error.
func (r *rig) call(t *testing.T, token bool, method string, params any) (json.RawMessage, *call.Error) {
	t.Helper()
	p, err := json.Marshal(params)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(call.Request{JSONRPC: call.Version, ID: json.RawMessage("1"), Method: method, Params: p})
	req, _ := http.NewRequest(http.MethodPost, r.url+"/rpc", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token {
		req.Header.Set("Authorization", "Bearer "+testToken)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out call.Response
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	return out.Result, out.Error
}

// ok runs method with the token and decodes its result into out, failing on an error.
func (r *rig) ok(t *testing.T, method string, params, out any) {
	t.Helper()
	res, e := r.call(t, true, method, params)
	if e != nil {
		t.Fatalf("%s: %v", method, e)
	}
	if out != nil {
		if err := json.Unmarshal(res, out); err != nil {
			t.Fatalf("%s: decode %s: %v", method, res, err)
		}
	}
}

// code runs method with the token and returns its error code (0: none).
func (r *rig) code(t *testing.T, method string, params any) int {
	t.Helper()
	_, e := r.call(t, true, method, params)
	if e == nil {
		return 0
	}
	return e.Code
}

func bigInt(v int64) *big.Int { return big.NewInt(v) }

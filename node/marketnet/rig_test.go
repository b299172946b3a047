package marketnet_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/test/harness"
)

// memBlobs keeps blobs in memory (the node keeps them in badger; the contract is the same).
type memBlobs struct {
	mu sync.Mutex
	m  map[common.Hash][]byte
}

func (s *memBlobs) PutBlob(b []byte) (common.Hash, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := escrow.Hash(b)
	s.m[h] = b
	return h, nil
}

func (s *memBlobs) Blob(h common.Hash) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[h]
	if !ok {
		return nil, fmt.Errorf("no blob %s", h.Hex())
	}
	return b, nil
}

// memJobs keeps market jobs in memory.
type memJobs struct {
	mu   sync.Mutex
	jobs map[uint64]escrow.Job
}

func (s *memJobs) PutJob(j escrow.Job) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.jobs[j.BountyID] = j
	return nil
}

func (s *memJobs) DeleteJob(id uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.jobs, id)
	return nil
}

func (s *memJobs) Jobs() ([]escrow.Job, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]escrow.Job, 0, len(s.jobs))
	for _, j := range s.jobs {
		out = append(out, j)
	}
	return out, nil
}

// upper is a hosted agent that upper-cases the "text" of its input, once gate is closed.
type upper struct{ gate chan struct{} }

func (u upper) Call(ctx context.Context, _, _ string, input json.RawMessage, _ func(float64, float64, string)) (json.RawMessage, error) {
	if u.gate != nil {
		select {
		case <-u.gate:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	var in struct{ Text string }
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]string{"text": strings.ToUpper(in.Text)})
}

func newHost(tb testing.TB) host.Host {
	tb.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = h.Close() })
	return h
}

func connect(tb testing.TB, a, b host.Host) {
	tb.Helper()
	if err := a.Connect(context.Background(), peer.AddrInfo{ID: b.ID(), Addrs: b.Addrs()}); err != nil {
		tb.Fatal(err)
	}
}

// side is one node's market over a real libp2p host.
type side struct {
	h   host.Host
	svc *marketnet.Service
	mk  *escrow.Market
}

func newSide(tb testing.TB, m *harness.Market, p *harness.Party, cfg marketnet.Config, runner escrow.Runner, pol []escrow.Policy,
	edit ...func(*escrow.Deps)) *side {
	tb.Helper()
	s := &side{h: newHost(tb)}
	svc, err := marketnet.New(cfg, marketnet.Deps{Host: s.h, Store: &memBlobs{m: map[common.Hash][]byte{}},
		Receiver: func() marketnet.Receiver { return s.mk }})
	if err != nil {
		tb.Fatal(err)
	}
	s.svc = svc
	d := escrow.Deps{Key: p.Key, Escrow: p.Esc, Rep: p.Rep, Store: &memJobs{jobs: map[uint64]escrow.Job{}}, Transport: svc, Runner: runner}
	for _, e := range edit {
		e(&d)
	}
	if s.mk, err = escrow.NewMarket(escrow.DefaultConfig(m.Anvil.ChainID), d, pol); err != nil {
		tb.Fatal(err)
	}
	svc.Start()
	tb.Cleanup(func() { _ = svc.Close() })
	return s
}

// rig is a requester and a worker (whose agent waits for gate) on anvil and loopback libp2p.
type rig struct {
	m         *harness.Market
	req, work *side
	gate      chan struct{}
}

func newRig(tb testing.TB, cfg marketnet.Config) *rig {
	tb.Helper()
	m := harness.NewMarket(tb)
	r := &rig{m: m, gate: make(chan struct{})}
	r.req = newSide(tb, m, m.Requester, cfg, nil, nil)
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	r.work = newSide(tb, m, m.Worker, cfg, upper{gate: r.gate}, pol)
	connect(tb, r.work.h, r.req.h)
	return r
}

func (r *rig) post(tb testing.TB) uint64 {
	tb.Helper()
	id, err := r.req.mk.Post(context.Background(), escrow.PostRequest{Skill: "upper", Input: json.RawMessage(`{"text":"hello agents"}`),
		Reward: escrow.NewBigString(harness.Eth(1)), Deadline: time.Now().Add(time.Hour), ReviewWindow: 10 * time.Minute})
	if err != nil {
		tb.Fatal(err)
	}
	return id
}

// rawDeliver sends a deliver request with header d and payload from h to the requester and
// returns the refusal code ("" when taken).
func rawDeliver(tb testing.TB, h host.Host, to peer.ID, d escrow.Delivery, payload []byte) string {
	tb.Helper()
	hdr, err := json.Marshal(map[string]any{"op": "deliver", "delivery": d})
	if err != nil {
		tb.Fatal(err)
	}
	return rawRequest(tb, h, to, append(append(hdr, '\n'), payload...))
}

// rawRequest writes raw bytes on a BlobProtocol stream and returns the answer's code.
func rawRequest(tb testing.TB, h host.Host, to peer.ID, raw []byte) string {
	tb.Helper()
	code, err := sendRaw(h, to, raw)
	if err != nil {
		tb.Fatal(err)
	}
	return code
}

// sendRaw writes raw bytes on a BlobProtocol stream and returns the answer's code; it may run
// outside the test's goroutine.
func sendRaw(h host.Host, to peer.ID, raw []byte) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	st, err := h.NewStream(ctx, to, marketnet.BlobProtocol)
	if err != nil {
		return "", err
	}
	defer func() { _ = st.Reset() }() // an attacker does not wait for its payload to drain
	_ = st.SetDeadline(time.Now().Add(20 * time.Second))
	go func() { _, _ = st.Write(raw); _ = st.CloseWrite() }() // the server may answer before reading it all
	line, err := bufio.NewReader(st).ReadString('\n')
	if err != nil {
		return "", fmt.Errorf("no answer: %w", err)
	}
	var resp struct{ Code, Error string }
	if err := json.Unmarshal([]byte(line), &resp); err != nil {
		return "", fmt.Errorf("answer %q: %w", line, err)
	}
	return resp.Code, nil
}

// newIndex runs a chain index of m's deployment (in memory); its lookup reads bounties from
// it the way the node's does, without calling the chain.
func newIndex(tb testing.TB, m *harness.Market) (*chainindex.Index, marketnet.Lookup) {
	tb.Helper()
	db, err := chainindex.OpenDB("")
	if err != nil {
		tb.Fatal(err)
	}
	cfg := chainindex.DefaultConfig()
	cfg.Confirmations, cfg.PollInterval = 0, 20*time.Millisecond
	ix, err := chainindex.New(cfg, db, m.RPC, m.D)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = ix.Close(); _ = db.Close() })
	if err := ix.Start(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return ix, func(id uint64) (marketnet.BountyInfo, bool, error) {
		b, err := ix.Bounty(id)
		if errors.Is(err, chainindex.ErrNotFound) {
			return marketnet.BountyInfo{}, false, nil
		}
		return marketnet.BountyInfo{Requester: b.Requester, Status: b.Status, Deadline: b.Deadline}, err == nil, err
	}
}

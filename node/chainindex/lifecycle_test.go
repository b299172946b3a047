package chainindex

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// scenario runs every bounty path, stake changes, feedback and DID changes on m.
type scenario struct {
	req, workerA, arb, workerB   *party
	agentA, agentB               uint64
	identity, owner2, veri, auth *party
	// bounty ids by path
	accepted, resolved, cancelled, expired, auto, refused, parent, child uint64
}

func runScenario(t *testing.T, m *market) *scenario {
	ctx := context.Background()
	s := &scenario{req: m.party(1), workerA: m.party(2), arb: m.party(3), workerB: m.party(4),
		identity: m.party(5), owner2: m.party(6), veri: m.party(7), auth: m.party(8)}
	s.agentA, s.agentB = m.register(s.workerA, 200), m.register(s.workerB, 200)
	okT := ok(t)
	arb := s.arb.key.Address()

	s.accepted = m.post(s.req, 1e9, arb, 0, 0, time.Hour)
	okT(s.workerA.esc.Claim(ctx, s.accepted, s.agentA))
	okT(s.workerA.esc.Submit(ctx, s.accepted, crypto.Keccak256Hash([]byte("r1"))))
	okT(s.req.esc.Accept(ctx, s.accepted))
	if err := s.req.rep.GiveFeedback(ctx, s.accepted, 90, "quality"); err != nil {
		t.Fatal(err)
	}

	s.resolved = m.post(s.req, 2e9, arb, 0, 0, time.Hour)
	okT(s.workerA.esc.Claim(ctx, s.resolved, s.agentA))
	okT(s.workerA.esc.Submit(ctx, s.resolved, crypto.Keccak256Hash([]byte("r2"))))
	okT(s.req.esc.Reject(ctx, s.resolved, crypto.Keccak256Hash([]byte("bad"))))
	okT(s.workerA.esc.Dispute(ctx, s.resolved, crypto.Keccak256Hash([]byte("good"))))
	okT(s.arb.esc.Resolve(ctx, s.resolved, 2500, eth(1))) // at most the bounty's value in stake

	s.cancelled = m.post(s.req, 1e8, arb, 0, 0, time.Hour)
	okT(s.req.esc.Cancel(ctx, s.cancelled))

	s.parent = m.post(s.req, 3e9, arb, 0, 0, 2*time.Hour)
	okT(s.workerA.esc.Claim(ctx, s.parent, s.agentA))
	s.child = m.post(s.workerA, 1e9, common.Address{}, 0, s.parent, time.Hour)
	okT(s.workerB.esc.Claim(ctx, s.child, s.agentB))

	s.expired = m.post(s.req, 1e9, arb, 0, 0, time.Hour)
	okT(s.workerB.esc.Claim(ctx, s.expired, s.agentB))

	s.auto = m.post(s.req, 1e9, arb, 0, 0, time.Hour)
	okT(s.workerB.esc.Claim(ctx, s.auto, s.agentB))
	okT(s.workerB.esc.Submit(ctx, s.auto, crypto.Keccak256Hash([]byte("r3"))))

	s.refused = m.post(s.req, 1e9, arb, s.agentB, 0, time.Hour)
	okT(s.workerB.esc.Claim(ctx, s.refused, s.agentB))
	okT(s.workerB.esc.Submit(ctx, s.refused, crypto.Keccak256Hash([]byte("r4"))))
	okT(s.req.esc.Reject(ctx, s.refused, crypto.Keccak256Hash([]byte("no"))))

	id := s.identity.key.Address()
	m.did(s.identity, didABI.PackAddDelegate(id, DelegateVeriKey, s.veri.key.Address(), big.NewInt(3600)))
	m.did(s.identity, didABI.PackSetAttribute(id, bytes32("did/svc/AgentSite"), []byte("peer-1"), big.NewInt(86400)))
	m.did(s.identity, didABI.PackSetAttribute(id, bytes32("did/svc/Other"), []byte("gone"), big.NewInt(86400)))
	m.did(s.identity, didABI.PackRevokeAttribute(id, bytes32("did/svc/Other"), []byte("gone")))
	m.did(s.identity, didABI.PackChangeOwner(id, s.owner2.key.Address()))
	m.did(s.owner2, didABI.PackAddDelegate(id, DelegateSigAuth, s.auth.key.Address(), big.NewInt(86400)))

	if err := s.workerA.reg.RequestUnstake(ctx, s.agentA, eth(10)); err != nil {
		t.Fatal(err)
	}
	if err := s.workerB.reg.IncreaseStake(ctx, s.agentB, eth(5)); err != nil {
		t.Fatal(err)
	}
	m.warp(2 * time.Hour)
	okT(s.arb.esc.Expire(ctx, s.expired))
	okT(s.arb.esc.Finalize(ctx, s.auto))
	okT(s.arb.esc.Finalize(ctx, s.refused))
	if err := s.workerA.reg.WithdrawStake(ctx, s.agentA); err != nil {
		t.Fatal(err)
	}
	// The veriKey delegate expired with the warp; revoke the sigAuth one's sibling: none.
	rep := m.d.Contracts[deploy.NameReputationRegistry]
	if _, err := s.req.s.Send(ctx, chain.Tx{To: &rep, Data: bindings.NewReputationRegistry().PackRevokeFeedback(big.NewInt(int64(s.agentA)), 1)}); err != nil {
		t.Fatal(err)
	}
	if err := s.req.rep.GiveFeedback(ctx, s.auto, 70, ""); err != nil {
		t.Fatal(err)
	}
	return s
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// checkAgainstChain compares every view of ix with the contracts' own reads.
func checkAgainstChain(t *testing.T, m *market, ix *Index, reader *party) {
	t.Helper()
	ctx := context.Background()
	n, err := reader.esc.Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for id := uint64(1); id <= n; id++ {
		want, err := reader.esc.Bounty(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ix.Bounty(id)
		if err != nil {
			t.Fatalf("bounty %d: %v", id, err)
		}
		if a, b := jsonOf(t, got.Bounty), jsonOf(t, want); a != b {
			t.Errorf("bounty %d:\nindex %s\nchain %s", id, a, b)
		}
	}
	if _, err := ix.Bounty(n + 1); !isNotFound(err) {
		t.Errorf("bounty %d past the count: %v, want ErrNotFound", n+1, err)
	}
	for id := uint64(1); ; id++ {
		want, err := reader.reg.Agent(ctx, id)
		if err != nil {
			if _, ierr := ix.Agent(id); !isNotFound(ierr) {
				t.Errorf("agent %d not on chain (%v) but index says %v", id, err, ierr)
			}
			break
		}
		got, err := ix.Agent(id)
		if err != nil {
			t.Fatalf("agent %d: %v", id, err)
		}
		mirror := onchain.Agent{ID: got.ID, Owner: got.Owner, Wallet: got.Wallet, URI: got.URI, Stake: got.Stake,
			Reserved: got.Reserved, Free: new(big.Int).Sub(got.Stake, got.Reserved), Unbonding: got.Unbonding, ReadyAt: got.ReadyAt, Active: got.Active}
		if a, b := jsonOf(t, mirror), jsonOf(t, want); a != b {
			t.Errorf("agent %d:\nindex %s\nchain %s", id, a, b)
		}
		score, err := reader.rep.Score(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		r, err := ix.Reputation(id)
		if err != nil {
			t.Fatal(err)
		}
		rm := reputation.Score{AgentID: id, Reputation: r.Reputation, Count: r.Count, Paid: r.Paid, Penalty: r.Penalty,
			FeedbackCount: r.FeedbackCount, FeedbackAverage: r.FeedbackAverage}
		if a, b := jsonOf(t, rm), jsonOf(t, score); a != b {
			t.Errorf("reputation %d:\nindex %s\nchain %s", id, a, b)
		}
		if ix.ReputationOf(id) != score.Reputation {
			t.Errorf("ReputationOf(%d) = %d, chain %d", id, ix.ReputationOf(id), score.Reputation)
		}
	}
}

// chainDelegate asks the DIDRegistry's validDelegate at the latest block.
func chainDelegate(t *testing.T, m *market, p *party, identity common.Address, typ [32]byte, d common.Address) bool {
	t.Helper()
	v, err := chain.Read(context.Background(), m.rpc, nil, m.d.Contracts[deploy.NameDIDRegistry], didABI.PackValidDelegate(identity, typ, d), didABI.UnpackValidDelegate)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestIndexLifecycleMatchesChain(t *testing.T) {
	m := newMarket(t)
	s := runScenario(t, m)
	ix, _ := m.openIndex("", testConfig())
	if err := ix.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	head := m.sync(ix)
	latest, _ := m.rpc.BlockNumber(context.Background())
	if head != latest {
		t.Fatalf("head %d, chain %d", head, latest)
	}
	checkAgainstChain(t, m, ix, s.req)

	// Derived fields the contract does not store.
	statuses := func(id uint64) []escrow.Status {
		b, err := ix.Bounty(id)
		if err != nil {
			t.Fatal(err)
		}
		var out []escrow.Status
		for i, tr := range b.Transitions {
			h, err := m.rpc.HeaderByNumber(context.Background(), new(big.Int).SetUint64(tr.Block))
			if err != nil {
				t.Fatal(err)
			}
			if tr.Time.Unix() != int64(h.Time) || (i > 0 && tr.Time.Before(b.Transitions[i-1].Time)) {
				t.Errorf("bounty %d transition %s at %v, block time %d", id, tr.Status, tr.Time, h.Time)
			}
			out = append(out, tr.Status)
		}
		return out
	}
	paths := []struct {
		name string
		id   uint64
		want []escrow.Status
	}{
		{"accepted", s.accepted, []escrow.Status{escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusSubmitted, escrow.StatusAccepted}},
		{"resolved", s.resolved, []escrow.Status{escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusSubmitted, escrow.StatusRejected, escrow.StatusDisputed, escrow.StatusResolved}},
		{"cancelled", s.cancelled, []escrow.Status{escrow.StatusOpen, escrow.StatusCancelled}},
		{"expired", s.expired, []escrow.Status{escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusExpired}},
		{"auto", s.auto, []escrow.Status{escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusSubmitted, escrow.StatusAccepted}},
		{"refused", s.refused, []escrow.Status{escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusSubmitted, escrow.StatusRejected, escrow.StatusResolved}},
		{"child", s.child, []escrow.Status{escrow.StatusOpen, escrow.StatusClaimed}},
	}
	for _, p := range paths {
		t.Run(p.name, func(t *testing.T) {
			if got := statuses(p.id); jsonOf(t, got) != jsonOf(t, p.want) {
				t.Errorf("transitions %v, want %v", got, p.want)
			}
		})
	}
	gwei := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e9)) }
	amounts := []struct {
		name                         string
		id                           uint64
		paid, fee, refunded, slashed *big.Int
	}{
		{"accepted", s.accepted, gwei(99e7), gwei(1e7), new(big.Int), new(big.Int)},
		// 25% of 2 gwei-units to the agent minus the 1% fee; 75% refunded; 1 AST slashed.
		{"resolved", s.resolved, gwei(495e6), gwei(5e6), gwei(15e8), eth(1)},
		{"cancelled", s.cancelled, new(big.Int), new(big.Int), gwei(1e8), new(big.Int)},
		{"expired", s.expired, new(big.Int), new(big.Int), gwei(1e9), new(big.Int)},
		// not disputed: the agent's concession, booked like an expiry (0.1 AST to the treasury)
		{"refused", s.refused, new(big.Int), new(big.Int), gwei(1e9), gwei(1e8)},
	}
	for _, a := range amounts {
		b, _ := ix.Bounty(a.id)
		if b.Paid.Cmp(a.paid) != 0 || b.Fee.Cmp(a.fee) != 0 || b.Refunded.Cmp(a.refunded) != 0 || b.Slashed.Cmp(a.slashed) != 0 {
			t.Errorf("%s: paid %s fee %s refunded %s slashed %s; want %s %s %s %s", a.name, b.Paid, b.Fee, b.Refunded, b.Slashed, a.paid, a.fee, a.refunded, a.slashed)
		}
	}
	// The expired claim forfeited 10% of the bounty's value (1 ETH weighs 1 AST here), to the treasury.
	if b, _ := ix.Bounty(s.expired); b.Forfeited == nil || b.Forfeited.Cmp(gwei(1e8)) != 0 {
		t.Errorf("expired bounty forfeited %v, want 0.1 AST", b.Forfeited)
	}
	if b, _ := ix.Bounty(s.accepted); b.Forfeited != nil {
		t.Errorf("accepted bounty forfeited %v", b.Forfeited)
	}
	if b, _ := ix.Bounty(s.auto); !b.Automatic {
		t.Error("auto-accepted bounty not marked Automatic")
	}
	if b, _ := ix.Bounty(s.refused); !b.ByTimeout || b.Assignee != s.agentB {
		t.Errorf("refused bounty: byTimeout %v assignee %d", b.ByTimeout, b.Assignee)
	}
	if a, _ := ix.Agent(s.agentA); a.Slashed.Cmp(eth(1)) != 0 || a.Metadata["skills"].String() != "0x"+common.Bytes2Hex([]byte("summarize")) ||
		a.Metadata["agentWallet"] != nil {
		t.Errorf("agent A slashed %s metadata %v", a.Slashed, a.Metadata)
	}

	// Secondary indexes.
	listIDs := func(bs []Bounty, err error) []uint64 {
		if err != nil {
			t.Fatal(err)
		}
		var out []uint64
		for _, b := range bs {
			out = append(out, b.ID)
		}
		return out
	}
	queries := []struct {
		name string
		got  []uint64
		want []uint64
	}{
		{"children", listIDs(ix.Children(s.parent)), []uint64{s.child}},
		{"by agent A", listIDs(ix.Bounties(Filter{AgentID: s.agentA})), []uint64{s.accepted, s.resolved, s.parent}},
		{"by requester, claimed", listIDs(ix.Bounties(Filter{Requester: s.req.key.Address(), Status: escrow.StatusClaimed})), []uint64{s.parent}},
		{"by status accepted", listIDs(ix.Bounties(Filter{Status: escrow.StatusAccepted})), []uint64{s.accepted, s.auto}},
		{"by requester worker A", listIDs(ix.Bounties(Filter{Requester: s.workerA.key.Address()})), []uint64{s.child}},
		{"all, paged", listIDs(ix.Bounties(Filter{AfterID: 2, Limit: 3})), []uint64{3, 4, 5}},
	}
	for _, q := range queries {
		if jsonOf(t, q.got) != jsonOf(t, q.want) {
			t.Errorf("%s: %v, want %v", q.name, q.got, q.want)
		}
	}
	agents, err := ix.AgentsOf(s.workerB.key.Address())
	if err != nil || len(agents) != 1 || agents[0].ID != s.agentB {
		t.Errorf("AgentsOf(worker B) = %v, %v", agents, err)
	}

	// Stake oracle: owner/wallet only, active only at min stake.
	stake, active, err := ix.StakeOf(s.workerB.key.Address(), s.agentB)
	// 205 AST less the forfeits of the expired claim and of the conceded rejection: 10% of each
	// bounty's value (1 ETH = 1 AST)
	if err != nil || !active || stake.Cmp(new(big.Int).Sub(eth(205), gwei(2e8))) != 0 {
		t.Errorf("StakeOf(worker B) = %s %v %v", stake, active, err)
	}
	if _, active, _ := ix.StakeOf(s.req.key.Address(), s.agentB); active {
		t.Error("a stranger speaks for agent B")
	}
	if st, active, err := ix.StakeOf(s.workerB.key.Address(), 99); err != nil || active || st.Sign() != 0 {
		t.Errorf("unknown agent: %s %v %v", st, active, err)
	}

	// DIDs against the registry.
	id := s.identity.key.Address()
	d, err := ix.DID(id)
	if err != nil {
		t.Fatal(err)
	}
	owner, err := chain.Read(context.Background(), m.rpc, nil, m.d.Contracts[deploy.NameDIDRegistry], didABI.PackIdentityOwner(id), didABI.UnpackIdentityOwner)
	if err != nil || d.Owner != owner || owner != s.owner2.key.Address() {
		t.Errorf("DID owner %s, chain %s (%v)", d.Owner.Hex(), owner.Hex(), err)
	}
	if len(d.Attributes) != 1 || d.Attributes[0].Name != "did/svc/AgentSite" || string(d.Attributes[0].Value) != "peer-1" {
		t.Errorf("attributes %+v", d.Attributes)
	}
	now := m.now()
	for _, c := range []struct {
		typ [32]byte
		who common.Address
	}{{DelegateVeriKey, s.veri.key.Address()}, {DelegateSigAuth, s.auth.key.Address()}, {DelegateSigAuth, s.veri.key.Address()}} {
		want := chainDelegate(t, m, s.req, id, c.typ, c.who)
		if got := ix.ValidDelegate(id, c.who, now); got != want {
			t.Errorf("ValidDelegate(%s, %s) = %v, chain %v", typeName(c.typ), c.who.Hex(), got, want)
		}
	}
	if !ix.ValidDelegate(id, s.veri.key.Address(), now.Add(-90*time.Minute)) {
		t.Error("veriKey delegate not valid before the warp")
	}
	if fresh, _ := ix.DID(s.req.key.Address()); fresh.Owner != s.req.key.Address() || fresh.LastChange != 0 {
		t.Errorf("identity without events: %+v", fresh)
	}

	// Adapters for the discovery code as it is today.
	if ok, err := ix.MinStakeOK(s.workerB.key.Address()); !ok || err != nil {
		t.Errorf("MinStakeOK(worker B) = %v %v", ok, err)
	}
	if ok, _ := ix.MinStakeOK(s.req.key.Address()); ok {
		t.Error("MinStakeOK(requester without agent) = true")
	}
	ix.now = func() time.Time { return now.Add(-90 * time.Minute) } // before the warp
	if !ix.DelegatesNow().ValidDelegate(id, s.veri.key.Address()) {
		t.Error("DelegatesNow: veriKey delegate invalid before its expiry")
	}
	ix.now = func() time.Time { return now }
	if ix.DelegatesNow().ValidDelegate(id, s.veri.key.Address()) {
		t.Error("DelegatesNow: veriKey delegate valid after its expiry")
	}
}

// TestReadExtraByCall covers the view-call path used when a post did not come from a direct
// transaction to the escrow (a contract wallet, a multicall): it must agree with the input path.
func TestReadExtraByCall(t *testing.T) {
	m := newMarket(t)
	req, arb := m.party(1), m.party(3)
	id := m.post(req, 1e9, arb.key.Address(), 0, 0, time.Hour)
	ix, _ := m.openIndex("", testConfig())
	m.sync(ix)
	evs, err := ix.storedEvents(0)
	if err != nil {
		t.Fatal(err)
	}
	esc, rep := bindings.NewBountyEscrow(), bindings.NewReputationRegistry()
	for _, ev := range evs {
		if ev.Name != EventBountyPosted || ev.BountyID != id {
			continue
		}
		ex, err := ix.readExtra(context.Background(), esc, rep, ev)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := ix.Bounty(id)
		if ex.Arbiter != arb.key.Address() || ex.Arbiter != b.Arbiter || ex.MinStake.Cmp(b.MinStake) != 0 || time.Duration(ex.ReviewWindow)*time.Second != b.ReviewWindow {
			t.Fatalf("read by call %+v, indexed from the input %+v", ex, b)
		}
		// A read that disagrees with the event (an id reassigned by a reorg) asks for a retry.
		ev.Data.(*bindings.BountyEscrowBountyPosted).Amount = big.NewInt(1)
		if _, err := ix.readExtra(context.Background(), esc, rep, ev); !errors.Is(err, errRetry) {
			t.Fatalf("mismatching read: %v, want a retry", err)
		}
		return
	}
	t.Fatal("no BountyPosted stored")
}

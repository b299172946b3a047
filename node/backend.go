package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/funds"
	"github.com/agentsite/agentsite/node/marketpolicy"
	"github.com/agentsite/agentsite/node/methods"
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/team"
)

// The node's side of the API methods (node/methods): its parts as they are, and thin adapters
// that read them at the time of the call (the market exists once the agents are registered).

// backend is the methods' Backend over this node.
func (n *Node) backend() methods.Backend {
	b := methods.Backend{Index: n.index, Registry: n.reg, Reputation: n.rep, Teams: teamsAPI{Engine: n.teams, n: n},
		Market: marketAPI{n}, Bids: n.hirer, Agents: agentsAPI{n}, Wallet: walletAPI{n}, Node: nodeAPI{n}, Canonical: n.canonicalAPI(), Asker: askerOf(n)}
	b.Channels = n.pay.Channels()
	return b
}

// askerOf is the node's auction service for the methods (nil before it started).
func askerOf(n *Node) methods.Asker {
	if n.auction == nil {
		return nil
	}
	return n.auction
}

// teamsAPI is the team engine for the API's methods, with the posts of proposals and votes in
// a team's room (signed by the node or one of its hosted agents).
type teamsAPI struct {
	*team.Engine
	n *Node
}

// Post posts a proposal, vote call or vote in team teamID's room as the node, or as its hosted
// agent as.
func (t teamsAPI) Post(ctx context.Context, as, teamID, typ string, body team.ProposalBody) (string, error) {
	room := team.RoomPrefix + teamID
	if err := chat.ValidRoom(room); err != nil {
		return "", api.InvalidParams(fmt.Errorf("team %q: %w", teamID, err))
	}
	key := t.n.nodeKey
	if as != "" {
		if key = t.n.agentKeys[as]; key == nil {
			return "", api.InvalidParams(fmt.Errorf("no hosted agent %q", as))
		}
	}
	if err := (api.ChatRooms{Service: t.n.chat}).Join(room); err != nil {
		return "", err
	}
	state := body.State
	if state == "" {
		state = chat.StateDiscussion
	}
	content, err := json.Marshal(body)
	if err != nil {
		return "", err
	}
	if _, err := t.n.chat.PostAs(ctx, key, room, chat.Draft{State: state, Type: typ, Content: string(content)}); err != nil {
		return "", api.InvalidParams(err)
	}
	return room, nil
}

// canonicalAPI is the canonical ERC-8004 registry for the methods; nil when the chain has none.
func (n *Node) canonicalAPI() methods.Canonical {
	if n.canon == nil {
		return nil
	}
	return canonicalAPI{n}
}

// canonicalAPI mints the node's agents on the canonical ERC-8004 registry.
type canonicalAPI struct{ n *Node }

// Register mints agent id there with the agent URI our registry holds (the same registration
// file), after our registration, links it (erc8004.Client.Register), and gives the canonical
// token the agent wallet ours has when the node holds that key (a hosted agent's).
func (a canonicalAPI) Register(ctx context.Context, id uint64) (uint64, error) {
	ag, err := a.n.reg.Agent(ctx, id)
	if err != nil {
		return 0, err
	}
	cid, err := a.n.canon.Register(ctx, a.n.reg, id, ag.URI)
	if err != nil {
		return 0, err
	}
	for name, hosted := range a.n.agentIDs {
		if key := a.n.agentKeys[name]; hosted == id && key != nil && key.Address() == ag.Wallet {
			if err := a.n.canon.SetWallet(ctx, cid, key); err != nil {
				return cid, err
			}
		}
	}
	return cid, nil
}

// errNoMarket: a method needs the market before the node built it.
var errNoMarket = errors.New("node: the market is not running")

// marketAPI is the bounty market for the methods.
type marketAPI struct{ n *Node }

func (a marketAPI) Job(id uint64) (escrow.Job, bool) {
	if m := a.n.market.Load(); m != nil {
		return m.Job(id)
	}
	return escrow.Job{}, false
}

func (a marketAPI) Refusal(id uint64) (escrow.Refusal, bool) {
	if m := a.n.market.Load(); m != nil {
		return m.Refusal(id)
	}
	return escrow.Refusal{}, false
}

func (a marketAPI) Skill(id uint64, requester common.Address) string {
	if a.n.ann == nil {
		return ""
	}
	s, _ := a.n.ann.Skill(id, requester)
	return s
}

// Exposure reads bounty b's exposure from the escrow.
func (a marketAPI) Exposure(ctx context.Context, b escrow.Bounty) (*apitypes.ExposureView, error) {
	e, err := a.n.esc.Exposure(ctx, b)
	if err != nil {
		return nil, err
	}
	token, sym, err := a.n.stake.Read(ctx)
	if err != nil {
		return nil, err
	}
	x := methods.WireExposure(e)
	x.StakeToken, x.Symbol, x.ArbiterAccepted = token, sym, a.n.cfg.acceptsArbiter(b.Arbiter)
	return &x, nil
}

// ResolveAgent turns "7" or an agent's DID into its id (agentids.Book.Resolve).
func (a marketAPI) ResolveAgent(ctx context.Context, s string) (uint64, error) {
	return a.n.ids.Resolve(ctx, s)
}

// Arbiter reads an arbiter this node may name: one of its configured arbiters, none of its
// own keys.
func (a marketAPI) Arbiter(s string) (common.Address, error) {
	addr, err := marketpolicy.ParseAccount(s)
	if err != nil {
		return addr, fmt.Errorf("arbiter: %w", err)
	}
	return addr, a.n.cfg.checkArbiter(addr, a.n.ownAccounts())
}

func (a marketAPI) Post(ctx context.Context, r escrow.PostRequest) (uint64, error) {
	m := a.n.market.Load()
	if m == nil {
		return 0, errNoMarket
	}
	return m.Post(ctx, r)
}

func (a marketAPI) Decide(ctx context.Context, id uint64, accept bool, reason string) error {
	m := a.n.market.Load()
	if m == nil {
		return escrow.ErrNotReviewable
	}
	return m.Decide(ctx, id, accept, reason)
}

func (a marketAPI) Cancel(ctx context.Context, id uint64) (common.Hash, error) {
	rcpt, err := a.n.esc.Cancel(ctx, id)
	if err != nil {
		return common.Hash{}, err
	}
	return rcpt.TxHash, nil
}

func (a marketAPI) Dispute(ctx context.Context, id uint64, reasonHash common.Hash) (common.Hash, error) {
	rcpt, err := a.n.esc.Dispute(ctx, id, reasonHash)
	if err != nil {
		return common.Hash{}, err
	}
	return rcpt.TxHash, nil
}

// agentsAPI is the hosted agents for the methods.
type agentsAPI struct{ n *Node }

func (a agentsAPI) Hosted(nameOrDID string) (string, uint64, bool, error) {
	name := nameOrDID
	if _, ok := a.n.agentKeys[name]; !ok {
		name = ""
		for nm, k := range a.n.agentKeys {
			if strings.EqualFold(k.DID(a.n.dep.ChainID).String(), nameOrDID) {
				name = nm
				break
			}
		}
	}
	if name == "" {
		return "", 0, false, fmt.Errorf("%w: %q", methods.ErrUnknownAgent, nameOrDID)
	}
	id, ok := a.n.agentIDs[name]
	return name, id, ok, nil
}

// Register registers the agent with its stake, adds its market policy to the config file,
// gives the market the new policies and republishes the agent's card with its id.
func (a agentsAPI) Register(ctx context.Context, name string, stake *big.Int) (uint64, error) {
	n := a.n
	id, err := n.registerAgent(ctx, name, stake)
	if err != nil {
		return 0, err
	}
	n.cfg.Market = append(n.cfg.Market, MarketPolicy{Agent: name, Stake: escrow.NewBigString(stake)})
	if err := n.cfg.Save(); err != nil {
		n.log.Warn("agent registered but the config file was not updated", "err", err)
	}
	if m := n.market.Load(); m != nil {
		m.SetPolicies(n.policies(ctx))
	}
	if card, err := n.card(ctx, name); err == nil {
		_ = n.disc.Publish(ctx, card, n.agentKeys[name])
	}
	return id, nil
}

func (a agentsAPI) FundsShort(ctx context.Context, stake *big.Int, agents int) (string, error) {
	return funds.Short(ctx, a.n.rpc, a.n.reg.StakeBalance, a.n.nodeKey.Address(), stake, agents)
}

func (a agentsAPI) StakeSymbol(ctx context.Context) (string, error) {
	_, sym, err := a.n.stake.Read(ctx)
	return sym, err
}

func (a agentsAPI) DIDs() map[string]string {
	out := map[string]string{"node": a.n.nodeKey.DID(a.n.dep.ChainID).String()}
	for name, k := range a.n.agentKeys {
		out[name] = k.DID(a.n.dep.ChainID).String()
	}
	return out
}

func (a agentsAPI) ChainID() uint64 { return a.n.dep.ChainID }

// ResolveDID walks the DIDRegistry's log.
func (a agentsAPI) ResolveDID(ctx context.Context, did string) (any, error) {
	dep := a.n.dep
	r, err := identity.NewResolver(a.n.rpc, identity.DefaultResolverConfig(new(big.Int).SetUint64(dep.ChainID), dep.Contracts[deploy.NameDIDRegistry]))
	if err != nil {
		return nil, err
	}
	return r.Resolve(ctx, did)
}

// walletAPI is the node's and its agents' money for the methods.
type walletAPI struct{ n *Node }

func (w walletAPI) Show(ctx context.Context) (apitypes.Wallet, error) {
	n := w.n
	agents := make(map[string]common.Address, len(n.agentKeys))
	for name, k := range n.agentKeys {
		agents[name] = k.Address()
	}
	return funds.Read(ctx, n.rpc, n.dep, n.nodeKey.Address(), agents, n.cfg.configuredStake())
}

func (w walletAPI) Names() []string { return w.n.rt.Names() }

// Withdraw sweeps the agent's earnings to to, signed by its key.
func (w walletAPI) Withdraw(ctx context.Context, agent string, to common.Address) (*apitypes.Withdrawal, error) {
	return funds.Sweep(ctx, w.n.rpc, w.n.dep.ChainID, agent, w.n.agentKeys[agent], to, w.n.log)
}

// nodeAPI is the node's status and chain for the methods.
type nodeAPI struct{ n *Node }

func (a nodeAPI) Status(ctx context.Context, wallet bool) apitypes.Status {
	n := a.n
	st := apitypes.Status{Name: n.cfg.Name, PeerID: n.host.ID().String(), Peers: len(n.host.Network().Peers()),
		Account: n.nodeKey.Address().Hex(), DID: n.nodeKey.DID(n.dep.ChainID).String(), ChainID: n.dep.ChainID,
		Contracts: map[string]string{}, ChatRooms: n.chat.Rooms(), APIVersion: "1", Addrs: n.P2PAddrs()}
	if wallet {
		if bal, err := n.rpc.BalanceAt(ctx, n.nodeKey.Address(), nil); err == nil {
			st.Balance = escrow.FormatAmount(bal)
		}
	}
	for k, v := range n.dep.Contracts {
		st.Contracts[k] = v.Hex()
	}
	for _, name := range n.rt.Names() {
		info, _ := n.rt.Info(ctx, name)
		st.Agents = append(st.Agents, apitypes.AgentStatus{Name: name, DID: n.agentKeys[name].DID(n.dep.ChainID).String(),
			AgentID: n.agentIDs[name], Healthy: info.Healthy})
	}
	if m := n.market.Load(); m != nil {
		for _, j := range m.Jobs() {
			if j.Stage != escrow.StageDone {
				st.OpenJobs++
			}
		}
	}
	st.Tokens = payments.TokenUnits(n.pay.Tokens())
	return st
}

func (a nodeAPI) ChainHead(ctx context.Context) (uint64, *big.Int, error) {
	head, err := a.n.rpc.BlockNumber(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("node: read head: %w", err)
	}
	price, err := a.n.rpc.SuggestGasPrice(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("node: read gas price: %w", err)
	}
	return head, price, nil
}

// ownAccounts are the node's account and its hosted agents' keys.
func (n *Node) ownAccounts() []common.Address {
	out := []common.Address{n.nodeKey.Address()}
	for _, k := range n.agentKeys {
		out = append(out, k.Address())
	}
	return out
}

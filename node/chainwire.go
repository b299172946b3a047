package node

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/devclock"
)

// oracleSyncEvery spaces the chain index catch-ups an unknown address makes (chainindex.Oracle).
const oracleSyncEvery = 200 * time.Millisecond

// startChainIndex follows the deployment's events into the node's badger store.
func (n *Node) startChainIndex(ctx context.Context) error {
	cfg := chainindex.DefaultConfig()
	cfg.Prefix = "ci/"
	cfg.Confirmations = n.cfg.Chain.Confirmations
	cfg.PollInterval = time.Duration(n.cfg.Chain.PollInterval)
	cfg.Logger = n.log.With("component", "chainindex")
	ix, err := chainindex.New(cfg, n.db, n.rpc, n.dep)
	if err != nil {
		return err
	}
	n.index = ix
	n.onClose(ix.Close)
	if err := ix.Start(ctx); err != nil {
		return err
	}
	n.oracle = chainindex.NewOracle(ix, oracleSyncEvery)
	return nil
}

// watchChain reacts to indexed escrow events: a new bounty is offered to the market (so
// workers find bounties even when they missed the gossip), and any event about one of this
// node's bounties moves its job on at once instead of at the next tick.
func (n *Node) watchChain(ctx context.Context) {
	events, cancel := n.index.Subscribe()
	defer cancel()
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				return
			}
			m := n.market.Load()
			if m == nil || ev.Removed || ev.BountyID == 0 {
				continue
			}
			if ev.Name == chainindex.EventBountyPosted && len(n.cfg.Market) > 0 {
				n.offerPosted(ev.BountyID)
				continue
			}
			if ev.Name == chainindex.EventBountyClaimed && slices.Contains(m.AgentIDs(), ev.AgentID) {
				if _, known := m.Job(ev.BountyID); !known {
					id, agentID := ev.BountyID, ev.AgentID
					n.wg.Add(1)
					go func() { defer n.wg.Done(); n.adoptions.Adopt(ctx, m, id, agentID) }()
					continue
				}
			}
			if _, ours := m.Job(ev.BountyID); ours { // move that bounty on now, not at the next tick
				id := ev.BountyID
				n.wg.Add(1)
				go func() { defer n.wg.Done(); _ = m.ReconcileBounty(ctx, id) }()
			}
		}
	}
}

// startDevClock starts the dev-chain clock (package devclock) on dev chains; elsewhere it does
// nothing.
func (n *Node) startDevClock(runCtx context.Context) {
	if !devclock.IsDev(n.dep.ChainID) {
		return
	}
	cfg := devclock.Config{
		Chain:     devChain{n},
		PhaseEnds: n.phaseEnds,
		Every:     time.Duration(n.cfg.ReconcileEvery),
		Logger:    n.log,
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		devclock.Run(runCtx, cfg)
	}()
}

// phaseEnds are the ends of the current phases of the node's bounties that are not settled.
func (n *Node) phaseEnds() []time.Time {
	m := n.market.Load()
	if m == nil {
		return nil
	}
	var untils []time.Time
	for _, j := range m.Jobs() {
		if j.Stage == escrow.StageDone {
			continue
		}
		if b, err := n.index.Bounty(j.BountyID); err == nil && !b.Status.Terminal() {
			untils = append(untils, b.Until)
		}
	}
	return untils
}

// devChain is the node's chain as the dev clock uses it.
type devChain struct{ n *Node }

var _ devclock.Chain = devChain{}

// HeadTime implements devclock.Chain.
func (c devChain) HeadTime(ctx context.Context) (time.Time, error) {
	head, err := c.n.rpc.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, err
	}
	return time.Unix(int64(head.Time), 0), nil
}

// Mine implements devclock.Chain: anvil's evm_mine; a chain without that method gets an empty
// transaction from the node account to itself.
func (c devChain) Mine(ctx context.Context) error {
	if err := c.n.rpc.Client().CallContext(ctx, nil, "evm_mine"); err == nil {
		return nil
	}
	self := c.n.nodeKey.Address()
	_, err := c.n.sender.Send(ctx, chain.Tx{To: &self, GasLimit: 21_000})
	return err
}

// defaultRPCConns is how many idle HTTP connections to the chain endpoint a node keeps.
const defaultRPCConns = 32

// dialChain connects to the chain's JSON-RPC endpoint. Over HTTP it keeps up to conns idle
// connections: the market reconciles several bounties and takes several offers at once, and
// Go's default of two idle connections per host made every request beyond two dial anew.
func dialChain(ctx context.Context, url string, conns int) (*ethclient.Client, error) {
	if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
		return ethclient.DialContext(ctx, url)
	}
	if conns <= 0 {
		conns = defaultRPCConns
	}
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns, t.MaxIdleConnsPerHost, t.IdleConnTimeout = conns, conns, 90*time.Second
	c, err := rpc.DialOptions(ctx, url, rpc.WithHTTPClient(&http.Client{Transport: t}))
	if err != nil {
		return nil, err
	}
	return ethclient.NewClient(c), nil
}

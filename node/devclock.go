package node

import (
	"context"
	"time"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
)

// Dev chains mine a block only when a transaction arrives, so on an idle one the head block's
// time stands still, and the market, which judges timeouts by the head block (the contract
// judges them by block.timestamp), would wait for someone else's transaction before taking a
// refund or a dispute-window exit. On a dev chain the node therefore mines an empty block when
// one of its bounties' phases has ended by the wall clock and not yet by the head block.
// Judging by the wall clock instead would send transactions the contract may still refuse
// (the next block's time is the chain's choice); on public chains blocks come on their own.

// devChainIDs are the chains the node mines on: anvil and hardhat (31337), geth --dev (1337).
var devChainIDs = map[uint64]bool{31337: true, 1337: true}

// startDevClock starts the dev-chain block nudger on dev chains; elsewhere it does nothing.
func (n *Node) startDevClock(runCtx context.Context) {
	if !devChainIDs[n.dep.ChainID] {
		return
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		t := time.NewTicker(time.Duration(n.cfg.ReconcileEvery))
		defer t.Stop()
		for {
			select {
			case <-runCtx.Done():
				return
			case <-t.C:
				n.nudgeDevChain(runCtx)
			}
		}
	}()
}

// nudgeDevChain mines a block if a phase of one of the node's open bounties is due.
func (n *Node) nudgeDevChain(ctx context.Context) {
	m := n.market.Load()
	if m == nil {
		return
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
	if len(untils) == 0 {
		return
	}
	head, err := n.rpc.HeaderByNumber(ctx, nil)
	if err != nil {
		return
	}
	if !phaseDue(time.Now(), time.Unix(int64(head.Time), 0), untils) {
		return
	}
	if err := n.mineBlock(ctx); err != nil {
		n.log.Debug("dev chain: could not mine a block", "err", err)
	}
}

// phaseDue reports whether a phase that ends at one of untils is over by the wall clock now
// but not by the head block's time.
func phaseDue(now, head time.Time, untils []time.Time) bool {
	for _, u := range untils {
		if now.After(u) && !head.After(u) {
			return true
		}
	}
	return false
}

// mineBlock asks the dev chain for a block (anvil's evm_mine); a chain without that method
// gets an empty transaction from the node account to itself.
func (n *Node) mineBlock(ctx context.Context) error {
	if err := n.rpc.Client().CallContext(ctx, nil, "evm_mine"); err == nil {
		return nil
	}
	self := n.nodeKey.Address()
	_, err := n.sender.Send(ctx, chain.Tx{To: &self, GasLimit: 21_000})
	return err
}

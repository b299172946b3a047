package chainindex

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// MinStakeOK reports whether addr owns, or is the wallet of, at least one active agent: the
// question discovery's gossip validator asks of an announcement's author.
func (ix *Index) MinStakeOK(addr common.Address) (bool, error) {
	agents, err := ix.AgentsOf(addr)
	if err != nil {
		return false, err
	}
	for _, a := range agents {
		if a.Active {
			return true, nil
		}
	}
	return false, nil
}

// DelegatesNow adapts the index to a checker of the form ValidDelegate(agent, signer) bool,
// evaluated at Config.Now (registry.DelegateChecker in the discovery code).
func (ix *Index) DelegatesNow() NowDelegates { return NowDelegates{ix} }

// NowDelegates is Index.ValidDelegate at the index's clock.
type NowDelegates struct{ ix *Index }

// ValidDelegate reports a veriKey or sigAuth delegate of identity valid now.
func (n NowDelegates) ValidDelegate(identity, delegate common.Address) bool {
	return n.ix.ValidDelegate(identity, delegate, n.ix.now())
}

// Events returns the indexed events from block `from` on, in chain order: how a consumer
// that handled events up to some block catches up after a restart before it subscribes.
func (ix *Index) Events(from uint64) ([]Event, error) {
	ix.viewMu.RLock()
	defer ix.viewMu.RUnlock()
	evs, err := ix.storedEvents(from)
	if err != nil {
		return nil, fmt.Errorf("chainindex: events: %w", err)
	}
	return evs, nil
}

package discovery

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// beatLoop sends a heartbeat every HeartbeatInterval, apart from loop so that a slow
// republish (DHT puts) never delays one.
func (d *Discovery) beatLoop(ctx context.Context) {
	defer d.wg.Done()
	beat := time.NewTicker(d.cfg.HeartbeatInterval)
	defer beat.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-beat.C:
			d.heartbeat(ctx)
		}
	}
}

// loop republishes hosted cards and prunes the index.
func (d *Discovery) loop(ctx context.Context) {
	defer d.wg.Done()
	repub := time.NewTicker(d.cfg.RepublishInterval)
	prune := time.NewTicker(d.cfg.PruneInterval)
	defer repub.Stop()
	defer prune.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-repub.C:
			d.Republish(ctx)
		case <-prune.C:
			if n, err := d.idx.Prune(); err != nil {
				d.log.Warn("prune index", "err", err)
			} else if n > 0 {
				d.log.Debug("pruned expired cards", "n", n)
			}
		}
	}
}

// Republish re-signs (where the key is held), re-puts, re-provides and heartbeats every hosted
// card now. The loop calls it every RepublishInterval; tests and the node may call it directly.
func (d *Discovery) Republish(ctx context.Context) {
	d.mu.Lock()
	var list []*hosted
	for a, h := range d.hosted {
		if h.key != nil {
			c := *h.card
			if err := c.Sign(h.key, d.now(), d.cfg.CardTTL); err != nil {
				d.log.Warn("re-sign card", "agent", a.Hex(), "err", err)
				continue
			}
			h.card = &c
		} else if d.now().UnixMilli() >= h.card.ExpiresAt {
			d.log.Warn("hosted card expired; publish a new one", "agent", a.Hex())
			delete(d.hosted, a)
			continue
		}
		list = append(list, &hosted{card: h.card, key: h.key})
	}
	d.mu.Unlock()
	for _, h := range list {
		typ := TypeHeartbeat
		if h.key == nil {
			typ = "" // same signed card: a second announcement would be a replay
		}
		d.logRepublish(h.card.Address(), d.announce(ctx, h.card, typ))
	}
}

// logRepublish logs a hosted card's first failed republish as a warning and its repeats at
// debug level (an unstaked agent fails every time, the same way), and says when it recovers.
func (d *Discovery) logRepublish(agent common.Address, err error) {
	d.mu.Lock()
	h := d.hosted[agent]
	was := h != nil && h.failing
	if h != nil {
		h.failing = err != nil
	}
	d.mu.Unlock()
	switch {
	case err != nil && !was:
		d.log.Warn("republish failed (repeats are logged at debug level until it succeeds)", "agent", agent.Hex(), "err", err)
	case err != nil:
		d.log.Debug("republish failed again", "agent", agent.Hex(), "err", err)
	case was:
		d.log.Info("republish succeeded again", "agent", agent.Hex())
	}
}

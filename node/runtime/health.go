package runtime

import (
	"context"
	"time"
)

// healthLoop checks every agent periodically and reports changes (log, OnHealth).
func (r *Runtime) healthLoop(ctx context.Context) {
	defer close(r.healthDone)
	last := map[string]bool{}
	for _, n := range r.names {
		last[n] = true
	}
	t := time.NewTicker(r.healthEvery)
	defer t.Stop()
	for {
		for _, n := range r.names {
			cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err := r.agents[n].agent.Health(cctx)
			cancel()
			if ctx.Err() != nil {
				return
			}
			if ok := err == nil; ok != last[n] {
				last[n] = ok
				if ok {
					r.log.Info("agent healthy again", "agent", n)
				} else {
					r.log.Warn("agent unhealthy", "agent", n, "err", err)
				}
				if r.onHealth != nil {
					r.onHealth(n, err)
				}
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

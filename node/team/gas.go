package team

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// maxGasCache bounds the transactions whose gas the engine remembers (emptied when full); a
// transaction's cost never changes once mined.
const maxGasCache = 4096

// gasTimeout bounds the receipt reads of one accounts reading.
const gasTimeout = 10 * time.Second

// gasCache remembers what transactions cost the leader.
type gasCache struct {
	mu   sync.Mutex
	cost map[common.Hash]*big.Int
}

// gas adds up what the leader paid in gas for txs (each counted once); nil without a GasMeter
// or when a receipt cannot be read (the next reading tries again).
func (e *Engine) gas(txs []common.Hash) *escrow.BigString {
	if e.d.Gas == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), gasTimeout)
	defer cancel()
	sum, seen := new(big.Int), map[common.Hash]bool{}
	for _, h := range txs {
		if h == (common.Hash{}) || seen[h] {
			continue
		}
		seen[h] = true
		e.gasc.mu.Lock()
		v, ok := e.gasc.cost[h]
		e.gasc.mu.Unlock()
		if !ok {
			var err error
			if v, err = e.d.Gas.Gas(ctx, h); err != nil {
				e.log.Debug("gas of a team transaction not read", "tx", h, "err", err)
				return nil
			}
			e.gasc.mu.Lock()
			if e.gasc.cost == nil || len(e.gasc.cost) >= maxGasCache {
				e.gasc.cost = map[common.Hash]*big.Int{}
			}
			e.gasc.cost[h] = v
			e.gasc.mu.Unlock()
			e.gasSpent(v)
		}
		sum.Add(sum, v)
	}
	return escrow.NewBigString(sum)
}

// costLine is the conclusion's line on what the team cost beside its budget.
func costLine(a Accounts) string {
	s := ""
	if a.Gas != nil {
		s += fmt.Sprintf("\ngas of the leader's transactions: %s (paid beside the budget)", wei(a.Gas.Int()))
	}
	if u := a.Tokens; u.TotalTokens > 0 {
		s += fmt.Sprintf("\ntokens: %d prompt + %d completion = %d", u.PromptTokens, u.CompletionTokens, u.TotalTokens)
	}
	if a.Calls != nil && a.Calls.Int().Sign() > 0 || a.Auctions > 0 {
		s += fmt.Sprintf("\npaid by voucher to auction winners: %s (%d tasks by auction), out of the budget", wei(a.Calls.Int()), a.Auctions)
	}
	if a.Direct > 0 {
		s += fmt.Sprintf("\n%d tasks done by the leader's own agents, nothing paid", a.Direct)
	}
	return s
}

package team

import (
	"math/big"
	"sync"
)

// Stats are what the teams this node led took since it started, for /metrics: language-model
// tokens (the planners' calls and the agents' reported usage) and the gas of the leader's
// transactions, in wei.
type Stats struct {
	PromptTokens, CompletionTokens, TotalTokens int64
	GasWei                                      *big.Int
}

// engineStats counts Stats; every field is behind mu.
type engineStats struct {
	mu  sync.Mutex
	u   Usage
	gas big.Int
}

// tokens counts u.
func (e *Engine) tokens(u *Usage) {
	e.stats.mu.Lock()
	defer e.stats.mu.Unlock()
	e.stats.u.Add(u)
}

// gasSpent counts wei of gas.
func (e *Engine) gasSpent(v *big.Int) {
	e.stats.mu.Lock()
	defer e.stats.mu.Unlock()
	e.stats.gas.Add(&e.stats.gas, v)
}

// Stats returns the counts since the engine was made.
func (e *Engine) Stats() Stats {
	e.stats.mu.Lock()
	defer e.stats.mu.Unlock()
	u := e.stats.u
	return Stats{PromptTokens: int64(u.PromptTokens), CompletionTokens: int64(u.CompletionTokens), TotalTokens: int64(u.TotalTokens),
		GasWei: new(big.Int).Set(&e.stats.gas)}
}

// nonNegative is v, or 0 when v is negative.
func nonNegative(v *big.Int) *big.Int {
	if v.Sign() < 0 {
		return new(big.Int)
	}
	return v
}

package runtime

import (
	"context"
	"fmt"
	"sync/atomic"
)

// Meter counts what one call used, for a payee that charges by use (an llm agent's price per
// 1k tokens, settled as upto): the agent adds its model's tokens as they are reported. Safe
// for concurrent use.
type Meter struct {
	tokens atomic.Int64
}

// AddTokens counts n more tokens (negative n are ignored).
func (m *Meter) AddTokens(n int) {
	if m != nil && n > 0 {
		m.tokens.Add(int64(n))
	}
}

// Tokens is the count so far.
func (m *Meter) Tokens() int64 {
	if m == nil {
		return 0
	}
	return m.tokens.Load()
}

type meterKey struct{}

// WithMeter returns ctx carrying a new meter for the call run under it.
func WithMeter(ctx context.Context) (context.Context, *Meter) {
	m := &Meter{}
	return context.WithValue(ctx, meterKey{}, m), m
}

// TakeMeter returns ctx's meter (nil when none) and ctx without it: the agent that counts
// into it runs its own sub-calls (tools, other agents) under the latter, so they never add to
// what its caller is charged.
func TakeMeter(ctx context.Context) (*Meter, context.Context) {
	m, _ := ctx.Value(meterKey{}).(*Meter)
	if m == nil {
		return nil, ctx
	}
	return m, context.WithValue(ctx, meterKey{}, (*Meter)(nil))
}

// UsePriced reports whether the agent is priced by use (PricePer1kTokens).
func (a AgentConfig) UsePriced() bool { return a.PricePer1kTokens != "" }

// validateUsePrice checks a price by use: an llm agent's (only its tokens are counted), with
// a cap, instead of a price per call. The amounts are read by the node (node/units).
func (a AgentConfig) validateUsePrice() error {
	if a.PricePer1kTokens == "" && a.PriceCap == "" {
		return nil
	}
	switch {
	case a.Kind != KindLLM:
		return fmt.Errorf("pricePer1kTokens and priceCap apply to kind llm only (the tokens a call used are its model's)")
	case a.PricePer1kTokens == "" || a.PriceCap == "":
		return fmt.Errorf("pricePer1kTokens needs priceCap, the most one call costs, and the other way round")
	case a.Price != "":
		return fmt.Errorf("price (per call) and pricePer1kTokens (by use) exclude each other")
	}
	return nil
}

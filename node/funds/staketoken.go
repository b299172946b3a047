package funds

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// StakeToken is the registry's stake token as the node's answers name it: its address and its
// symbol. The symbol is read from the token once per node (a token's symbol does not change);
// a failed read is tried again on the next call.
type StakeToken struct {
	// Address is the stake token's address (escrow.Client.StakeToken, which reads it once).
	Address func(ctx context.Context) (common.Address, error)
	// Chain reads the token's symbol.
	Chain chain.Caller
	sym   atomic.Pointer[string]
}

// Read is the stake token's address and symbol.
func (t *StakeToken) Read(ctx context.Context) (common.Address, string, error) {
	token, err := t.Address(ctx)
	if err != nil {
		return token, "", err
	}
	if s := t.sym.Load(); s != nil {
		return token, *s, nil
	}
	st := bindings.NewStakeToken()
	sym, err := chain.Read(ctx, t.Chain, nil, token, st.PackSymbol(), st.UnpackSymbol)
	if err != nil {
		return token, "", fmt.Errorf("node: stake token symbol: %w", err)
	}
	t.sym.Store(&sym)
	return token, sym, nil
}

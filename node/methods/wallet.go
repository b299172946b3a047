package methods

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/funds"
)

func (m *Methods) walletShow(ctx context.Context, _ json.RawMessage) (any, error) {
	return m.b.Wallet.Show(ctx)
}

// walletWithdraw moves the ETH an agent earned (paid to its key's address) to an address the
// operator chooses (never the zero address): everything but the fee of the transfer, signed by the agent's key; every
// hosted agent's when none is named.
func (m *Methods) walletWithdraw(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.WithdrawParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if !common.IsHexAddress(p.To) {
		return nil, api.InvalidParams(fmt.Errorf("to %q is not an address", p.To))
	}
	to := common.HexToAddress(p.To)
	if to == (common.Address{}) {
		return nil, api.InvalidParams(fmt.Errorf("to %s: %w", p.To, funds.ErrZeroAddress))
	}
	names := m.b.Wallet.Names()
	if p.Agent != "" {
		name, _, _, err := m.hosted(p.Agent)
		if err != nil {
			return nil, err
		}
		names = []string{name}
	}
	out := []apitypes.Withdrawal{}
	for _, name := range names {
		w, err := m.b.Wallet.Withdraw(ctx, name, to)
		if err != nil {
			return out, err
		}
		if w != nil {
			out = append(out, *w)
		}
	}
	return out, nil
}

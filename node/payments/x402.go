package payments

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/registry"
)

// X402 builds what the API needs to sell the hosted agents' calls over x402: the node is its
// own facilitator, paid at its own address (sender's). Prices are the agents' as their signed
// cards carry them (prices: the node's Payments); the exact scheme is offered in the
// deployment's EIP-3009 token (the dev chains' AuthToken), batch-settlement when vouchers is set
// (the payee's voucher book over PaymentChannels). Nil prices: nothing is priced, nothing sold.
// A priced agent is never served free over HTTP: with no scheme that takes its price its 402
// offers no way to pay.
func X402(ctx context.Context, dep *deploy.Deployment, sender *chain.Sender, prices api.AgentPrices, vouchers x402.Vouchers,
	log *slog.Logger) (*api.Payments, error) {
	var exact []*x402.Exact
	if token, ok := dep.Contracts[deploy.NameAuthToken]; ok {
		name, version, err := x402.ReadDomain(ctx, sender, token)
		if err != nil {
			return nil, fmt.Errorf("x402: %w", err)
		}
		e, err := x402.NewExact(x402.ExactConfig{ChainID: dep.ChainID, Token: token, Name: name, Version: version, Logger: log}, sender)
		if err != nil {
			return nil, err
		}
		exact = append(exact, e)
	}
	var batch *x402.Batch
	if ch, ok := dep.Contracts[deploy.NamePaymentChannels]; ok && vouchers != nil {
		var err error
		if batch, err = x402.NewBatch(paychan.Domain{ChainID: dep.ChainID, Contract: ch}, vouchers); err != nil {
			return nil, err
		}
	}
	if prices == nil {
		return nil, nil
	}
	return &api.Payments{Facilitator: x402.NewFacilitator(exact, batch, log), Prices: prices, PayTo: sender.Address()}, nil
}

// AgentPrice implements api.AgentPrices: agent's price as its card carries it (nil: free).
func (p *Payments) AgentPrice(_ context.Context, agent string) (*registry.Price, error) {
	return p.CardPrice(agent), nil
}

var _ api.AgentPrices = (*Payments)(nil)

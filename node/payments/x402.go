package payments

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/agentids"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// X402 builds what the API needs to sell the hosted agents' calls over x402: the node is its
// own facilitator, paid at its own address (sender's). Prices come from the agents' signed
// cards (CardPrices); the exact scheme is offered in the deployment's EIP-3009 token (the dev
// chains' AuthToken), batch-settlement when vouchers is set (the payee's voucher book over
// PaymentChannels; nil until channels are wired into the node). Nil: nothing to sell with.
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
	if len(exact) == 0 && batch == nil {
		return nil, nil
	}
	return &api.Payments{Facilitator: x402.NewFacilitator(exact, batch, log), Prices: prices, PayTo: sender.Address()}, nil
}

// CardPrices reads a hosted agent's price as the card the node signs for it carries it
// (agentids.Card from the runtime's info), without the card's stake: pricing a request reads
// no chain.
type CardPrices struct{ Runtime *runtime.Runtime }

// AgentPrice implements api.AgentPrices.
func (c CardPrices) AgentPrice(ctx context.Context, agent string) (*registry.Price, error) {
	info, err := c.Runtime.Info(ctx, agent)
	if err != nil {
		return nil, err
	}
	return agentids.Card(agentids.Hosted{Info: info}).Price, nil
}

var _ api.AgentPrices = CardPrices{}

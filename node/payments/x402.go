package payments

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/registry"
)

// X402 builds what the API needs to sell the hosted agents' calls over x402: the node is its
// own facilitator. Prices are pay's, as the agents' signed cards carry them. The exact scheme is
// offered in the deployment's EIP-3009 token (the dev chains' AuthToken), paid to the node's
// own address (sender's); batch-settlement when pay has paid agents: its vouchers go through
// the same checkers as the libp2p calls' (x402.Book over pay's checkers), to each agent's
// payout address, and the claim loop claims them with the rest. Nil: no agent is priced.
func X402(ctx context.Context, dep *deploy.Deployment, sender *chain.Sender, pay *Payments, log *slog.Logger) (*api.Payments, error) {
	if pay == nil || len(pay.prices) == 0 {
		return nil, nil
	}
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
	batch, err := pay.x402Batch()
	if err != nil {
		return nil, err
	}
	// With no scheme (never so with paid agents: they have a payee) a priced agent's 402 offers
	// no way to pay; it is never served free.
	out := &api.Payments{Facilitator: x402.NewFacilitator(exact, batch, log), Prices: pay, PayTo: sender.Address()}
	if batch != nil {
		out.Channels = pay
	}
	return out, nil
}

// x402Batch is the batch-settlement scheme over the payees' voucher book; nil when no hosted
// agent is paid by channel.
func (p *Payments) x402Batch() (*x402.Batch, error) {
	if p == nil || p.payee == nil {
		return nil, nil
	}
	book, err := x402.NewBook(p.cli, p.chks)
	if err != nil {
		return nil, err
	}
	return x402.NewBatch(p.domain, book)
}

// ChannelPayee implements api.ChannelPayees: the payee of agent's channels, its payout address
// (call.ChannelPayee's terms).
func (p *Payments) ChannelPayee(agent string) (common.Address, bool) {
	if p == nil || p.payee == nil {
		return common.Address{}, false
	}
	t, ok := p.payee.Terms(agent)
	return t.Payee, ok
}

var _ api.ChannelPayees = (*Payments)(nil)

// AgentPrice implements api.AgentPrices: agent's price as its signed card carries it
// (CardPrice, from config.json; nil: free). It reads no chain.
func (p *Payments) AgentPrice(_ context.Context, agent string) (*registry.Price, error) {
	return p.CardPrice(agent), nil
}

var _ api.AgentPrices = (*Payments)(nil)

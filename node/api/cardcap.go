package api

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
)

// HeldCards is implemented by a Searcher that can say, without asking the network, which
// signed card its index holds of the agent named agent on node peerID (node/search): a call
// by peer and agent is then bound by that card's price as a call by DID is.
type HeldCards interface {
	Held(ctx context.Context, peerID, agent string) (apitypes.AgentSummary, bool, error)
}

// heldCard is the card the Searcher holds of agent on peerID, nil if none or unknown.
func (s *Server) heldCard(ctx context.Context, peerID, agent string) (*apitypes.AgentSummary, error) {
	h, ok := s.deps.Searcher.(HeldCards)
	if !ok || agent == "" {
		return nil, nil
	}
	sum, ok, err := h.Held(ctx, peerID, agent)
	if err != nil {
		return nil, fmt.Errorf("agent %.64q on %s: its card: %w", agent, peerID, err)
	}
	if !ok {
		return nil, nil
	}
	return &sum, nil
}

// capByCard bounds a call by the price card announces (review rvexact, finding 4) unless ctx
// already carries a maximum (the caller's maxPrice, which decides): at most the card's amount
// in the card's token (for a price by use, the card's cap), and nothing for a free card. The
// paying client still refuses more than its policy's maximum (call.WithCardPrice). bound says
// whether the card set the maximum.
func capByCard(ctx context.Context, card *apitypes.AgentSummary) (_ context.Context, bound bool) {
	if card == nil {
		return ctx, false
	}
	if _, capped := call.MaxPriceFrom(ctx); capped {
		return ctx, false
	}
	amount, ok := new(big.Int).SetString(card.PriceAmount, 10)
	if !ok || amount.Sign() < 0 {
		return call.WithCardPrice(ctx, new(big.Int), nil), true // free (a card's price is validated)
	}
	var token common.Address // ETH
	if card.PriceToken != "ETH" {
		token = common.HexToAddress(card.PriceToken)
	}
	return call.WithCardPrice(ctx, amount, &token), true
}

// cardPriceError says, for a call refused because its agent's node asks more than the card
// announced, what the card says and how the caller agrees to pay more.
func cardPriceError(card *apitypes.AgentSummary, err error) error {
	if !errors.Is(err, call.ErrPriceTooHigh) {
		return err
	}
	said := "is free (no price)"
	if card.PriceAmount != "" {
		said = fmt.Sprintf("announces %s (%s base units of %s)", card.Price, card.PriceAmount, card.PriceToken)
	}
	return fmt.Errorf("%s: the agent's signed card %s and its node asks more: not paid; pass --max-price (/rpc maxPrice and maxPriceToken) to agree to pay more: %w",
		card.Name, said, err)
}

package escrow

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// ForfeitBps is the escrow's FORFEIT_BPS: the part of the reward's stake value (of the
// reservation floor for a token without a weight) an expired claim or a rejection the agent
// does not dispute costs it (paid to the treasury).
const ForfeitBps = 1000

// Exposure is what claiming a bounty puts at stake, in base units of the registry's stake token.
type Exposure struct {
	// RewardValue is the reward's value in stake units (escrow stakeValue); 0 for a token the
	// reputation registry does not list.
	RewardValue *big.Int `json:"rewardValue"`
	// MaxSlash is the most a ruling can slash: the reward's value when the bounty has an
	// arbiter, 0 without one (disputes then end by timeout, without a slash).
	MaxSlash *big.Int `json:"maxSlash"`
	// Reservation is the stake the claim locks until the bounty settles.
	Reservation *big.Int `json:"reservation"`
	// Forfeit is what an expired claim or a conceded rejection costs: ForfeitBps of RewardValue
	// (of Reservation, the registry's floor, for an unlisted token).
	Forfeit *big.Int `json:"forfeit"`
}

// WorstLoss is the most one claim can cost the agent's stake: a ruling's slash or the expiry
// forfeit (a bounty ends one way only).
func (e Exposure) WorstLoss() *big.Int {
	if e.MaxSlash.Cmp(e.Forfeit) > 0 {
		return new(big.Int).Set(e.MaxSlash)
	}
	return new(big.Int).Set(e.Forfeit)
}

// Exposure reads what claiming bounty b would put at stake.
func (c *Client) Exposure(ctx context.Context, b Bounty) (Exposure, error) {
	value, err := c.StakeValue(ctx, b.Token, b.Amount)
	if err != nil {
		return Exposure{}, err
	}
	res, err := c.ReservationOf(ctx, b.ID)
	if err != nil {
		return Exposure{}, err
	}
	return exposureOf(b.Arbiter, value, res), nil
}

// ReservationOf reads the stake a claim of bounty id reserves (escrow reservationOf).
func (c *Client) ReservationOf(ctx context.Context, id uint64) (*big.Int, error) {
	res, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackReservationOf(u(id)), c.c.UnpackReservationOf)
	if err != nil {
		return nil, fmt.Errorf("escrow: reservation of bounty %d: %w", id, err)
	}
	return res, nil
}

// exposureOf derives the exposure from the contract's two reads.
func exposureOf(arbiter common.Address, value, reservation *big.Int) Exposure {
	slash := new(big.Int)
	if arbiter != (common.Address{}) {
		slash.Set(value)
	}
	base := value // a token without a weight forfeits a part of the reservation floor
	if value.Sign() == 0 {
		base = reservation
	}
	forfeit := new(big.Int).Div(new(big.Int).Mul(base, big.NewInt(ForfeitBps)), big.NewInt(10_000))
	return Exposure{RewardValue: value, MaxSlash: slash, Reservation: reservation, Forfeit: forfeit}
}

// StakeValue converts amount of token into stake-token units, as the escrow does (0 for a token
// without a weight).
func (c *Client) StakeValue(ctx context.Context, token common.Address, amount *big.Int) (*big.Int, error) {
	v, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackStakeValue(token, amount), c.c.UnpackStakeValue)
	if err != nil {
		return nil, fmt.Errorf("escrow: stake value: %w", err)
	}
	return v, nil
}

// StakeToken is the registry's stake token, as the escrow caches it.
// The escrow's stakeToken is immutable (set in its constructor): it is read from the chain once.
func (c *Client) StakeToken(ctx context.Context) (common.Address, error) {
	if a := c.stakeToken.Load(); a != nil {
		return *a, nil
	}
	a, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackStakeToken(), c.c.UnpackStakeToken)
	if err != nil {
		return common.Address{}, fmt.Errorf("escrow: stake token: %w", err)
	}
	c.stakeToken.Store(&a)
	return a, nil
}

// FreeStake is the agent's stake that no open claim reserves (AgentRegistry stakeOf -
// reservedOf): what a new claim's reservation must fit in.
func (c *Client) FreeStake(ctx context.Context, agentID uint64) (*big.Int, error) {
	reg, err := c.registry(ctx)
	if err != nil {
		return nil, err
	}
	r := bindings.NewAgentRegistry()
	stake, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), reg, r.PackStakeOf(u(agentID)), r.UnpackStakeOf)
	if err != nil {
		return nil, fmt.Errorf("escrow: stake of agent %d: %w", agentID, err)
	}
	reserved, err := c.reservedOf(ctx, agentID)
	if err != nil {
		return nil, err
	}
	return new(big.Int).Sub(stake, reserved), nil
}

// reservedOf is the stake the agent's open claims lock.
func (c *Client) reservedOf(ctx context.Context, agentID uint64) (*big.Int, error) {
	reg, err := c.registry(ctx)
	if err != nil {
		return nil, err
	}
	r := bindings.NewAgentRegistry()
	reserved, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), reg, r.PackReservedOf(u(agentID)), r.UnpackReservedOf)
	if err != nil {
		return nil, fmt.Errorf("escrow: reserved stake of agent %d: %w", agentID, err)
	}
	return reserved, nil
}

// registry is the AgentRegistry the escrow is built on (immutable).
func (c *Client) registry(ctx context.Context) (common.Address, error) {
	reg, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackRegistry(), c.c.UnpackRegistry)
	if err != nil {
		return common.Address{}, fmt.Errorf("escrow: registry address: %w", err)
	}
	return reg, nil
}

package deploy

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// Sentinel errors.
var (
	// ErrInvalidParams wraps every Params.Validate failure.
	ErrInvalidParams = errors.New("deploy: invalid params")
	// ErrNotWired: the deployment's escrow is not the one both registries point at (a second
	// escrow on the same registries can never claim or settle).
	ErrNotWired = errors.New("deploy: escrow not wired to both registries")
)

// Params configures a deployment: the contracts' constructor parameters.
type Params struct {
	// StakeToken is the ERC-20 agents stake; zero deploys the faucet StakeToken (dev chains).
	StakeToken common.Address
	// MinStake is the stake an agent needs to register and stay active, in the token's base units.
	MinStake *big.Int
	// UnbondingPeriod is how long, in seconds, unstaked tokens wait before withdrawal.
	UnbondingPeriod uint64
	// StakeTokenWeight is the reputation weight of 1e18 base units of the stake token (at most
	// 1e18), listed with the ReputationWeights. The escrow converts bounty values into stake
	// through it: nil or zero leaves the stake token unlisted, and then claims reserve only the
	// floor and rulings cannot slash.
	StakeTokenWeight *big.Int
	// ReputationWeights gives, per ERC-20, the reputation weight of 1e18 base units, at most 1e18
	// (native ETH's weight is fixed in the contract: 1e9 per ether). Tokens not listed move no
	// reputation.
	ReputationWeights map[common.Address]*big.Int
	// Treasury receives protocol fees.
	Treasury common.Address
	// FeeBps is the protocol fee in basis points (the contract caps it).
	FeeBps uint16
	// MaxDuration bounds a bounty's deadline from posting, in seconds.
	MaxDuration uint64
	// MaxReviewWindow bounds the requester's review window, in seconds.
	MaxReviewWindow uint64
	// DisputeWindow is how long an agent has to dispute a rejection, in seconds.
	DisputeWindow uint64
	// DisputeTimeout is how long the arbiter has to rule before anyone may settle by default.
	DisputeTimeout uint64
	// DefaultDisputeAgentBps is the agent's share when a dispute ends by timeout.
	DefaultDisputeAgentBps uint16
	// ChannelChallengePeriod is PaymentChannels' challenge period in seconds; zero means
	// DefaultChannelChallengePeriod.
	ChannelChallengePeriod uint64
	// Logger receives one line per step; nil discards.
	Logger *slog.Logger
}

// DevStakeTokenWeight weighs one dev stake token like one ether (1e9 gwei-equivalents), so a
// bounty of x ETH reserves x tokens and the 100-token minimum stake backs 16 claims of up to
// 6.25 ETH each.
var DevStakeTokenWeight = big.NewInt(1e9)

// maxWeightPerUnit is the contract's bound on a listed token's weight (ReputationRegistry).
var maxWeightPerUnit = big.NewInt(1e18)

// DefaultParams suits a dev chain: a faucet stake token weighing like ether, 100 AST
// minimum, one-hour unbonding, 1% fee, a week's maximum duration, one-day review, dispute
// windows of a day. Treasury must still be set.
func DefaultParams() Params {
	return Params{
		MinStake:               new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether)),
		UnbondingPeriod:        3600,
		StakeTokenWeight:       new(big.Int).Set(DevStakeTokenWeight),
		ReputationWeights:      map[common.Address]*big.Int{},
		FeeBps:                 100,
		MaxDuration:            7 * 24 * 3600,
		MaxReviewWindow:        24 * 3600,
		DisputeWindow:          24 * 3600,
		DisputeTimeout:         3 * 24 * 3600,
		DefaultDisputeAgentBps: 5000,
	}
}

// Validate reports the first problem with p, wrapped in ErrInvalidParams. The contracts check
// their own bounds again; this catches mistakes before any gas is spent.
func (p Params) Validate() error {
	switch {
	case p.MinStake == nil || p.MinStake.Sign() <= 0:
		return fmt.Errorf("%w: MinStake must be positive", ErrInvalidParams)
	case p.UnbondingPeriod == 0:
		return fmt.Errorf("%w: UnbondingPeriod must be positive", ErrInvalidParams)
	case p.StakeTokenWeight != nil && (p.StakeTokenWeight.Sign() < 0 || p.StakeTokenWeight.Cmp(maxWeightPerUnit) > 0):
		return fmt.Errorf("%w: StakeTokenWeight must be in [0, 1e18]", ErrInvalidParams)
	case p.Treasury == (common.Address{}):
		return fmt.Errorf("%w: Treasury must be set", ErrInvalidParams)
	case p.MaxDuration == 0 || p.MaxReviewWindow == 0 || p.DisputeWindow == 0 || p.DisputeTimeout == 0:
		return fmt.Errorf("%w: timeouts must be positive", ErrInvalidParams)
	case p.DefaultDisputeAgentBps > 10000:
		return fmt.Errorf("%w: DefaultDisputeAgentBps %d above 10000", ErrInvalidParams, p.DefaultDisputeAgentBps)
	}
	return nil
}

// Deploy deploys every contract from the sender's account, one after the other, wires the
// escrow into the registries, and returns where they are. It stops at the first failure, with
// the contract and the decoded revert in the error.
func Deploy(ctx context.Context, s *chain.Sender, p Params) (*Deployment, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	log := p.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	d := &Deployment{ChainID: s.ChainID(), Contracts: make(map[string]common.Address)}
	for _, st := range append(steps(p), channelSteps(p)...) {
		args, err := st.args(p, d.Contracts)
		if err != nil {
			return nil, fmt.Errorf("deploy: %s: arguments: %w", st.name, err)
		}
		if st.bin == "" { // a call to a deployed contract
			to := d.Contracts[st.name]
			if _, err := s.Send(ctx, chain.Tx{To: &to, Data: args}); err != nil {
				return nil, fmt.Errorf("deploy: %s.%s: %w", st.name, st.what, err)
			}
			log.Info("configured contract", "name", st.name, "call", st.what)
			continue
		}
		rcpt, err := s.Send(ctx, chain.Tx{Data: append(common.FromHex(st.bin), args...)})
		if err != nil {
			return nil, fmt.Errorf("deploy: %s from %s: %w", st.name, s.Address().Hex(), err)
		}
		if d.DeployBlock == 0 {
			d.DeployBlock = rcpt.BlockNumber.Uint64()
		}
		d.Contracts[st.name] = rcpt.ContractAddress
		log.Info("deployed contract", "name", st.name, "address", rcpt.ContractAddress.Hex(), "block", rcpt.BlockNumber, "gas", rcpt.GasUsed)
	}
	if err := CheckWired(ctx, s.Backend(), d); err != nil {
		return nil, err
	}
	return d, nil
}

// CheckWired asks the deployment's escrow whether both registries point at it (isWired), and
// returns ErrNotWired when they do not.
func CheckWired(ctx context.Context, c chain.Caller, d *Deployment) error {
	e := bindings.NewBountyEscrow()
	wired, err := chain.Read(ctx, c, RevertDecoder(), d.Contracts[NameBountyEscrow], e.PackIsWired(), e.UnpackIsWired)
	if err != nil {
		return fmt.Errorf("deploy: escrow isWired: %w", err)
	}
	if !wired {
		return fmt.Errorf("%w: escrow %s", ErrNotWired, d.Contracts[NameBountyEscrow].Hex())
	}
	return nil
}

package deploy

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// Sentinel errors.
var (
	// ErrInvalidParams wraps every Params.Validate failure.
	ErrInvalidParams = errors.New("deploy: invalid params")
	// ErrNotWired: the deployment's escrow is not the one both registries point at, or not the
	// one of the deployment's registries (an escrow of other registries can never claim or
	// settle the deployment's agents).
	ErrNotWired = errors.New("deploy: escrow not wired to both registries")
	// ErrMintableStake: a deployment with the faucet stake token (anyone can mint it) on a chain
	// that is not a development chain; such a stake backs nothing.
	ErrMintableStake = errors.New("deploy: a mintable stake token outside a development chain")
)

// DevChainIDs are the chains on which Deploy may deploy the faucet StakeToken: go-ethereum's
// dev mode and the simulated backend (1337) and anvil (31337).
var DevChainIDs = []uint64{1337, 31337}

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
	// through it; the escrow's constructor refuses an unlisted stake token (every slash and
	// forfeit would be 0), so it must be set here or in ReputationWeights.
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
	// DisputeTimeout is how long the arbiter has to rule; after it anyone may settle, and the
	// requester (who did not dispute) is refunded.
	DisputeTimeout uint64
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
		MinStake:          new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether)),
		UnbondingPeriod:   3600,
		StakeTokenWeight:  new(big.Int).Set(DevStakeTokenWeight),
		ReputationWeights: map[common.Address]*big.Int{},
		FeeBps:            100,
		MaxDuration:       7 * 24 * 3600,
		MaxReviewWindow:   24 * 3600,
		DisputeWindow:     24 * 3600,
		DisputeTimeout:    3 * 24 * 3600,
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
	}
	return nil
}

// Deploy deploys every contract from the sender's account, one after the other, the
// registries naming the escrow's predicted address (wiring by construction), and returns where
// they are. The faucet stake token is deployed only on DevChainIDs (ErrMintableStake
// elsewhere). It stops at the first failure, with the contract and the decoded revert in the
// error.
func Deploy(ctx context.Context, s *chain.Sender, p Params) (*Deployment, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.StakeToken == (common.Address{}) && !slices.Contains(DevChainIDs, s.ChainID()) {
		return nil, fmt.Errorf("%w: chain %d: set Params.StakeToken", ErrMintableStake, s.ChainID())
	}
	log := p.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	d := &Deployment{ChainID: s.ChainID(), Contracts: make(map[string]common.Address)}
	known := make(map[string]common.Address) // d.Contracts and the escrow's predicted address
	for _, st := range slices.Concat(steps(p), channelSteps(p), authTokenSteps(s.ChainID())) {
		if st.name == NameAgentRegistry {
			// the escrow is the third creation from here: registry, reputation, escrow
			n, err := s.Backend().PendingNonceAt(ctx, s.Address())
			if err != nil {
				return nil, fmt.Errorf("deploy: nonce of %s: %w", s.Address().Hex(), err)
			}
			known[keyEscrowAt] = crypto.CreateAddress(s.Address(), n+2)
		}
		args, err := st.args(p, known)
		if err != nil {
			return nil, fmt.Errorf("deploy: %s: arguments: %w", st.name, err)
		}
		rcpt, err := s.Send(ctx, chain.Tx{Data: append(common.FromHex(st.bin), args...)})
		if err != nil {
			return nil, fmt.Errorf("deploy: %s from %s: %w", st.name, s.Address().Hex(), err)
		}
		if d.DeployBlock == 0 {
			d.DeployBlock = rcpt.BlockNumber.Uint64()
		}
		d.Contracts[st.name], known[st.name] = rcpt.ContractAddress, rcpt.ContractAddress
		log.Info("deployed contract", "name", st.name, "address", rcpt.ContractAddress.Hex(), "block", rcpt.BlockNumber, "gas", rcpt.GasUsed)
	}
	if got, want := d.Contracts[NameBountyEscrow], known[keyEscrowAt]; got != want {
		return nil, fmt.Errorf("%w: escrow at %s, the registries name %s (was the sender's nonce used meanwhile?)", ErrNotWired, got.Hex(), want.Hex())
	}
	if err := CheckWired(ctx, s.Backend(), d); err != nil {
		return nil, err
	}
	return d, nil
}

// CheckWired asks the deployment's escrow whether both registries point at it (isWired) and
// whether they are the deployment's registries, and returns ErrNotWired when not.
func CheckWired(ctx context.Context, c chain.Caller, d *Deployment) error {
	e := bindings.NewBountyEscrow()
	at := d.Contracts[NameBountyEscrow]
	wired, err := chain.Read(ctx, c, RevertDecoder(), at, e.PackIsWired(), e.UnpackIsWired)
	if err != nil {
		return fmt.Errorf("deploy: escrow isWired: %w", err)
	}
	if !wired {
		return fmt.Errorf("%w: escrow %s", ErrNotWired, at.Hex())
	}
	reg, err := chain.Read(ctx, c, RevertDecoder(), at, e.PackRegistry(), e.UnpackRegistry)
	if err != nil {
		return fmt.Errorf("deploy: escrow registry: %w", err)
	}
	rep, err := chain.Read(ctx, c, RevertDecoder(), at, e.PackReputation(), e.UnpackReputation)
	if err != nil {
		return fmt.Errorf("deploy: escrow reputation: %w", err)
	}
	if reg != d.Contracts[NameAgentRegistry] || rep != d.Contracts[NameReputationRegistry] {
		return fmt.Errorf("%w: escrow %s belongs to registries %s and %s, not the deployment's %s and %s", ErrNotWired,
			at.Hex(), reg.Hex(), rep.Hex(), d.Contracts[NameAgentRegistry].Hex(), d.Contracts[NameReputationRegistry].Hex())
	}
	return nil
}
